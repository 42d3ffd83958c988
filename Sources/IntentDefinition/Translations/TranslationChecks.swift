/// Checks translation tables against the strings a definition exports.
///
/// Per language other than the development language (all tables in one `.lproj`, or one
/// language of a catalog, together): the strings no table holds (one warning with a note per
/// key; placeholder-only strings are optional; not for a language whose only entries are
/// `.stringsdict` plural rules), and a note when every translation equals the Base text. Per table: no entries at all. Per entry: keys that match no
/// exported string, `${…}` placeholders that differ from the Base text's as multisets, and printf
/// conversions the Base text does not have. `.stringsdict` entries are plural rules written with
/// printf conversions, so only their keys are checked.
package enum TranslationChecks {
    /// Checks `tables` against `exported` (see ``ExportedStrings``).
    ///
    /// - Parameters:
    ///   - tables: the translation tables found for the definition.
    ///   - exported: the strings the definition exports, with their keys and Base texts.
    ///   - developmentLanguage: the language the Base text is written in (`en`); tables of that
    ///     language (or of a region of it, or `English.lproj`) may equal the Base text and may
    ///     leave strings out, which then show the Base text.
    package static func check(
        _ tables: [TranslationTable], against exported: [ExportedString], developmentLanguage: String
    ) -> [Diagnostic] {
        let byKey = Dictionary(exported.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let keysByText = Dictionary(grouping: exported, by: \.definitionText).mapValues { $0.map(\.key).sorted() }
        var diagnostics: [Diagnostic] = []
        for table in tables {
            if table.entries.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .translationEmptyTable,
                        "the table holds no entries; \(table.language.map { "'\($0)'" } ?? "its language") falls back to other languages",
                        at: startOfFile(table.path)))
            }
            for entry in table.entries {
                guard let string = byKey[entry.key] else {
                    diagnostics.append(
                        Diagnostic(
                            .translationStaleKey, staleMessage(entry.key, keysByText[entry.key]), at: entry.location))
                    continue
                }
                guard table.format != .stringsdict else { continue }
                diagnostics += PlaceholderFindings.check(entry, against: string)
            }
        }
        let languages = Dictionary(grouping: tables.filter { $0.language != nil }, by: { $0.language ?? "" })
        for language in languages.keys.sorted() {
            let group = languages[language] ?? []
            // Plural rules alone do not make a language translated: with its `.strings` empty,
            // the language is reported once, as an empty table.
            guard let first = group.first(where: { !$0.entries.isEmpty && $0.format != .stringsdict }) else {
                continue
            }
            // The development language's missing strings show the Base text, which is written
            // in that language: nothing a user sees is wrong.
            guard !LanguageTag.sameLanguage(language, developmentLanguage) else { continue }
            diagnostics += missing(in: group, language: language, at: startOfFile(first.path), exported: exported)
            if isIdenticalToBase(group, byKey: byKey) {
                diagnostics.append(
                    Diagnostic(
                        .translationIdenticalToBase,
                        "every translation of '\(language)' equals the Base text; translate the table or remove the language",
                        at: startOfFile(first.path)))
            }
        }
        return diagnostics
    }

    /// The message for a key no exported string has; `keys` are the keys of the strings whose
    /// Base text the key is, if any (a table keyed by sentences instead of IDs).
    private static func staleMessage(_ key: String, _ keys: [String]?) -> String {
        guard let keys else {
            return "key '\(key)' matches no string of the definition; remove it or give the string its ID back"
        }
        let ids = keys.map { "'\($0)'" }.joined(separator: ", ")
        return "key '\(key)' is a Base text of the definition, not a key; tables are keyed by ID: \(ids)"
    }

    /// One warning for `language` listing, in definition order, the exported strings none of its
    /// tables holds.
    private static func missing(
        in group: [TranslationTable], language: String, at location: SourceLocation, exported: [ExportedString]
    ) -> [Diagnostic] {
        let present = Set(group.flatMap { $0.entries.map(\.key) })
        let absent = exported.filter { !$0.isOptional && !present.contains($0.key) }
            .sorted { ($0.location, $0.key) < ($1.location, $1.key) }
        guard !absent.isEmpty else { return [] }
        let required = exported.filter { !$0.isOptional }.count
        return [
            Diagnostic(
                .translationMissingKeys,
                "'\(language)' lacks \(absent.count) of the definition's \(required) strings; they show in the next language of the user's list",
                at: location,
                notes: absent.map { DiagnosticNote("'\($0.key)' is not translated: \"\($0.text)\"", at: $0.location) })
        ]
    }

    private static func isIdenticalToBase(_ group: [TranslationTable], byKey: [String: ExportedString]) -> Bool {
        let matched = group.flatMap { table in
            table.entries.compactMap { entry in byKey[entry.key].map { (entry.value, $0.text) } }
        }
        return !matched.isEmpty && matched.allSatisfy { $0.0 == $0.1 }
    }

    private static func startOfFile(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }
}
