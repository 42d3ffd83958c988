import IntentDefinition

/// A string literal with interpolations from a format string: each `${name}` whose root an
/// expression is found for becomes `\(expression)`, the rest stays text. The text between
/// goes through ``SwiftStringLiteral``, so nothing in it can end the literal or start an
/// interpolation.
enum InterpolatedLiteral {
    /// The literal for `format`; `expression` gives the Swift expression of a placeholder root
    /// (nil keeps the placeholder as text).
    static func make(_ format: FormatString, expression: (String) -> String?) -> String {
        let quoted = { (text: String) in String(SwiftStringLiteral.quoted(text).dropFirst().dropLast()) }
        let body = PlaceholderRewriting.rewrite(format.text, quoted) { placeholder in
            expression(placeholder.root).map { "\\(" + $0 + ")" } ?? quoted("${\(placeholder.name)}")
        }
        return "\"" + (body ?? quoted(format.text)) + "\""
    }
}
