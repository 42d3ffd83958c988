/// Swift's keywords, as far as generated names are concerned.
enum SwiftKeywords {
    /// Words that cannot be identifiers unless written in backticks (The Swift Programming
    /// Language, "Keywords and Punctuation"), plus the contextual keywords that change how a
    /// type or pattern parses (`some`, `any`, `each`, …), which backticks make harmless.
    static let needingBackticks: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
        // Contextual keywords that change parsing where a name or type is expected
        "some", "any", "each", "sending", "isolated", "consume", "copy", "discard", "async",
        "actor", "macro", "package", "then", "Type", "Protocol",
    ]

    /// Words that even backticks cannot make usable as a member (property, case, function)
    /// name: `x.self`, `x.init`, `T.Type` and `T.Protocol` mean something else after a dot,
    /// and `_` is no name at all.
    static let unusableAsMember: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Words that cannot name a type: `Self`, `Any`, `Type`, `Protocol` and `_` are special
    /// in type position whatever their spelling.
    static let unusableAsType: Set<String> = ["Self", "Any", "Type", "Protocol", "_", "self", "init"]

    /// Every word above: a name not in this set is in none of them, which one lookup tells.
    static let all = needingBackticks.union(unusableAsMember).union(unusableAsType)

    /// The length in UTF-8 bytes of the longest word above: a longer name is no keyword, which
    /// its length tells without hashing it.
    static let longest = all.map(\.utf8.count).max() ?? 0

    /// Whether `name` may be one of ``all``, told without hashing it: a name whose length and
    /// first byte no word shares is none of them. That rules out most names (no keyword of
    /// nine bytes starts with `i`, so `itemCount` is none), and so most lookups in ``all``,
    /// each a hash of the name.
    static func mayBeOne(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length <= longest, let first = name.utf8.first else { return false }
        return firstBytesByLength[length] & firstByteBit(first) != 0
    }

    /// For each length up to ``longest``, the ``firstByteBit(_:)`` of every word of that length.
    private static let firstBytesByLength: [UInt64] = {
        var table = [UInt64](repeating: 0, count: longest + 1)
        for word in all {
            table[word.utf8.count] |= firstByteBit(word.utf8.first ?? 0)
        }
        return table
    }()

    /// A bit for a first byte, by its low six bits: bytes that share one (an ASCII letter and a
    /// byte 64 away) only cost the lookup the bit could not rule out.
    private static func firstByteBit(_ byte: UInt8) -> UInt64 {
        1 << UInt64(byte & 63)
    }
}
