import IntentCodegen
import IntentDefinition

/// What every subcommand works with: the parsed invocation, the configuration file's settings,
/// the diagnostics reporter and the console.
struct CommandContext {
    /// The parsed command line.
    var invocation: Invocation
    /// The `--config` file's contents, when one was given.
    var configuration: Configuration?
    /// Prints diagnostics.
    var reporter: DiagnosticReporter
    /// Standard output and error.
    var console: Console

    /// The generation options for `input`: defaults, then the configuration file, then the flags.
    func generationOptions(forInput input: String) -> GenerationOptions {
        let configured = configuration?.options(forInputPath: input) ?? GenerationOptions()
        return invocation.settings.applied(to: configured)
    }

    /// Runs the pipeline on `input` up to `goal` with this run's options, handing the flavor
    /// `translations` when given. The diagnostics are returned for the caller to report with its own.
    func compile(
        _ input: String, goal: IntentCompiler.Goal, translations: DefinitionTranslations? = nil
    ) -> IntentCompiler.Output {
        IntentCompiler.run(
            .file(input), goal: goal,
            options: IntentCompiler.Options(
                generation: generationOptions(forInput: input), reader: readerOptions,
                warningsAsErrors: invocation.reporting.warningsAsErrors, translations: translations))
    }

    /// The reader's limits: `--max-input-size` when given.
    var readerOptions: PlistReader.Options {
        var readerOptions = PlistReader.Options()
        if let size = invocation.maximumInputSize { readerOptions.maximumInputSize = size }
        return readerOptions
    }
    /// Reads and checks the translation tables of `input` (found beside it in Xcode's layout,
    /// or in `--translations`); nil when the definition cannot be read. With no tables, the
    /// result still holds the strings the definition exports.
    func translations(forInput input: String) -> TranslationLint.Result? {
        TranslationLint.run(
            definitionPath: input, tablePaths: invocation.translations.tablePaths(forInput: input),
            developmentLanguage: invocation.translations.developmentLanguage, options: readerOptions)
    }

    /// The diagnostics of `input`'s translation tables; when it has none, the warning about
    /// tables beside it that are not read (``unreadTablesWarning(forInput:)``).
    func translationDiagnostics(forInput input: String) -> [Diagnostic] {
        let hasTables = !invocation.translations.tablePaths(forInput: input).isEmpty
        return hasTables ? translations(forInput: input)?.diagnostics ?? [] : unreadTablesWarning(forInput: input)
    }

    /// The warning that tables named like `input` lie in `<lang>.lproj` folders beside it and are
    /// not read (the definition is not in `Base.lproj`), with the flag that reads them; none with
    /// `--translations` or without such tables.
    func unreadTablesWarning(forInput input: String) -> [Diagnostic] {
        guard invocation.translations.directory == nil else { return [] }
        let unread = TranslationDiscovery.unreadTables(besideDefinition: input)
        guard let first = unread.first else { return [] }
        let folder = String(input.dropLast(input.split(separator: "/").last?.count ?? 0))
        let others = unread.count > 1 ? " and \(unread.count - 1) more" : ""
        return [
            Diagnostic(
                .translationTablesNotRead,
                "'\(first)'\(others) beside the definition \(unread.count > 1 ? "are" : "is") not read: tables are looked "
                    + "for beside a definition in 'Base.lproj'; pass '--translations \(folder.isEmpty ? "." : folder)' "
                    + "or move the definition into 'Base.lproj'",
                at: nil)
        ]
    }
}
