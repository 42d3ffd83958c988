/// Parses old-style `.strings` text: `"key" = "value";` entries with `/* … */` and `//`
/// comments, in any order, optionally wrapped in `{ … }` as an old-style dictionary.
///
/// Keys and values are quoted strings (escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\UXXXX`, octal)
/// or unquoted words; `"key";` alone maps the key to itself. The first syntax error stops the
/// parse with one located diagnostic; a repeated key is reported and its last value kept.
struct StringsFileParser {
    private let bytes: [UInt8]
    /// The path locations name.
    private let file: String
    private let lines: LineTable
    private var index: Int
    private(set) var diagnostics: [Diagnostic] = []

    /// Prepares to parse `text`, the decoded contents of `path`.
    init(_ text: TranslationText.Decoded, path: String) {
        self.bytes = text.bytes
        self.file = path
        self.lines = LineTable(text.bytes)
        self.index = text.start
    }

    /// The entries in file order, or nil after a syntax error (in `diagnostics`).
    mutating func parse() -> [TranslationEntry]? {
        var entries: [TranslationEntry] = []
        var firstByKey: [String: Int] = [:]
        do throws(DiagnosticProblem) {
            try skipTrivia()
            let braced = peek == UInt8(ascii: "{")
            if braced {
                index += 1
                try skipTrivia()
            }
            while index < bytes.count, !(braced && peek == UInt8(ascii: "}")) {
                let entry = try parseEntry()
                if let earlier = firstByKey[entry.key] {
                    diagnostics.append(
                        Diagnostic(
                            .translationDuplicateKey, "key '\(entry.key)' appears again; the later value wins",
                            at: entry.location,
                            notes: [DiagnosticNote("'\(entry.key)' first appears here", at: entries[earlier].location)])
                    )
                    entries[earlier].value = entry.value
                    entries[earlier].valueLocation = entry.valueLocation
                } else {
                    firstByKey[entry.key] = entries.count
                    entries.append(entry)
                }
                try skipTrivia()
            }
            if braced {
                guard peek == UInt8(ascii: "}") else { throw syntaxError("expected '}' to close the dictionary") }
                index += 1
                try skipTrivia()
                guard index == bytes.count else { throw syntaxError("unexpected text after the closing '}'") }
            }
            return entries
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseEntry() throws(DiagnosticProblem) -> TranslationEntry {
        let keyLocation = location(index)
        let key = try parseString(what: "a key")
        try skipTrivia()
        if peek == UInt8(ascii: ";") {
            index += 1
            return TranslationEntry(key: key, value: key, at: keyLocation, valueLocation: keyLocation)
        }
        guard peek == UInt8(ascii: "=") else { throw syntaxError("expected '=' after key '\(key)'") }
        index += 1
        try skipTrivia()
        let valueLocation = location(index)
        let value = try parseString(what: "a value for key '\(key)'")
        try skipTrivia()
        guard peek == UInt8(ascii: ";") else { throw syntaxError("expected ';' after the value of key '\(key)'") }
        index += 1
        return TranslationEntry(key: key, value: value, at: keyLocation, valueLocation: valueLocation)
    }

    private mutating func parseString(what: String) throws(DiagnosticProblem) -> String {
        guard let first = peek else { throw syntaxError("expected \(what), found the end of the file") }
        if first == UInt8(ascii: "\"") { return try parseQuoted() }
        let start = index
        while let byte = peek, Self.isUnquotedCharacter(byte) { index += 1 }
        guard index > start else { throw syntaxError("expected \(what), found '\(Character(Unicode.Scalar(first)))'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuoted() throws(DiagnosticProblem) -> String {
        let open = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while let byte = peek {
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                scalars.append(try parseEscape())
                runStart = index
            } else {
                index += 1
            }
        }
        throw DiagnosticProblem(
            Diagnostic(.translationSyntax, "unterminated string: no closing '\"'", at: location(open)))
    }

    /// Reads the escape at `index` (on the backslash) and moves past it.
    private mutating func parseEscape() throws(DiagnosticProblem) -> Unicode.Scalar {
        let start = index
        index += 1
        guard let byte = peek else { throw syntaxError("a backslash ends the file") }
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek.flatMap({ UInt32(String(Unicode.Scalar($0)), radix: 16) }) else {
                    throw DiagnosticProblem(
                        Diagnostic(.translationSyntax, "\\U must be followed by four hex digits", at: location(start)))
                }
                value = value << 4 | digit
                index += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw DiagnosticProblem(
                    Diagnostic(.translationSyntax, "\\U escape names no Unicode scalar", at: location(start)))
            }
            return scalar
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value << 3 | UInt32(digit - UInt8(ascii: "0"))
                index += 1
            }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
        default:
            // Any other escaped character stands for itself (`\"`, `\\`, `\'`); a multi-byte
            // character after the backslash is kept whole.
            let scalarStart = index - 1
            while let next = peek, next & 0xC0 == 0x80 { index += 1 }
            return String(decoding: bytes[scalarStart..<index], as: UTF8.self).unicodeScalars.first ?? "\\"
        }
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws(DiagnosticProblem) {
        while let byte = peek {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw DiagnosticProblem(
                        Diagnostic(.translationSyntax, "unterminated comment: no closing '*/'", at: location(open)))
                }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = peek, next != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    private func syntaxError(_ message: String) -> DiagnosticProblem {
        DiagnosticProblem(Diagnostic(.translationSyntax, message, at: location(index)))
    }

    /// Characters an unquoted key or value may hold, as old-style property lists allow.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "_$+/:.-".utf8.contains(byte)
        }
    }
}
