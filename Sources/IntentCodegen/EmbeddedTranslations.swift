import IntentDefinition

/// A definition's translations as `--embed-translations` writes them into the generated file:
/// one key → text table per language, holding only the keys the definition exports (compound
/// keys included), so that stale entries cost nothing.
public struct EmbeddedTranslations: Sendable, Hashable {
    /// The tables by language tag (`de`, `pt-BR`), as the `.lproj` folder or catalog names it.
    public var tables: [String: [String: String]]
    /// The language of the definition's Base text.
    public var developmentLanguage: String

    /// Creates embedded translations from tables by language.
    public init(tables: [String: [String: String]], developmentLanguage: String) {
        self.tables = tables
        self.developmentLanguage = developmentLanguage
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
        self.init(tables: tables, developmentLanguage: developmentLanguage)
    }
}
