/// Reads a definition's translation tables and checks them: the whole translation pass of
/// `intentc lint`, for one definition.
public enum TranslationLint {
    /// What checking a definition's translations found.
    public struct Result: Sendable {
        /// The strings the definition exports, sorted by key.
        public var exported: [ExportedString]
        /// The tables read (unreadable ones are left out, with their errors in `diagnostics`).
        public var tables: [TranslationTable]
        /// What reading the tables reported: unreadable files, syntax, encodings, repeated keys.
        public var readingDiagnostics: [Diagnostic]
        /// What the checks found in the tables that were read.
        public var findings: [Diagnostic]

        /// Reading diagnostics and findings, sorted for display.
        public var diagnostics: [Diagnostic] { (readingDiagnostics + findings).sortedForDisplay() }
    }

    /// Checks the tables at `tablePaths` against the definition at `definitionPath`; nil when
    /// the definition itself cannot be read (its own diagnostics come from loading it).
    public static func run(
        definitionPath: String, tablePaths: [String], developmentLanguage: String,
        options: PlistReader.Options = PlistReader.Options()
    ) -> Result? {
        var ignored: [Diagnostic] = []
        guard let root = PlistReader.read(contentsOf: definitionPath, options: options, diagnostics: &ignored)
        else { return nil }
        let exported = ExportedStrings.of(root)
        var diagnostics: [Diagnostic] = []
        let tables = tablePaths.flatMap {
            TranslationTableReader.read(contentsOf: $0, options: options, diagnostics: &diagnostics)
        }
        let findings = TranslationChecks.check(tables, against: exported, developmentLanguage: developmentLanguage)
        return Result(exported: exported, tables: tables, readingDiagnostics: diagnostics, findings: findings)
    }
}
