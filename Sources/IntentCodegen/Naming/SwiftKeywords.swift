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

    /// Every word above.
    static let all = needingBackticks.union(unusableAsMember).union(unusableAsType)
}
