import IntentCodegen
import IntentDefinition

/// `intentc generate`: each definition's files, as its flavor makes them, written into
/// `--output` (or beside the `--output-file`), compared (`--check`) or listed (`--dry-run`)
/// instead of written; without either option, the Swift goes to standard output and the files
/// that go beside it are left out.
///
/// Into `--output`, every flavor the configuration's `"flavors"` lists is generated, one pass
/// each (their files have distinct names), so that `--check` covers all the files a build
/// plugin would make; `--flavor` picks one. Standard output and `--output-file` take one file: the
/// first flavor listed.
enum GenerateCommand {
    /// Generates every input in every flavor ``flavorPasses(_:)`` gives; returns whether all
    /// succeeded (and, under `--check`, none drifted).
    static func run(_ context: CommandContext) -> Bool {
        flavorPasses(context).reduce(true) { succeeded, pass in generateEveryInput(pass) && succeeded }
    }

    /// One context per flavor to generate: each flavor of the configuration's `"flavors"` when
    /// writing into `--output` without `--flavor`, else the context as it is.
    static func flavorPasses(_ context: CommandContext) -> [CommandContext] {
        let listed = context.configuration?.flavors ?? []
        guard context.invocation.outputDirectory != nil, context.invocation.settings.flavor == nil, listed.count > 1
        else { return [context] }
        return listed.map { flavor in
            var pass = context
            pass.invocation.settings.flavor = flavor
            return pass
        }
    }

    /// Generates every input in the context's flavor.
    private static func generateEveryInput(_ context: CommandContext) -> Bool {
        var succeeded = true
        let outputPaths = context.invocation.outputPaths { context.generationOptions(forInput: $0).flavor }
        for (input, outputPath) in zip(context.invocation.inputs, outputPaths) {
            guard let files = generate(input, context) else {
                succeeded = false
                continue
            }
            for file in files {
                switch (file.placement, outputPath) {
                case (.source, nil): context.console.writeOutput(file.text)
                case (.beside, nil): continue
                case (.source, let path?): succeeded = emit(file, to: path, context) && succeeded
                case (.beside(let name), let path?):
                    succeeded = emit(file, to: sibling(named: name, of: path), context) && succeeded
                }
            }
        }
        return succeeded
    }

    /// The files of `input`, or nil after reporting errors; its translation tables are checked as
    /// `lint` checks them (``GenerationTranslations``).
    private static func generate(_ input: String, _ context: CommandContext) -> [GeneratedFile]? {
        let translations = GenerationTranslations(forInput: input, context)
        let output = context.compile(input, goal: .generate, translations: translations.translations)
        var diagnostics = output.diagnostics
        if output.definition != nil { diagnostics += translations.diagnostics }
        let hasErrors = context.reporter.report(diagnostics, file: input)
        guard !hasErrors, !translations.refusesEmbedding, !output.files.isEmpty else { return nil }
        // `--output-file` writes every file its caller (the build plugin) declared beforehand: App
        // Intents whose texts need no catalog get an empty one.
        let declaresCatalog =
            context.invocation.outputFile != nil && context.generationOptions(forInput: input).flavor == .appIntents
        guard declaresCatalog, !output.files.contains(where: { $0.placement != .source }) else { return output.files }
        return output.files + [
            .emptyAppIntentsCatalog(
                forDefinitionAt: input, sourceLanguage: context.invocation.translations.developmentLanguage)
        ]
    }

    /// The file `name` in the folder of the file at `path`.
    private static func sibling(named name: String, of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return path[...slash] + name
    }

    /// Writes, checks or lists one output file; returns false on failure or drift.
    private static func emit(_ file: GeneratedFile, to path: String, _ context: CommandContext) -> Bool {
        do throws(OutputWriter.Failure) {
            if context.invocation.check {
                let existing = try OutputWriter.existingContents(at: path)
                let labels = (old: "(in the folder)", new: "(as generated now)")
                guard let diff = UnifiedDiff.diff(old: existing, new: Array(file.text.utf8), path: path, labels: labels)
                else {
                    return true
                }
                context.console.writeOutput(diff)
                return false
            }
            let dryRun = context.invocation.dryRun
            let outcome = try OutputWriter.write(file.text.utf8, to: path, dryRun: dryRun)
            if outcome != .unchanged, dryRun {
                context.console.writeOutput(path + "\n")
            }
            return true
        } catch {
            context.reporter.report([diagnostic(for: error)], file: path)
            return false
        }
    }

    /// The diagnostic reporting a file that was not written.
    static func diagnostic(for failure: OutputWriter.Failure) -> Diagnostic {
        switch failure {
        case .notGenerated(let path):
            Diagnostic(
                .outputNotGenerated,
                "not overwriting '\(path)': \(GeneratedFile.Mark(path: path).absence), so intentc did not generate it",
                at: SourceLocation(file: path, line: 1, column: 1))
        case .unwritable(let path, let reason):
            Diagnostic(.outputUnwritable, "cannot write '\(path)': \(reason)", at: nil)
        }
    }
}

/// What `intentc generate` makes of a definition's translation tables: the findings to report
/// beside the definition's own, and the translations handed to the flavor when its files take
/// any (``GenerationOptions/translationUse``).
///
/// The findings keep their severities, with one exception: a table that cannot be read (IC160,
/// IC161) is an error only when the tables are embedded, since only then does the generated
/// code depend on it; otherwise it is reported as a warning and generation goes on (it fails
/// under `--warnings-as-errors`, like every other warning).
struct GenerationTranslations {
    /// The findings to report.
    var diagnostics: [Diagnostic] = []
    /// The translations for the flavor; nil when it takes none, or when a table it embeds
    /// could not be read.
    var translations: DefinitionTranslations?
    /// Embedding was asked for but a table could not be read: nothing is generated.
    var refusesEmbedding = false

    /// Checks the tables of `input` when there are any or the flavor takes them, and prepares
    /// them for the flavor.
    init(forInput input: String, _ context: CommandContext) {
        let use = context.generationOptions(forInput: input).translationUse
        let hasTables = !context.invocation.translations.tablePaths(forInput: input).isEmpty
        if !hasTables { diagnostics = context.unreadTablesWarning(forInput: input) }
        guard use != .none || hasTables, let checked = context.translations(forInput: input) else { return }
        if hasTables || use == .embedded {
            diagnostics += checked.findings
            if use == .embedded, checked.readingDiagnostics.containsErrors {
                diagnostics += checked.readingDiagnostics
                refusesEmbedding = true
                return
            }
            diagnostics += checked.readingDiagnostics.map { $0.severity == .error ? $0.with(severity: .warning) : $0 }
        }
        if use != .none {
            translations = DefinitionTranslations(
                checked, developmentLanguage: context.invocation.translations.developmentLanguage)
        }
    }
}
