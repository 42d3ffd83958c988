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

    /// The migration of a validated `definition`. `options` give the access level, the
    /// shipped class prefix (``GenerationOptions/shippedClassPrefix``, which `intentClassName`
    /// keeps) and the strings' keys (``GenerationOptions/stringKeys``); their flavor is ignored.
    /// `translations` are the definition's exported strings and tables, which the String Catalog
    /// carries. `layout` is the team's indentation and line length (Xcode's by default).
    public static func migrate(
        _ definition: Definition, options: GenerationOptions, translations: DefinitionTranslations?,
        layout: SourceLayout = .xcode
    ) -> AppIntentsMigration {
        var options = options
        options.flavor = .appIntents
        let plan = DefinitionPlan(definition, options: options, scheme: AppIntentsTranslator.naming)
        var translator = AppIntentsTranslator(plan: plan, options: options, ownership: .owned)
        if options.stringKeys == .semantic {
            translator.stringKeys = MigrationStringKeys.semantic(of: translator, translations: translations)
        }
        let diagnostics = (plan.diagnostics + translator.diagnostics()).sortedForDisplay()
        guard !diagnostics.containsErrors else {
            return AppIntentsMigration(files: [], diagnostics: diagnostics, manualSteps: [])
        }
        var files = MigrationLayout.swiftSources(of: translator).map { source in
            var file = source.file
            file.style = translator.style
            file.style.layout = layout
            return GeneratedFile(.beside(fileName: source.fileName), text: SwiftRenderer.render(file))
        }
        let catalog = MigrationStringCatalog.text(
            of: translator, sources: files.map(\.text), translations: translations)
        if let catalog {
            files.append(
                GeneratedFile(.beside(fileName: MigrationStringCatalog.fileName(of: translator)), text: catalog))
        }
        let places = files.flatMap { $0.text.split(separator: "\n") }.compactMap(logicPlace)
        return AppIntentsMigration(
            files: files, diagnostics: diagnostics,
            manualSteps: manualSteps(translator, places: places, hasCatalog: catalog != nil))
    }

    /// The handler method a `// TODO: Move the logic of <method> here.` line names, or
    /// `nil` for any other line; an entity query's `// TODO: Return the app's objects…` is "".
    private static func logicPlace(_ line: Substring) -> String? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("// TODO: Return the app's objects") { return "" }
        guard text.hasPrefix("// TODO: Move the logic of "), text.hasSuffix(" here.") else { return nil }
        return String(text.dropFirst("// TODO: Move the logic of ".count).dropLast(" here.".count))
    }

    /// Titles that look like a definition's leftovers (`z - (Deprecated) Call Service`): kept,
    /// because shortcuts may still use them, and named in the steps.
    private static func looksLikeLeftover(_ title: String) -> Bool {
        let lowered = title.lowercased()
        return lowered.contains("deprecated") || lowered.contains("obsolete") || lowered.contains("do not use")
            || lowered.hasPrefix("z -") || lowered.hasPrefix("zz") || lowered.hasPrefix("z_")
    }

    /// The steps `intentc migrate` cannot take: moving the logic into the places the output
    /// marks (`places`: the handler methods their TODOs name, "" for an entity query's), switching
    /// widgets over, placing the files, deciding about leftovers, deleting the definition.
    private static func manualSteps(_ translator: AppIntentsTranslator, places: [String], hasCatalog: Bool)
        -> [String]
    {
        let plan = translator.plan
        let widgetIntents = plan.intents.filter(\.intent.isEligibleForWidgets).map(\.names.type.bare)
        var steps: [String] = []
        var moves: [String] = []
        let count = { (methods: [String]) in methods.count == 1 ? "1 place" : "\(methods.count) places" }
        let handlers = places.filter { $0 == "handle(intent:)" }
        let options = places.filter { $0.hasPrefix("provide") }
        let defaults = places.filter { !$0.isEmpty && $0 != "handle(intent:)" && !$0.hasPrefix("provide") }
        let queries = places.filter(\.isEmpty)
        if !handlers.isEmpty { moves.append("handle(intent:) into perform() (\(count(handlers)))") }
        if !options.isEmpty {
            moves.append(
                "provide<Parameter>OptionsCollection(for:) into results() or suggestedEntities() (\(count(options)))")
        }
        if !defaults.isEmpty { moves.append("default<Parameter>(for:) into defaultResult() (\(count(defaults)))") }
        if !queries.isEmpty { moves.append("the app's objects into the entity queries (\(count(queries)))") }
        if !moves.isEmpty {
            steps.append("Move the app's logic into the places marked 'TODO:': " + moves.joined(separator: "; ") + ".")
        }
        if !widgetIntents.isEmpty {
            steps += [
                "Add \(widgetIntents.joined(separator: ", ")) to the widget extension's target as well as the app's: each "
                    + "extension has its own App Intents metadata.",
                "In the widgets, replace IntentConfiguration with AppIntentConfiguration and IntentTimelineProvider with "
                    + "AppIntentTimelineProvider, keeping each widget's kind string unchanged: a changed kind resets every "
                    + "configured widget.",
            ]
        }
        steps.append(
            "Keep every intentClassName and parameter name as written: configured widgets and shortcuts migrate "
                + "through them.")
        let leftovers = plan.intents.compactMap { intent -> String? in
            let title = intent.intent.title?.text ?? intent.intent.name
            return looksLikeLeftover(title) ? "'\(title)' (\(intent.names.type.bare))" : nil
        }
        if !leftovers.isEmpty {
            steps.append(
                "\(leftovers.joined(separator: ", ")) look\(leftovers.count == 1 ? "s" : "") like a leftover: to keep it "
                    + "working for the shortcuts that use it but out of sight, make it a DeprecatedAppIntent; to drop it, "
                    + "delete its file and accept the loss for 'intentc migrate --check' "
                    + "(// intentc:accept-loss <Intent>: <reason>).")
        }
        let definition = plan.definition.path.split(separator: "/").last.map(String.init) ?? plan.definition.path
        steps.append(
            hasCatalog
                ? "Add \(MigrationStringCatalog.fileName(of: translator)) to every target these files are in (the app's"
                    + (widgetIntents.isEmpty ? "" : " and the widget extension's")
                    + "): each looks its strings up in its own "
                    + "bundle. Then delete \(definition) and its translation tables: the catalog holds their strings under "
                    + "the same keys."
                : "Delete \(definition) from the project.")
        return steps
    }
}
