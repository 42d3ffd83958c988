import IntentDefinition

/// Rewriting a text's `${…}` placeholders and the text between them.
enum PlaceholderRewriting {
    /// A stretch of a text: literal text, or a placeholder.
    enum Piece {
        case text(String)
        case placeholder(Placeholder)
    }

    /// `text` as its literal stretches and placeholders, in order (empty stretches left out).
    static func pieces(of text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var result: [Piece] = []
        var position = 0
        func addText(_ range: Range<Int>) {
            if !range.isEmpty { result.append(.text(String(String.UnicodeScalarView(scalars[range])))) }
        }
        for found in Placeholder.scan(text) {
            let end = found.offset + 3 + found.name.unicodeScalars.count
            guard found.offset >= position, end <= scalars.count else { continue }
            addText(position..<found.offset)
            result.append(.placeholder(found))
            position = end
        }
        addText(position..<scalars.count)
        return result
    }

    /// A string literal of `format` whose `${name}` placeholders become `\(expression)` where
    /// `expression` gives one for the root (nil keeps the placeholder as text).
    static func interpolatedLiteral(
        _ format: FormatString, expression: (String) -> SwiftExpression?
    ) -> SwiftExpression {
        .interpolatedString(
            pieces(of: format.text).map { piece in
                switch piece {
                case .text(let text): .text(text)
                case .placeholder(let placeholder):
                    expression(placeholder.root).map(SwiftStringSegment.interpolation)
                        ?? .text("${\(placeholder.name)}")
                }
            })
    }

    /// `text` with each stretch between placeholders passed through `literal` and each
    /// placeholder replaced by `placeholder`'s result; nil when that is nil for any of them.
    static func rewrite(
        _ text: String, _ literal: (String) -> String, _ placeholder: (Placeholder) -> String?
    ) -> String? {
        var result = ""
        for piece in pieces(of: text) {
            switch piece {
            case .text(let stretch):
                result += literal(stretch)
            case .placeholder(let found):
                guard let replacement = placeholder(found) else { return nil }
                result += replacement
            }
        }
        return result
    }
}
