import IntentDefinition

/// Rewriting a text's `${…}` placeholders and the text between them.
enum PlaceholderRewriting {
    /// A string literal of `format` whose `${name}` placeholders become `\(expression)` where
    /// `expression` gives one for the root (nil keeps the placeholder as text). The text between
    /// goes through ``SwiftStringLiteral``, so nothing in it can end the literal or start an
    /// interpolation.
    static func interpolatedLiteral(_ format: FormatString, expression: (String) -> String?) -> String {
        let quoted = { (text: String) in String(SwiftStringLiteral.quoted(text).dropFirst().dropLast()) }
        let body = rewrite(format.text, quoted) { placeholder in
            expression(placeholder.root).map { "\\(" + $0 + ")" } ?? quoted("${\(placeholder.name)}")
        }
        return "\"" + (body ?? quoted(format.text)) + "\""
    }

    /// `text` with each stretch between placeholders passed through `literal` and each
    /// placeholder replaced by `placeholder`'s result; nil when that is nil for any of them.
    static func rewrite(
        _ text: String, _ literal: (String) -> String, _ placeholder: (Placeholder) -> String?
    ) -> String? {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var position = 0
        func piece(_ range: Range<Int>) -> String { literal(String(String.UnicodeScalarView(scalars[range]))) }
        for found in Placeholder.scan(text) {
            let end = found.offset + 3 + found.name.unicodeScalars.count
            guard found.offset >= position, end <= scalars.count else { continue }
            guard let replacement = placeholder(found) else { return nil }
            result += piece(position..<found.offset) + replacement
            position = end
        }
        return result + piece(position..<scalars.count)
    }
}
