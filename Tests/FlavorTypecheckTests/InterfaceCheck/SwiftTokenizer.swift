/// One token of Swift source, with what the declaration extractor needs to know about its
/// surroundings.
struct SwiftToken: Equatable {
    /// The token's text; identifiers lose their backticks.
    var text: String
    /// Whether a line break separates the token from the one before it.
    var startsLine: Bool
    /// Whether whitespace separates the token from the one before it.
    var followsSpace: Bool
    /// The line the token is on, from 1.
    var line: Int
}

/// Splits Swift source into identifiers, literals and punctuation, dropping comments and
/// compiler-directive lines (`#if …`, `#endif`): both sides of an `#if` are kept, as a
/// `.swiftinterface` lists alternatives for older compilers that way.
///
/// Small on purpose: it only has to be exact about what the declaration extractor reads —
/// names, brackets, `:` and `,` — in stand-in sources and Apple's interfaces.
enum SwiftTokenizer {
    static func tokens(of source: String) -> [SwiftToken] {
        let characters = Array(source.unicodeScalars)
        var tokens: [SwiftToken] = []
        var index = 0
        var startsLine = true
        var followsSpace = true
        var line = 1
        func emit(_ text: String) {
            tokens.append(SwiftToken(text: text, startsLine: startsLine, followsSpace: followsSpace, line: line))
            startsLine = false
            followsSpace = false
        }
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                startsLine = true
                followsSpace = true
                index += 1
            } else if character == " " || character == "\t" || character == "\r" {
                followsSpace = true
                index += 1
            } else if character == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                let end = skipBlockComment(characters, from: index)
                line += characters[index..<min(end, characters.count)].filter { $0 == "\n" }.count
                index = end
                followsSpace = true
            } else if character == "#" && startsLine && peek(1).map(isIdentifierStart) == true {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "\"" {
                index = skipStringLiteral(characters, from: index)
                emit("\"…\"")
            } else if character == "`" {
                var end = index + 1
                while end < characters.count && characters[end] != "`" { end += 1 }
                emit(String(String.UnicodeScalarView(characters[(index + 1)..<end])))
                index = end + 1
            } else if isIdentifierStart(character) || character == "$" {
                var end = index + 1
                while end < characters.count && isIdentifierPart(characters[end]) { end += 1 }
                emit(String(String.UnicodeScalarView(characters[index..<end])))
                index = end
            } else if character.properties.numericType != nil {
                var end = index + 1
                while end < characters.count && (isIdentifierPart(characters[end]) || characters[end] == ".") {
                    end += 1
                }
                emit(String(String.UnicodeScalarView(characters[index..<end])))
                index = end
            } else if character == "-" && peek(1) == ">" {
                emit("->")
                index += 2
            } else if isOperatorCharacter(character) {
                var end = index + 1
                while end < characters.count && isOperatorCharacter(characters[end])
                    && !(characters[end] == "-" && peek(end - index + 1) == ">")
                {
                    end += 1
                }
                emit(String(String.UnicodeScalarView(characters[index..<end])))
                index = end
            } else {
                emit(String(character))
                index += 1
            }
        }
        return tokens
    }

    /// Angle brackets stay single tokens (`>>` closes two generic lists), as do brackets and
    /// separators; other operator characters join into one operator.
    private static func isOperatorCharacter(_ character: Unicode.Scalar) -> Bool {
        "=!+*/%&|^~?.".unicodeScalars.contains(character) || character == "-"
    }

    private static func isIdentifierStart(_ character: Unicode.Scalar) -> Bool {
        character == "_" || character.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ character: Unicode.Scalar) -> Bool {
        isIdentifierStart(character) || character.properties.numericType != nil
    }

    private static func skipBlockComment(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < characters.count && depth > 0 {
            if characters[index] == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                depth += 1
                index += 2
            } else if characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/" {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// Skips a string literal, including interpolations that contain strings themselves.
    private static func skipStringLiteral(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < characters.count && characters[index] != "\"" {
            if characters[index] == "\\" && index + 1 < characters.count && characters[index + 1] == "(" {
                index += 2
                var depth = 1
                while index < characters.count && depth > 0 {
                    if characters[index] == "\"" {
                        index = skipStringLiteral(characters, from: index)
                        continue
                    }
                    if characters[index] == "(" { depth += 1 }
                    if characters[index] == ")" { depth -= 1 }
                    index += 1
                }
            } else {
                index += characters[index] == "\\" ? 2 : 1
            }
        }
        return index + 1
    }
}
