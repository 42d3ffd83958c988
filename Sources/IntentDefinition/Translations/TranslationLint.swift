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
    ///
    /// Tables in files that hold none of the definition's keys belong to something else (an
    /// app's `Localizable.strings`, a String Catalog of other text) and are left out, unless the
    /// file is named after the definition.
    public static func run(
        definitionPath: String, tablePaths: [String], developmentLanguage: String,
        options: PlistReader.Options = PlistReader.Options()
    ) -> Result? {
        var ignored: [Diagnostic] = []
        guard let root = PlistReader.read(contentsOf: definitionPath, options: options, diagnostics: &ignored)
        else { return nil }
        let exported = ExportedStrings.of(root)
        var diagnostics: [Diagnostic] = []
        let read = tablePaths.flatMap {
            TranslationTableReader.read(contentsOf: $0, options: options, diagnostics: &diagnostics)
        }
        let tables = definitionsTables(read, exported: exported, definitionPath: definitionPath)
        let findings = TranslationChecks.check(tables, against: exported, developmentLanguage: developmentLanguage)
        return Result(exported: exported, tables: tables, readingDiagnostics: diagnostics, findings: findings)
    }

    /// The tables that belong to the definition: those in files named after it, and every table
    /// in a file of the same name as one holding any of its keys (so an empty `fr` table of
    /// `Intents.strings` counts when `de.lproj/Intents.strings` holds the keys).
    private static func definitionsTables(
        _ tables: [TranslationTable], exported: [ExportedString], definitionPath: String
    ) -> [TranslationTable] {
        let keys = Set(exported.map(\.key))
        let definitionStem = stem(of: fileName(of: definitionPath))
        let names = Set(
            tables.filter { $0.entries.contains { keys.contains($0.key) } }.map { fileName(of: $0.path) })
        return tables.filter {
            names.contains(fileName(of: $0.path)) || stem(of: fileName(of: $0.path)) == definitionStem
        }
    }

    private static func fileName(of path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    private static func stem(of name: Substring) -> Substring {
        name.split(separator: ".").first ?? name
    }
}
