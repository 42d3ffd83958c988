/// The one place where untrusted text becomes comment text.
///
/// Generated code uses only line comments (`//`, `///`), so `*/` cannot end anything; text is
/// split at every kind of line break so that no line of it can leave the comment, and every
/// other character that ``SwiftStringLiteral`` would escape is shown as `\u{…}` instead of
/// being written raw (a tab becomes a space). Trailing whitespace is dropped (formatters
/// remove it).
enum SwiftComment {
    /// The lines of `text`, ready to follow `/// `; blank lines at either end are dropped.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        forEachLine(of: text) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each of ``lines(_:)``, without an array for printable ASCII text (a
    /// line at most), as most documentation is: an array of one line is allocated and freed for
    /// nearly every comment otherwise.
    static func forEachLine(of text: String, _ body: (String) -> Void) {
        if SwiftStringLiteral.isPlainASCII(text) {
            // No line break, tab or escape: one line, unless it is blank.
            let line = trimmingTrailingSpaces(text)
            if !line.isEmpty { body(line) }
            return
        }
        linesOfAnyText(text).forEach(body)
    }

    /// ``lines(_:)`` of text that may hold line breaks, tabs and escapes.
    private static func linesOfAnyText(_ text: String) -> [String] {
        // Runs of scalars kept as they are are copied as slices of `text`, not scalar by scalar.
        let scalars = text.unicodeScalars
        let utf8 = text.utf8
        var lines: [String] = []
        var current = ""
        var runStart = scalars.startIndex
        var previousWasCarriageReturn = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            // Printable ASCII, most of such text too, is kept as it is: stepped over as a byte,
            // without decoding a scalar.
            if (0x20...0x7E).contains(utf8[index]) {
                previousWasCarriageReturn = false
                index = utf8.index(after: index)
                continue
            }
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            defer { index = next }
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                runStart = next
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if isLineBreak(scalar) {
                current += Substring(scalars[runStart..<index])
                lines.append(trimmingTrailingWhitespace(current))
                current = ""
            } else if let replacement = replacement(for: scalar) {
                current += Substring(scalars[runStart..<index])
                current += replacement
            } else {
                continue
            }
            runStart = next
        }
        current += Substring(scalars[runStart...])
        lines.append(trimmingTrailingWhitespace(current))
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `text` on one line: line breaks are shown as `\u{…}` like other invisible characters.
    static func singleLine(_ text: String) -> String {
        if SwiftStringLiteral.isPlainASCII(text) { return trimmingTrailingSpaces(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || SwiftStringLiteral.needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return trimmingTrailingWhitespace(result)
    }

    /// What a comment line shows instead of `scalar` (a tab, an escaped scalar); nil to keep it.
    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        if scalar == "\t" { return " " }
        guard SwiftStringLiteral.needsEscape(scalar) else { return nil }
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `line` without trailing spaces, for printable ASCII text (whose only whitespace is the
    /// space): returned as it is when it does not end in one.
    private static func trimmingTrailingSpaces(_ line: String) -> String {
        // The last byte read from the contiguous bytes: `utf8.last` steps an index back
        // through the view.
        let last = line.utf8.withContiguousStorageIfAvailable { $0.last } ?? line.utf8.last
        return last == UInt8(ascii: " ") ? trimmingTrailingWhitespace(line) : line
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var scalars = line.unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace {
            scalars.removeLast()
        }
        return String(scalars)
    }
}
