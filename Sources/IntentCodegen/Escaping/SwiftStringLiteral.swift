/// The one place where untrusted text becomes a Swift string literal.
///
/// The literal is always single-line and non-raw. Escaped: `\` and `"` (which also defuses
/// `\(` and `"""`), every control, format, line/paragraph separator, private-use, unassigned
/// and surrogate scalar (as `\u{…}`, so the source never holds a raw newline, a bidirectional
/// override or an invisible character), and a combining mark that would otherwise attach to
/// the opening quote or to an escape sequence. Everything else, emoji and other non-BMP text
/// included, is written as is. Reading the literal back gives exactly the input's scalars.
enum SwiftStringLiteral {
    /// `text` as a quoted Swift string literal.
    static func quoted(_ text: String) -> String {
        // Nearly all text is printable ASCII without `\\` or `"`, and is written as is.
        if text.utf8.allSatisfy({ isPrintableASCII($0) && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        // Runs of scalars written as they are are copied as slices of `text`.
        let scalars = text.unicodeScalars
        var result = "\""
        var afterEscape = true
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            defer { index = next }
            let escape: String
            switch scalar {
            case "\\":
                escape = "\\\\"
            case "\"":
                escape = "\\\""
            default:
                guard needsEscape(scalar) || (afterEscape && isCombining(scalar)) else {
                    afterEscape = false
                    continue
                }
                escape = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            result += Substring(scalars[runStart..<index])
            result += escape
            afterEscape = true
            runStart = next
        }
        result += Substring(scalars[runStart...])
        return result + "\""
    }

    /// Whether `text` is printable ASCII only (space to `~`): no scalar of it needs an escape or
    /// is a combining mark, so the scalar-by-scalar paths can be skipped. Nearly all text is.
    static func isPlainASCII(_ text: String) -> Bool {
        // Checked over the contiguous bytes when the string lends them (native and small
        // strings do): walking the `utf8` view byte by byte costs several times as much.
        text.utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? text.utf8.allSatisfy(isPrintableASCII)
    }

    /// Whether `bytes` are printable ASCII only.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every byte is looked at, without stopping at the first other one, so that the loop
        // can be vectorized: nearly all text is plain, and is read to its end either way.
        var others: UInt8 = 0
        for byte in bytes { others |= isPrintableASCII(byte) ? 0 : 1 }
        return others == 0
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte)
    }

    /// Whether a scalar must never appear raw in generated source (string or comment).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII is letters, digits, punctuation, symbols and the space: none of these.
        if (0x20...0x7E).contains(scalar.value) { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
            .surrogate:
            true
        default:
            false
        }
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isGraphemeExtend
        }
    }
}
