import IntentDefinition

/// `intentc strings`: prints the strings a definition exports for translation (Base text by key,
/// compound keys included) as `.strings` or a String Catalog on standard output, and how complete
/// each language's tables are on standard error.
enum StringsCommand {
    /// Exports the one input; returns whether it and its tables could be read.
    static func run(_ context: CommandContext) -> Bool {
        guard let input = context.invocation.inputs.first else { return false }
        let output = context.compile(input, goal: .load)
        var passed = !context.reporter.report(output.diagnostics, file: input)
        guard !output.failed, let result = context.translations(forInput: input) else { return false }
        if context.reporter.report(result.readingDiagnostics, file: input) { passed = false }
        let options = context.invocation.translations
        switch options.exportFormat {
        case .strings:
            context.console.writeOutput(StringsExport.strings(result.exported))
        case .xcstrings:
            context.console.writeOutput(
                StringsExport.catalog(
                    result.exported, tables: result.tables, sourceLanguage: options.developmentLanguage))
        }
        for language in TranslationCompleteness.of(result.exported, tables: result.tables) {
            context.console.writeError(
                "\(language.language): \(language.translated) of \(language.required) strings translated (\(language.percent)%), \(language.required - language.translated) missing, \(language.stale) stale\n"
            )
        }
        return passed
    }
}
