/// The order in which languages are tried for a requested language, as Apple's bundles resolve
/// localizations: the exact tag with its region, then each shorter tag down to the bare
/// language, then the development language. (The Base text comes last, outside any table.)
/// A tag with a script and a region also matches the folder without the script right after
/// itself: `zh-Hant-TW` is answered by `zh-TW.lproj` before `zh-Hant` and `zh`.
///
/// Tags compare without regard to case, and `_` counts as `-` (`pt_BR` is `pt-BR`). Xcode's old
/// English folder names (`English.lproj`) count as their codes.
public enum IntentLanguageFallback {
    /// The tags of `available` to try for `requested`, best first, without repeats.
    ///
    /// For `pt-BR` with `pt-BR`, `pt` and `en` available and development language `en`, that is
    /// `pt-BR`, `pt`, `en`; for `zh-Hant-TW`, `zh-Hant-TW`, `zh-TW`, `zh-Hant`, `zh`, then the
    /// development language.
    public static func order(
        for requested: String, available: [String], developmentLanguage: String
    ) -> [String] {
        var result: [String] = []
        var candidates = prefixes(of: requested)
        let parts = normalized(requested).split(separator: "-")
        if parts.count > 2, parts[1].count == 4 {
            candidates.insert(([parts[0]] + parts[2...]).joined(separator: "-"), at: 1)
        }
        candidates += prefixes(of: developmentLanguage).suffix(1)
        for candidate in candidates {
            for tag in available.sorted() where normalized(tag) == candidate && !result.contains(tag) {
                result.append(tag)
            }
        }
        return result
    }

    /// `zh-hant-tw`, `zh-hant`, `zh` for `zh-Hant-TW`: the tag and each shorter form, normalized.
    static func prefixes(of tag: String) -> [String] {
        let parts = normalized(tag).split(separator: "-")
        return (0..<parts.count).reversed().map { parts[0...$0].joined(separator: "-") }
    }

    /// The tag lower-cased with `-` separators; legacy English folder names become codes.
    static func normalized(_ tag: String) -> String {
        let lowered = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
        return legacyNames[lowered] ?? lowered
    }

    private static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
        "japanese": "ja", "dutch": "nl",
    ]
}
