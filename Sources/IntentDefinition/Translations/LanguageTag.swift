/// Comparing and ordering the language tags of `.lproj` folders (`de`, `pt-BR`, `zh-Hans`,
/// `English`).
package enum LanguageTag {
    /// Whether `tag` is `language` or one of its regional or script variants; Xcode's legacy
    /// English names (`English`, `German`, …) count as their codes.
    package static func sameLanguage(_ tag: String, _ language: String) -> Bool {
        primary(of: tag) == primary(of: language)
    }

    /// The lower-cased primary subtag: `pt` for `pt-BR` or `pt_BR`, `en` for `English`.
    package static func primary(of tag: String) -> String {
        let lowered = tag.lowercased()
        if let code = legacyNames[lowered] { return code }
        return String(lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    /// The folder names old Xcode projects used before language codes.
    private static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
        "japanese": "ja", "dutch": "nl",
    ]
}
