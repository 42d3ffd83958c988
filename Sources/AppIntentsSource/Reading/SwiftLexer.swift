/// Splits Swift source into ``SwiftToken``s: skips comments (nested `/* */` included), reads
/// string literals whole (`"…"`, multiline `"""…"""`, raw `#"…"#` with any number of `#`,
/// interpolations `\(…)` nested up to 100 deep), keeps `#if`/`#elseif`/`#else`/`#endif` as
/// directives with their conditions, and skips regex literals (`#/…/#`, and `/…/` where Swift's
/// lexer reads one rather than a division). Line comments that start with `intentc:` are kept
/// aside as annotations.
///
/// It stops at the first thing it cannot follow (an unterminated comment or literal) and says
/// where, so a caller can report what was skipped instead of guessing.
struct SwiftLexer {
    /// Why lexing stopped early, and where.
    struct Problem: Error, Equatable {
        /// What could not be followed.
        var message: String
        /// 1-based line.
        var line: Int
        /// 1-based column in UTF-8 bytes.
        var column: Int
    }

    /// A line comment whose text starts with `intentc:` (`// intentc: accept-loss …`).
    struct Annotation: Equatable {
        /// What follows `intentc:`, trimmed.
        var text: String
        /// 1-based line of the `//`.
        var line: Int
        /// 1-based column of the `//`, in UTF-8 bytes.
        var column: Int
    }

    /// What lexing a file gives.
    struct Output {
        /// The tokens, up to the end of the file or to `problem`.
        var tokens: [SwiftToken]
        /// The annotation comments among the tokens, in file order.
        var annotations: [Annotation]
        /// The problem that stopped the lexer early, if any.
        var problem: Problem?
    }

