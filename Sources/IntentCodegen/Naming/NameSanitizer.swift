import IntentDefinition

/// The one place where names from a definition become Swift identifiers.
///
/// Rules, applied in order:
/// 1. Every run of characters that cannot appear in an identifier (spaces, punctuation,
///    control and invisible characters) becomes one `_`.
/// 2. A name left without any letter or digit becomes the fallback (`unnamed` / `Unnamed`).
/// 3. A name starting with a digit gets a leading `_`.
/// 4. A name that cannot be used in its position even in backticks (`self`, `init`, `Type`,
///    `Protocol` as members; `Self`, `Any`, `Type` as types) or that is reserved by the code
///    around it (members the generated type declares itself, such as `descriptor` or
///    `rawValue`; types the generated code refers to, such as `String`) gets a trailing `_`,
///    repeated until it is free: `self` → `self_`, `rawValue` → `rawValue_`.
/// 5. Any other keyword is written in backticks: `default` → `` `default` ``.
///
/// Collisions created by these rules are not resolved here; ``NameScope`` reports them.
enum NameSanitizer {
    /// Sanitizes `raw` for `position`, avoiding `reserved` and `alsoReserved` (bare identifiers).
    static func sanitize(
        _ raw: String, position: NamePosition, reserved: Set<String> = [], alsoReserved: Set<String> = []
    ) -> SwiftName {
        var bare = identifier(from: raw, position: position)
        // Appending `_` never makes a keyword (no keyword but `_` itself ends in one), so a name
        // that is none stays none.
        let isKeyword = SwiftKeywords.all.contains(bare)
        let unusable = position == .type ? SwiftKeywords.unusableAsType : SwiftKeywords.unusableAsMember
        while (isKeyword && unusable.contains(bare)) || reserved.contains(bare) || alsoReserved.contains(bare) {
            bare += "_"
        }
        let spelled = isKeyword && SwiftKeywords.needingBackticks.contains(bare) ? "`\(bare)`" : bare
        return SwiftName(bare: bare, spelled: spelled)
    }

    /// `raw` with rules 1–3 applied.
    private static func identifier(from raw: String, position: NamePosition) -> String {
        var bare = identifierCharacters(of: raw)
        if !bare.unicodeScalars.contains(where: { $0 != "_" }) {
            bare = position == .type ? "Unnamed" : "unnamed"
        }
        if let first = bare.unicodeScalars.first, !SwiftIdentifierCharacters.isHead(first) {
            bare = "_" + bare
        }
        return bare
    }

    /// `raw` with rule 1 applied. Names of ASCII letters, digits and underscores are returned as
    /// they are, without rebuilding the text; their bytes are read in place when the string lends them.
    private static func identifierCharacters(of raw: String) -> String {
        let isPlain = raw.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(SwiftIdentifierCharacters.isASCIIBody) }
        if isPlain ?? raw.utf8.allSatisfy(SwiftIdentifierCharacters.isASCIIBody) { return raw }
        var result = String.UnicodeScalarView()
        var replacing = false
        for scalar in raw.unicodeScalars {
            if SwiftIdentifierCharacters.isBody(scalar) {
                result.append(scalar)
                replacing = false
            } else if !replacing {
                result.append("_")
                replacing = true
            }
        }
        return String(result)
    }
}
