import IntentDefinition

/// The String Catalog `intentc generate --flavor appintents` writes beside the Swift: the texts
/// App Intents fills with values (summaries and dialogs with placeholders), under the keys the
/// generated code looks up in table `<Name>AppIntents`, with the translations of the definition's
/// `<lang>.lproj/<Name>.strings` tables in the form App Intents reads (`AppIntentsCatalogEntry`).
enum AppIntentsStringCatalog {
    /// `<catalogTable>.xcstrings` beside `translator`'s Swift, with the texts of `translations`
    /// (without them, the Base text as English, intentc's default development language); nil
    /// when the Swift looks nothing up in it.
    static func file(of translator: AppIntentsTranslator, translations: DefinitionTranslations?) -> GeneratedFile? {
        let entries = translator.catalogEntries()
        guard !entries.isEmpty else { return nil }
        let developmentLanguage = translations?.developmentLanguage ?? "en"
        var comments: [String: String] = [:]
        for entry in entries where comments[entry.key] == nil {
            comments[entry.key] =
                "\(GeneratedFile.Mark.commentMarker) from \(translator.plan.definition.path.split(separator: "/").last ?? "") (\(entry.textKey)); "
                + "translate it in the definition's tables."
        }
        return GeneratedFile(
            .beside(fileName: translator.catalogTable + ".xcstrings"),
            text: StringsExport.catalog(
                values(of: entries, translations: translations), sourceLanguage: developmentLanguage, comments: comments
            ))
    }

    /// The catalog's texts of `entries` (key → language → text), from `translations` (without
    /// them, the Base text as English).
    static func values(of entries: [AppIntentsCatalogEntry], translations: DefinitionTranslations?) -> [String: [String:
        String]]
    {
        let developmentLanguage = translations?.developmentLanguage ?? "en"
        let tables = translations?.tables ?? [:]
        let exported = translations?.exported ?? []
        var values: [String: [String: String]] = [:]
        for entry in entries where values[entry.key] == nil {
            var localizations: [String: String] = [:]
            if let base = entry.value(for: entry.baseText) { localizations[developmentLanguage] = base }
            for (language, table) in tables where language != developmentLanguage {
                let translated = table[entry.textKey].flatMap(entry.value(for:))
                localizations[language] = translated ?? compoundValue(entry, table, exported).flatMap(entry.value(for:))
            }
            values[entry.key] = localizations
        }
        return values
    }

    /// A summary sentence the tables translate per value (compound keys `<ID>-<valueID>`, each
    /// value's name written in), with the parameter back in place of the name; nil (the language
    /// shows the development language) unless every value gives the same sentence.
    private static func compoundValue(
        _ entry: AppIntentsCatalogEntry, _ table: [String: String], _ exported: [ExportedString]
    ) -> String? {
        guard case .summary = entry.form else { return nil }
        let prefix = entry.textKey + "-"
        let parts = exported.filter { $0.key.hasPrefix(prefix) && $0.resolvedPlaceholder != nil }
        guard let root = parts.first?.resolvedPlaceholder else { return nil }
        var sentences = Set<String>()
        for part in parts {
            let valueID = String(part.key.dropFirst(prefix.count))
            guard let translated = table[part.key],
                let name = table[valueID] ?? exported.first(where: { $0.key == valueID })?.text, !name.isEmpty,
                translated.occurrences(of: name, limit: 2).count == 1, let range = translated.firstOccurrence(of: name)
            else { return nil }
            var sentence = translated
            sentence.replaceSubrange(range, with: "${\(root)}")
            sentences.insert(sentence)
        }
        return sentences.count == 1 ? sentences.first : nil
    }

    /// Whether `contents` is the empty catalog ``GeneratedFile/emptyAppIntentsCatalog(forDefinitionAt:sourceLanguage:)``
    /// writes, in any source language: it has no string to carry intentc's comment, and nothing
    /// to lose when replaced.
    static func isEmptyCatalog(_ contents: [UInt8]) -> Bool {
        let template = Array(StringsExport.catalog([:], sourceLanguage: "-").utf8)
        guard let placeholder = template.firstOccurrence(of: Array(#""-""#.utf8)) else { return false }
        let (prefix, suffix) = (template[..<(placeholder.lowerBound + 1)], template[(placeholder.upperBound - 1)...])
        guard contents.count >= prefix.count + suffix.count, contents.starts(with: prefix),
            contents.reversed().starts(with: suffix.reversed())
        else { return false }
        let language = contents[prefix.count..<(contents.count - suffix.count)]
        return !language.contains(0x22) && !language.contains(0x0A)
    }
}

extension GeneratedFile {
    /// The App Intents String Catalog of the definition at `path` holding no string, named as
    /// the flavor names it (`<Name>AppIntents.xcstrings`, after the table its Swift looks up).
    /// `intentc --output-file` writes it when no text needs the catalog, because the build
    /// plugin declares the catalog before intentc runs.
    public static func emptyAppIntentsCatalog(forDefinitionAt path: String, sourceLanguage: String) -> GeneratedFile {
        GeneratedFile(
            .beside(fileName: AppIntentsTranslator.translationTable(ofDefinitionAt: path) + "AppIntents.xcstrings"),
            text: StringsExport.catalog([:], sourceLanguage: sourceLanguage))
    }
}