    private let bytes: [UInt8]
    /// Where the source starts: after the byte order mark, if there is one.
    private let fileStart: Int
    private var previousToken: SwiftToken?
    private var annotations: [Annotation] = []
    /// How many string interpolations the cursor is in.
    private var interpolationDepth = 0
    /// How deep interpolations are followed (they are read recursively); deeper is a problem.
    private static let maximumInterpolationDepth = 100
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// The tokens and annotations of `bytes`, and the problem that stopped the lexer early, if any.
    static func lex(_ bytes: [UInt8]) -> Output {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        do {
            while let token = try lexer.next() {
                tokens.append(token)
                lexer.previousToken = token
            }
            return Output(tokens: tokens, annotations: lexer.annotations, problem: nil)
        } catch {
            return Output(tokens: tokens, annotations: lexer.annotations, problem: error)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        fileStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = fileStart
        lineStart = fileStart
    }

    private var column: Int { index - lineStart + 1 }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private mutating func next() throws(Problem) -> SwiftToken? {
        try skipTrivia()
        guard let byte = peek() else { return nil }
        let (startLine, startColumn, start) = (line, column, index)
        func token(_ kind: SwiftToken.Kind, _ text: String) -> SwiftToken {
            SwiftToken(kind: kind, text: text, line: startLine, column: startColumn)
        }
        // `$name` (a projected value, as Swift interfaces declare them) and `$0` are words too.
        if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") && peek(1).map(Self.isIdentifierBody) == true {
            advance()
            while let b = peek(), Self.isIdentifierBody(b) { advance() }
            return token(.word, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        if byte == UInt8(ascii: "`") {
            advance()
            let nameStart = index
            while let b = peek(), b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { advance() }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if peek() == UInt8(ascii: "`") { advance() }
            return token(.word, name)
        }
        if byte >= 0x30 && byte <= 0x39 {
            while let b = peek(),
                Self.isIdentifierBody(b)
                    || b == UInt8(ascii: ".") && (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
            {
                advance()
            }
            return token(.number, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        if byte == UInt8(ascii: "\"") {
            return token(.string(value: try stringLiteral(hashes: 0)), "\"")
        }
        if byte == UInt8(ascii: "#") {
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                for _ in 0..<hashes { advance() }
                return token(.string(value: try stringLiteral(hashes: hashes)), "\"")
            }
            if peek(hashes) == UInt8(ascii: "/") {
                try skipRegex(hashes: hashes, startLine: startLine, startColumn: startColumn)
                return token(.string(value: nil), "/")
            }
            if hashes == 1, let directive = directiveName() {
                let conditionStart = index
                while let b = peek(), b != UInt8(ascii: "\n") {
                    if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                    advance()
                }
                let condition = String(decoding: bytes[conditionStart..<index], as: UTF8.self)
                return token(.directive(condition: Self.trimmed(condition[...])), directive)
            }
        }
        if byte == UInt8(ascii: "/"), opensRegex, let end = bareRegexEnd() {
            while index < end { advance() }
            return token(.string(value: nil), "/")
        }
        advance()
        return token(.punctuation, String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    /// Whether the `/` at the cursor opens a bare regex literal, as Swift decides: the operator
    /// characters around it (`/`, `-/`, `/=`) must not be bound to the token before them
    /// (`total!/4` divides); when they are not bound to what follows either (`a / b`), the token
    /// before must be one an expression starts after (`(`, `,`, `=`, an operator, a keyword
    /// other than a literal one); never after `func` or `operator`; and the literal must close on
    /// its line as ``bareRegexEnd()`` requires.
    private var opensRegex: Bool {
        var runStart = index
        while runStart > fileStart, Self.operatorCharacters.contains(bytes[runStart - 1]),
            !endsBlockComment(before: runStart)
        {
            runStart -= 1
        }
        guard !isLeftBound(runStart) else { return false }
        if let previousToken, previousToken.kind == .word, ["func", "operator"].contains(previousToken.text) {
            return false
        }
        var runEnd = index + 1
        while runEnd < bytes.count, Self.operatorCharacters.contains(bytes[runEnd]),
            !(bytes[runEnd] == UInt8(ascii: "/")
                && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(peek(runEnd - index + 1)))
        {
            runEnd += 1
        }
        return isRightBound(runEnd) || previousTokenStartsExpression
    }

    /// Whether the operator characters starting at `position` are bound to the token before
    /// them: the byte before is not whitespace, not one of `( [ { , ; :`, not the end of a block
    /// comment, and they are not the first of the file.
    private func isLeftBound(_ position: Int) -> Bool {
        guard position > fileStart, !endsBlockComment(before: position) else { return false }
        return !" \t\n\r([{,;:".utf8.contains(bytes[position - 1]) && bytes[position - 1] != 0
    }

    /// Whether operator characters ending before `position` are bound to what follows: it is
    /// not the end of the file, whitespace, `) ] } , ; :` or a comment's start.
    private func isRightBound(_ position: Int) -> Bool {
        guard position < bytes.count else { return false }
        let next = bytes[position]
        if next == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return false
        }
        return !" \t\n\r)]},;:".utf8.contains(next) && next != 0
    }

    private func endsBlockComment(before position: Int) -> Bool {
        position - 2 >= fileStart && bytes[position - 1] == UInt8(ascii: "/")
            && bytes[position - 2] == UInt8(ascii: "*")
    }

    /// Whether an expression can start after the token before the cursor: the start of the file,
    /// an opening bracket, `,`, `;`, `:`, `=`, an operator, a directive, or a keyword that is not
    /// itself an expression (`return`, `in`, `case`, `try`; not `true`, `nil`, `self`).
    private var previousTokenStartsExpression: Bool {
        guard let previous = previousToken else { return true }
        switch previous.kind {
        case .punctuation: return !")]}.@#\\`".contains(previous.text)
        case .word: return Self.reservedWords.contains(previous.text) && !Self.literalKeywords.contains(previous.text)
        case .directive: return true
        case .string, .number: return false
        }
    }

    /// The words the lexer of Swift reserves (an identifier elsewhere is none of them).
    private static let reservedWords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol",
        "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Any",
    ]

    /// The keywords that are expressions themselves.
    private static let literalKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// The end of a bare regex literal opened at the cursor: past its closing `/` on the same
    /// line, as Swift lexes it: not starting with a space or tab, escapes followed, the first
    /// unescaped `/` closing it; nil (an operator after all) when it does not close on its line,
    /// has a `)` that closes no group outside `[…]`, ends with a space or tab, or its closing
    /// `/` starts a comment.
    private func bareRegexEnd() -> Int? {
        guard let first = peek(1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else { return nil }
        var position = index + 1
        var groups = 0
        var classes = 0
        var lastSpace: Int?
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "/"):
                if let after = position + 1 < bytes.count ? bytes[position + 1] : nil,
                    after == UInt8(ascii: "/") || after == UInt8(ascii: "*")
                {
                    return nil
                }
                return lastSpace == position - 1 ? nil : position + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                else { return nil }
            case UInt8(ascii: "(") where classes == 0: groups += 1
            case UInt8(ascii: ")") where classes == 0:
                guard groups > 0 else { return nil }
                groups -= 1
            case UInt8(ascii: "["): classes += 1
            case UInt8(ascii: "]"): classes = max(0, classes - 1)
            case UInt8(ascii: " "), UInt8(ascii: "\t"): lastSpace = position
            default: break
            }
            position += 1
        }
        return nil
    }

    /// `#if`, `#elseif`, `#else` or `#endif` at the cursor (which is on `#`), consumed; else nil.
    private mutating func directiveName() -> String? {
        var end = index + 1
        while end < bytes.count, Self.isIdentifierBody(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        guard ["if", "elseif", "else", "endif"].contains(name) else { return nil }
        while index < end { advance() }
        return "#" + name
    }

    private mutating func skipTrivia() throws(Problem) {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a line comment at the cursor, keeping it as an annotation when its text (after the
    /// slashes and spaces) starts with `intentc:`.
    private mutating func skipLineComment() {
        let (startLine, startColumn, start) = (line, column, index)
        while let b = peek(), b != UInt8(ascii: "\n") { advance() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
            .drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        let marker = "intentc:"
        guard text.hasPrefix(marker) else { return }
        annotations.append(
            Annotation(text: Self.trimmed(text.dropFirst(marker.count)), line: startLine, column: startColumn))
    }

    /// `text` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    private mutating func skipBlockComment() throws(Problem) {
        let (startLine, startColumn) = (line, column)
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
        throw Problem(message: "a block comment is not closed", line: startLine, column: startColumn)
    }

    /// Reads a string literal whose opening quote is at the cursor (after `hashes` `#`), up to and
    /// including its closing delimiter; returns its value when it has no interpolation.
    private mutating func stringLiteral(hashes: Int) throws(Problem) -> String? {
        let (startLine, startColumn) = (line, column - hashes)
        let multiline =
            peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && onlySpaceToLineEnd(from: index + 3)
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        var value = LiteralLines()
        var interpolated = false
        while let byte = peek() {
            if byte == UInt8(ascii: "\n") {
                guard multiline else { break }
                advance()
                value.breakLine(continued: false)
                continue
            }
            if byte == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") {
                advance()
                continue
            }
            if byte == UInt8(ascii: "\""), closes(at: index, quotes: quotes, hashes: hashes) {
                for _ in 0..<(quotes + hashes) { advance() }
                return interpolated ? nil : value.text(multiline: multiline)
            }
            if byte == UInt8(ascii: "\\"),
                (1...max(1, hashes)).allSatisfy({ hashes == 0 || peek($0) == UInt8(ascii: "#") })
            {
                for _ in 0..<(1 + hashes) { advance() }
                guard let escaped = peek() else { break }
                if escaped == UInt8(ascii: "(") {
                    interpolated = true
                    try skipInterpolation()
                    continue
                }
                if multiline, lineContinuation() {
                    value.breakLine(continued: true)
                    continue
                }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): value.append(escaped: [UInt8(ascii: "\n")])
                case UInt8(ascii: "t"): value.append(escaped: [UInt8(ascii: "\t")])
                case UInt8(ascii: "r"): value.append(escaped: [UInt8(ascii: "\r")])
                case UInt8(ascii: "0"): value.append(escaped: [0])
                case UInt8(ascii: "u"):
                    if let scalar = unicodeEscape() {
                        value.append(escaped: Array(String(Character(scalar)).utf8))
                    } else {
                        interpolated = true  // not a valid escape: no literal value
                    }
                default: value.append(escaped: [escaped])
                }
                continue
            }
            value.append(raw: byte)
            advance()
        }
        throw Problem(message: "a string literal is not closed", line: startLine, column: startColumn)
    }

    /// Consumes the rest of a line after a `\` in a multiline literal when only spaces follow it
    /// (a line continuation: the line break is not part of the value).
    private mutating func lineContinuation() -> Bool {
        var offset = 0
        while let b = peek(offset), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
            offset += 1
        }
        guard peek(offset) == UInt8(ascii: "\n") else { return false }
        for _ in 0...offset { advance() }
        return true
    }

    /// The scalar of `{hex}` at the cursor (after `\u`), consumed; nil when it is not one.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        var offset = 1
        var code: UInt32 = 0
        while let b = peek(offset), let digit = Self.hexValue(b), offset <= 8 {
            code = code &* 16 &+ digit
            offset += 1
        }
        guard offset > 1, peek(offset) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(code) else { return nil }
        for _ in 0...offset { advance() }
        return scalar
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Whether only spaces and tabs follow `position` up to the end of its line: `"""` opens a
    /// multiline literal only then (`#"""""#` is a one-line raw literal holding `"""`).
    private func onlySpaceToLineEnd(from position: Int) -> Bool {
        var position = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return position >= bytes.count || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
    }

    private func closes(at position: Int, quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes
        where position + offset >= bytes.count || bytes[position + offset] != UInt8(ascii: "\"") {
            return false
        }
        for offset in 0..<hashes
        where position + quotes + offset >= bytes.count
            || bytes[position + quotes + offset] != UInt8(ascii: "#")
        {
            return false
        }
        return true
    }

    /// Skips `( … )` of an interpolation, whose opening parenthesis is at the cursor: nested
    /// parentheses, string literals and comments inside are followed.
    private mutating func skipInterpolation() throws(Problem) {
        let (startLine, startColumn) = (line, column)
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            throw Problem(
                message: "string interpolations are nested more than \(Self.maximumInterpolationDepth) deep",
                line: startLine, column: startColumn)
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 0
        while true {
            try skipTrivia()
            guard let byte = peek() else { break }
            if byte == UInt8(ascii: "\"") {
                _ = try stringLiteral(hashes: 0)
                continue
            }
            if byte == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "\"") {
                advance()
                _ = try stringLiteral(hashes: 1)
                continue
            }
            advance()
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
        throw Problem(message: "a string interpolation is not closed", line: startLine, column: startColumn)
    }

    /// Skips `#/…/#` (with as many `#` as it opens with).
    private mutating func skipRegex(hashes: Int, startLine: Int, startColumn: Int) throws(Problem) {
        for _ in 0..<(hashes + 1) { advance() }
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), (1...hashes).allSatisfy({ peek($0) == UInt8(ascii: "#") }) {
                for _ in 0..<(hashes + 1) { advance() }
                return
            }
            advance()
        }
        throw Problem(message: "a regex literal is not closed", line: startLine, column: startColumn)
    }
}
