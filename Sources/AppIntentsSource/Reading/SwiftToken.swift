import IntentDefinition

/// One token of Swift source as the declaration reader needs it: comments are gone, a string
/// literal is one token, and `#if`-family directives are tokens of their own.
public struct SwiftToken: Hashable, Sendable {
    /// What kind of token this is.
    public enum Kind: Hashable, Sendable {
        /// An identifier or keyword; backticks are stripped from the text.
        case word
        /// A string literal; `value` is its contents when it has no interpolation.
        case string(value: String?)
        /// A number literal, as written.
        case number
        /// One punctuation or operator character.
        case punctuation
        /// `#if`, `#elseif`, `#else` or `#endif`, with the rest of its line (the condition;
        /// empty for `#else` and `#endif`) without spaces around it or a trailing comment.
        case directive(condition: String)
    }

    /// The kind.
    public var kind: Kind
    /// The text: a word without backticks, a number or punctuation as written, a directive's name.
    public var text: String
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// Whether the token is the punctuation or word `text`.
    func `is`(_ text: String) -> Bool {
        switch kind {
        case .word, .punctuation, .directive: self.text == text
        case .string, .number: false
        }
    }

    /// The string literal's value when this is a literal without interpolation.
    var literalValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }
}
