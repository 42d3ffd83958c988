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
        // Most documentation is one plain line: no break, tab or escape to look for.
        if SwiftStringLiteral.isPlainASCII(text) {
            let line = text.utf8.last == UInt8(ascii: " ") ? trimmingTrailingWhitespace(text) : text
            return line.isEmpty ? [] : [line]
        }
        var lines: [String] = []
        // The line's UTF-8: appending a scalar's bytes costs far less than appending it to a string.
        var current: [UInt8] = []
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == "\n" && previousWasCarriageReturn { continue }
            if isLineBreak(scalar) {
                lines.append(trimmingTrailingWhitespace(String(decoding: current, as: UTF8.self)))
                current.removeAll(keepingCapacity: true)
            } else if let replacement = replacement(for: scalar) {
                current += replacement.utf8
            } else {
                UTF8.encode(scalar) { current.append($0) }
            }
        }
        lines.append(trimmingTrailingWhitespace(String(decoding: current, as: UTF8.self)))
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `text` on one line: line breaks are shown as `\u{…}` like other invisible characters.
    static func singleLine(_ text: String) -> String {
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

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var scalars = line.unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace {
            scalars.removeLast()
        }
        return String(scalars)
    }
}
