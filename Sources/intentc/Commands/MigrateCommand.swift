import IntentCodegen
import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intentc migrate DEFINITION -o DIR`: writes the definition's ``AppIntentsMigration`` into
/// `DIR`, files the team owns from then on, and prints what it wrote and what is left to do.
///
/// A definition `lint` finds errors in gets lint's diagnostics and nothing is written. Nothing is
/// written either when any of the files exists, unless `--force`: owned files carry no mark
/// that would tell intentc's own from the team's edits. Each file is written atomically; no other
/// file in `DIR` is touched. Declarations are `internal` unless `--access` says otherwise: the
/// code lives in the app's own targets.
enum MigrateCommand {
    /// Migrates the one input; returns whether it was written.
    static func run(_ context: CommandContext) -> Bool {
        guard let input = context.invocation.inputs.first, let directory = context.invocation.outputDirectory else {
            return false
        }
        var options = context.generationOptions(forInput: input)
        if context.invocation.settings.accessLevel == nil { options.accessLevel = .internal }
        options.stringKeys = context.invocation.stringKeys ?? .ids
        let translations = context.translations(forInput: input).map {
            DefinitionTranslations($0, developmentLanguage: context.invocation.translations.developmentLanguage)
        }
        let style = ProjectStyle.find(
            forOutput: directory, indentation: context.invocation.layout.indentation,
            lineLength: context.invocation.layout.lineLength)
        // A style setting that cannot be read is left out; an error only under --warnings-as-errors.
        guard !context.reporter.report(style.diagnostics, file: nil) else { return false }
        let (output, migration) = IntentCompiler.migrate(
            .file(input),
            options: IntentCompiler.Options(
                generation: options, reader: context.readerOptions,
                warningsAsErrors: context.invocation.reporting.warningsAsErrors,
                translations: translations),
            layout: style.layout)
        var diagnostics = output.diagnostics
        if output.definition != nil { diagnostics += context.translationDiagnostics(forInput: input) }
        let hasErrors = context.reporter.report(diagnostics, file: input)
        guard !hasErrors else { return false }
        if let definition = output.definition, !definition.intents.contains(where: { $0.kind == .custom }) {
            context.reporter.report([nothingToMigrate(definition)], file: input)
            return true
        }
        guard let migration, !output.files.isEmpty else { return false }

        let targets = output.files.map { file in (file, path(of: file, in: directory)) }
        if !context.invocation.force {
            let existing = targets.map(\.1).filter(exists)
            guard existing.isEmpty else {
                for path in existing { context.reporter.report([targetExists(path)], file: path) }
                return false
            }
        }
        var written: [String] = []
        for (file, path) in targets {
            do throws(OutputWriter.Failure) {
                try OutputWriter.write(file.text.utf8, to: path, replacingAnyFile: context.invocation.force)
                written.append(path)
            } catch {
                context.reporter.report([GenerateCommand.diagnostic(for: error)], file: path)
                context.console.writeOutput(summary(written, style: style, steps: []))
                return false
            }
        }
        context.console.writeOutput(summary(written, style: style, steps: migration.manualSteps))
        return true
    }

    /// Where `file` goes in `directory`.
    private static func path(of file: GeneratedFile, in directory: String) -> String {
        let name: String
        switch file.placement {
        case .beside(let fileName): name = fileName
        case .source: name = "Migrated.swift"  // never made by a migration: its files are all named
        }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether anything (a file, a folder, a link, even a dangling one) is at `path`.
    private static func exists(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)) != nil
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// IC133 for a definition without custom intents: no App Intent can migrate a system
    /// intent, so there is nothing to write or to check, and that is success.
    static func nothingToMigrate(_ definition: Definition) -> Diagnostic {
        let system = definition.intents.count
        return Diagnostic(
            .nothingToMigrate,
            system == 0
                ? "the definition declares no intent: nothing to migrate"
                : "the definition declares no custom intent, only \(system) customized system "
                    + "intent\(system == 1 ? "" : "s"), which App Intents do not migrate: nothing to migrate",
            at: nil)
    }

    /// IC132 at the file in the way.
    static func targetExists(_ path: String) -> Diagnostic {
        Diagnostic(
            .migrationTargetExists,
            "'\(path)' exists: intentc migrate does not overwrite it and wrote nothing (pass --force to replace the files it lists)",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// What `migrate` prints: the files written and their layout, then the steps left to the team.
    static func summary(_ written: [String], style: ProjectStyle, steps: [String]) -> String {
        var text = "Wrote:\n" + written.map { "  \($0)\n" }.joined() + "Layout: \(style.description)\n"
        guard !steps.isEmpty else { return text }
        text += "\nStill to do by hand:\n"
        for (index, step) in steps.enumerated() { text += "  \(index + 1). \(step)\n" }
        return text
    }
}
