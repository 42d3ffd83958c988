import IntentDefinition

/// A definition's translations as generation takes them: one key → text table per language,
/// holding only the keys the definition exports (compound keys included), so that stale
/// entries cost nothing, and the exported strings themselves. The default flavor embeds the
/// tables under `--embed-translations`; the `appintents` flavor fills its String Catalog from
/// them.
public struct DefinitionTranslations: Sendable, Hashable {
    /// What a flavor's files take from the definition's translation tables.
    public enum Use: Sendable, Hashable {
        /// Nothing: the generated code refers to the tables the app bundles, if any.
        case none
        /// Copied into a file beside the Swift: a table that cannot be read is left out.
        case copied
        /// Embedded in the Swift, which then depends on every table: one that cannot be read
        /// stops generation.
        case embedded
    }

    /// The tables by language tag (`de`, `pt-BR`), as the `.lproj` folder or catalog names it.
    public var tables: [String: [String: String]]
    /// The language of the definition's Base text.
    public var developmentLanguage: String
    /// The strings the definition exports, sorted by key (empty when only tables were given).
    public var exported: [ExportedString]

    /// Creates translations from tables by language.
    public init(tables: [String: [String: String]], developmentLanguage: String, exported: [ExportedString] = []) {
        self.tables = tables
        self.developmentLanguage = developmentLanguage
        self.exported = exported
    }

    /// The translations of checked tables. Left out: `.stringsdict` tables (their values are
    /// plural-rule formats, not text a dialog can show), tables outside any language folder,
    /// and keys the definition does not export. When two files of one language hold a key, the
    /// file first by path wins, so the result never depends on the order the tables came in.
    public init(_ checked: TranslationLint.Result, developmentLanguage: String) {
        let exported = Set(checked.exported.map(\.key))
        var tables: [String: [String: String]] = [:]
        for table in checked.tables.sorted(by: { $0.path < $1.path }) where table.format != .stringsdict {
            guard let language = table.language else { continue }
            for entry in table.entries where exported.contains(entry.key) {
                if tables[language, default: [:]][entry.key] == nil {
                    tables[language, default: [:]][entry.key] = entry.value
                }
            }
        }
        self.init(tables: tables, developmentLanguage: developmentLanguage, exported: checked.exported)
    }
}
