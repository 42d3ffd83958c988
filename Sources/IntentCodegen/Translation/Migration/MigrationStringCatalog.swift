import IntentDefinition

/// The one String Catalog of owned App Intents, `<DefinitionName>.xcstrings`: it replaces the
/// definition's translation tables, so the texts the migrated code looks up in table
/// `<DefinitionName>` keep their keys (their IDs; under `--string-keys semantic`, names saying
/// what they are for every text the tables do not translate, ``MigrationStringKeys``). It holds
/// every string the definition exports under its key, in the development language and every
/// language of the tables, and the texts App Intents fills with values (summaries and dialogs
/// with placeholders) in the form App Intents reads (``AppIntentsCatalogEntry``), which replaces
/// the tables' `${name}` form under the same key.
enum MigrationStringCatalog {
    /// The catalog's file name for `translator`'s definition.
    static func fileName(of translator: AppIntentsTranslator) -> String {
        translator.catalogTable + ".xcstrings"
    }

    /// The catalog's text, holding exactly the strings the migrated `sources` look up; nil when
    /// they look up none.
    static func text(of translator: AppIntentsTranslator, sources: [String], translations: DefinitionTranslations?)
        -> String?
    {
        let developmentLanguage = translations?.developmentLanguage ?? "en"
        let entries = translator.catalogEntries()
        let used = Set(sources.flatMap(resourceKeys)).union(entries.map(\.key))
        var values: [String: [String: String]] = [:]
        for string in translations?.exported ?? [] {
            let key = translator.stringKeys.key(for: string.key)
            guard used.contains(key) else { continue }
            var localizations = [developmentLanguage: string.text]
            for (language, table) in translations?.tables ?? [:] where language != developmentLanguage {
                if let text = table[string.key] { localizations[language] = text }
            }
            values[key] = localizations
        }
        values.merge(AppIntentsStringCatalog.values(of: entries, translations: translations)) { _, filled in filled }
        guard !values.isEmpty else { return nil }
        return StringsExport.catalog(values, sourceLanguage: developmentLanguage)
    }

    /// The keys `source` looks up: the first argument of each `LocalizedStringResource("key", …)`.
    static func resourceKeys(in source: String) -> [String] {
        var keys: [String] = []
        var rest = source[...]
        while let call = rest.firstOccurrence(of: "LocalizedStringResource(") {
            rest = rest[call.upperBound...].drop { $0 == " " || $0 == "\n" }
            guard rest.first == "\"" else { continue }
            var key = ""
            var escaped = false
            for character in rest.dropFirst() {
                if escaped {
                    key.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    break
                } else {
                    key.append(character)
                }
            }
            keys.append(key)
        }
        return keys
    }
}
