import IntentDefinition

/// `intentc migrate`: App Intents source a team owns from then on, made once from a definition
/// it is leaving behind.
///
/// The declarations are the `appintents` flavor's, made by its translator in owned form
/// (`AppIntentsTranslator`, owned): every fact that carries users' data is kept
/// (`intentClassName` with its class prefix, parameter names verbatim, entity identifiers as
/// strings, enum cases), and so is every fact that carries meaning (titles, descriptions,
/// defaults, literal bounds, input options, widget sizes, summaries, dialogs). The output is
/// standalone (it imports App Intents and Foundation, CoreLocation for places), spells framework
/// names without their modules (`SwiftNamer.owned`) and carries no generated-file header;
/// where the app's logic goes, a `// TODO:` names the Intents handler method whose logic moves
/// there. The layout is `MigrationLayout`'s, the translations are in
/// `MigrationStringCatalog`.
public struct AppIntentsMigration: Sendable {
    /// The files to write into the output folder, Swift first, then the String Catalog; each
    /// placed ``GeneratedFile/Placement/beside(fileName:)`` under its file name. Empty when
    /// ``diagnostics`` hold errors.
    public var files: [GeneratedFile]
    /// What naming and planning found, and what App Intents cannot take of the definition
    /// (the `appintents` flavor's warnings), sorted for display.
    public var diagnostics: [Diagnostic]
    /// What the team must still do by hand, one sentence each, in the order to do it.
    public var manualSteps: [String]

    /// The migration of a validated `definition`. `options` give the access level and the
    /// shipped class prefix (``GenerationOptions/shippedClassPrefix``, which `intentClassName`
    /// keeps); their flavor is ignored. `translations` are the definition's exported strings and
    /// tables, which the String Catalog carries.
    public static func migrate(
        _ definition: Definition, options: GenerationOptions, translations: DefinitionTranslations?
    ) -> AppIntentsMigration {
        var options = options
        options.flavor = .appIntents
        let plan = DefinitionPlan(definition, options: options, scheme: AppIntentsTranslator.naming)
        let translator = AppIntentsTranslator(plan: plan, options: options, ownership: .owned)
        let diagnostics = (plan.diagnostics + translator.diagnostics()).sortedForDisplay()
        guard !diagnostics.containsErrors else {
            return AppIntentsMigration(files: [], diagnostics: diagnostics, manualSteps: [])
        }
        var files = MigrationLayout.swiftSources(of: translator).map { source in
            var file = source.file
            file.style = translator.style
            return GeneratedFile(.beside(fileName: source.fileName), text: SwiftRenderer.render(file))
        }
        let catalog = MigrationStringCatalog.text(of: translator, translations: translations)
        if let catalog {
            files.append(
                GeneratedFile(.beside(fileName: MigrationStringCatalog.fileName(of: translator)), text: catalog))
        }
        return AppIntentsMigration(
            files: files, diagnostics: diagnostics, manualSteps: manualSteps(translator, hasCatalog: catalog != nil))
    }

    /// The steps `intentc migrate` cannot take: moving the logic, switching widgets over,
    /// placing the files, deleting the definition.
    private static func manualSteps(_ translator: AppIntentsTranslator, hasCatalog: Bool) -> [String] {
        let plan = translator.plan
        let widgetIntents = plan.intents.filter(\.intent.isEligibleForWidgets).map(\.names.type.bare)
        // A definition of customized system intents only has no App Intent to write: the system
        // intents are Apple's classes, and only its strings move.
        var steps =
            plan.intents.isEmpty
            ? [
                "The definition declares no custom intent (a customized system intent stays Apple's class), so no App "
                    + "Intent was written and there is nothing for 'intentc migrate --check' to check."
            ]
            : [
                "Move the app's logic into the places marked 'TODO:': handle(intent:) into perform(), "
                    + "provide<Parameter>OptionsCollection(for:) into results() or suggestedEntities(), "
                    + "default<Parameter>(for:) into defaultResult()."
            ]
        if !widgetIntents.isEmpty {
            steps += [
                "Add \(widgetIntents.joined(separator: ", ")) to the widget extension's target as well as the app's: each "
                    + "extension has its own App Intents metadata.",
                "In the widgets, replace IntentConfiguration with AppIntentConfiguration and IntentTimelineProvider with "
                    + "AppIntentTimelineProvider, keeping each widget's kind string unchanged: a changed kind resets every "
                    + "configured widget.",
            ]
        }
        if !plan.intents.isEmpty {
            steps.append(
                "Keep every intentClassName and parameter name as written: configured widgets and shortcuts migrate "
                    + "through them.")
        }
        let definition = plan.definition.path.split(separator: "/").last.map(String.init) ?? plan.definition.path
        steps.append(
            hasCatalog
                ? "Add \(MigrationStringCatalog.fileName(of: translator)) to the target, then delete \(definition) and its "
                    + "translation tables: the catalog holds their strings under the same keys."
                : "Delete \(definition) from the project.")
        return steps
    }
}
