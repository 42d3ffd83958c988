/// Writes a definition's exported strings as a translation table: old-style `.strings` text or a
/// String Catalog. Output is sorted by key (and language), so it is byte-for-byte stable.
public enum StringsExport {
    /// `"key" = "Base text";` lines, one per exported string, compound keys included.
    public static func strings(_ exported: [ExportedString]) -> String {
        var text = ""
        for string in exported.sorted(by: { $0.key < $1.key }) {
            text += "\"\(escapedForStrings(string.key))\" = \"\(escapedForStrings(string.text))\";\n"
        }
        return text
    }

    /// A String Catalog holding the Base text under `sourceLanguage` and, for each table's
    /// language, the translations of exported keys (stale keys are left out).
    public static func catalog(
        _ exported: [ExportedString], tables: [TranslationTable], sourceLanguage: String
    ) -> String {
        var translations: [String: [String: String]] = [:]
        for table in tables {
            guard let language = table.language, language != sourceLanguage else { continue }
            for entry in table.entries { translations[entry.key, default: [:]][language] = entry.value }
        }
        var values: [String: [String: String]] = [:]
        for string in exported {
            var localizations = [sourceLanguage: string.text]
            localizations.merge(translations[string.key] ?? [:]) { base, _ in base }
            values[string.key] = localizations
        }
        return catalog(values, sourceLanguage: sourceLanguage)
    }

    /// A String Catalog of `values` (key → language → text), keys and languages sorted, every
    /// unit `translated`; `comments` (by key) become the strings' comments for translators.
    public static func catalog(
        _ values: [String: [String: String]], sourceLanguage: String, comments: [String: String] = [:]
    ) -> String {
        let strings = values.keys.sorted().map { key -> String in
            let localizations = values[key] ?? [:]
            let units = localizations.keys.sorted().map { language in
                "        \(json(language)) : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \(json(localizations[language] ?? ""))\n          }\n        }"
            }
            let comment = comments[key].map { "      \"comment\" : \(json($0)),\n" } ?? ""
            return
                "    \(json(key)) : {\n\(comment)      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n\(units.joined(separator: ",\n"))\n      }\n    }"
        }
        return
            "{\n  \"sourceLanguage\" : \(json(sourceLanguage)),\n  \"strings\" : {\n\(strings.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// `text` with the escapes old-style `.strings` needs.
    static func escapedForStrings(_ text: String) -> String {
        escaped(text, controlCharactersAsUnicode: false)
    }

    /// `text` as a JSON string literal.
    static func json(_ text: String) -> String {
        "\"" + escaped(text, controlCharactersAsUnicode: true) + "\""
    }

    /// `text` with quotes, backslashes, newlines, tabs and carriage returns escaped as both
    /// formats write them, and, for JSON, the other control characters as `\u00XX`.
    private static func escaped(_ text: String, controlCharactersAsUnicode: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where controlCharactersAsUnicode && scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// How complete one language's translation is.
public struct TranslationCompleteness: Hashable, Sendable {
    /// The language tag.
    public var language: String
    /// The exported strings the language's tables hold.
    public var translated: Int
    /// The exported strings a complete table holds (placeholder-only strings not counted unless
    /// translated).
    public var required: Int
    /// Keys that match no exported string.
    public var stale: Int

    /// The share translated, in whole percent (rounded down, so 100 means complete).
    public var percent: Int { required == 0 ? 100 : translated * 100 / required }

    /// The completeness of every language of `tables`, sorted by language.
    public static func of(_ exported: [ExportedString], tables: [TranslationTable]) -> [TranslationCompleteness] {
        let byLanguage = Dictionary(grouping: tables.filter { $0.language != nil }, by: { $0.language ?? "" })
        let keys = Set(exported.map(\.key))
        return byLanguage.keys.sorted().map { language in
            let present = Set((byLanguage[language] ?? []).flatMap { $0.entries.map(\.key) })
            let translatedKeys = exported.filter { present.contains($0.key) }
            let required = exported.filter { !$0.isOptional || present.contains($0.key) }.count
            return TranslationCompleteness(
                language: language, translated: translatedKeys.count, required: required,
                stale: present.subtracting(keys).count)
        }
    }
}
