import IntentDefinition

extension CommandContext {
    /// Reads and checks the translation tables of `input` (found beside it in Xcode's layout,
    /// or in `--translations`); nil when the definition cannot be read. With no tables, the
    /// result still holds the strings the definition exports.
    func translations(forInput input: String) -> TranslationLint.Result? {
        translations(forInput: input, tablePaths: invocation.translations.tablePaths(forInput: input))
    }

    /// The diagnostics of `input`'s translation tables; none when it has no tables.
    func translationDiagnostics(forInput input: String) -> [Diagnostic] {
        let paths = invocation.translations.tablePaths(forInput: input)
        guard !paths.isEmpty else { return [] }
        return translations(forInput: input, tablePaths: paths)?.diagnostics ?? []
    }

    private func translations(forInput input: String, tablePaths: [String]) -> TranslationLint.Result? {
        TranslationLint.run(
            definitionPath: input, tablePaths: tablePaths,
            developmentLanguage: invocation.translations.developmentLanguage, options: readerOptions)
    }
}
