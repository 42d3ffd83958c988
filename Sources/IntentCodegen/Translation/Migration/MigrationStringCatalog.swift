import IntentDefinition

/// The one String Catalog of owned App Intents, `<DefinitionName>.xcstrings`: it replaces the
/// definition's translation tables, so the texts the migrated code looks up in table
/// `<DefinitionName>` keep their keys. It holds every string the definition exports under its key,
/// in the development language and every language of the tables, and the texts App Intents fills
/// with values (summaries and dialogs with placeholders) in the form App Intents reads
/// (``AppIntentsCatalogEntry``), which replaces the tables' `${name}` form under the same key.
enum MigrationStringCatalog {
    /// The catalog's file name for `translator`'s definition.
    static func fileName(of translator: AppIntentsTranslator) -> String {
        translator.catalogTable + ".xcstrings"
    }

    /// The catalog's text; nil when there is no string to put in it.
    static func text(of translator: AppIntentsTranslator, translations: DefinitionTranslations?) -> String? {
        let developmentLanguage = translations?.developmentLanguage ?? "en"
        var values: [String: [String: String]] = [:]
        for string in translations?.exported ?? [] {
            var localizations = [developmentLanguage: string.text]
            for (language, table) in translations?.tables ?? [:] where language != developmentLanguage {
                if let text = table[string.key] { localizations[language] = text }
            }
            values[string.key] = localizations
        }
        values.merge(AppIntentsStringCatalog.values(of: translator.catalogEntries(), translations: translations)) {
            _, filled in filled
        }
        guard !values.isEmpty else { return nil }
        return StringsExport.catalog(values, sourceLanguage: developmentLanguage)
    }
}
