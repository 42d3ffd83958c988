import IntentDefinition

/// A string literal with interpolations from a format string: each `${name}` whose root an
/// expression is found for becomes `\(expression)`, the rest stays text. The text between
/// goes through ``SwiftStringLiteral``, so nothing in it can end the literal or start an
/// interpolation.
enum InterpolatedLiteral {
    /// The literal for `format`; `expression` gives the Swift expression of a placeholder root
    /// (nil keeps the placeholder as text).
    static func make(_ format: FormatString, expression: (String) -> String?) -> String {
        let scalars = Array(format.text.unicodeScalars)
        var result = "\""
        var position = 0
        func text(_ range: Range<Int>) -> String {
            guard !range.isEmpty else { return "" }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[range])
            return String(SwiftStringLiteral.quoted(String(piece)).dropFirst().dropLast())
        }
        for placeholder in format.placeholders {
            let end = placeholder.offset + 3 + placeholder.name.unicodeScalars.count
            guard placeholder.offset >= position, end <= scalars.count, let swift = expression(placeholder.root) else {
                continue
            }
            result += text(position..<placeholder.offset) + "\\(" + swift + ")"
            position = end
        }
        return result + text(position..<scalars.count) + "\""
    }
}
