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
        let isPlain = { (byte: UInt8) in
            isPrintableASCII(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
        }
        if text.allUTF8Bytes(satisfy: isPlain) {
            return "\"" + text + "\""
        }
        // Built as UTF-8: appending a scalar's bytes costs far less than appending it to a string.
        var result: [UInt8] = [UInt8(ascii: "\"")]
        var afterEscape = true
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" {
                result += [UInt8(ascii: "\\"), UInt8(scalar.value)]
            } else if needsEscape(scalar) || (afterEscape && isCombining(scalar)) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8
            } else {
                UTF8.encode(scalar) { result.append($0) }
                afterEscape = false
                continue
            }
            afterEscape = true
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` is printable ASCII only (space to `~`): no scalar of it needs an escape or
    /// is a combining mark, so the scalar-by-scalar paths can be skipped.
    static func isPlainASCII(_ text: String) -> Bool {
        text.allUTF8Bytes(satisfy: isPrintableASCII)
    }

    /// Whether `byte` is printable ASCII (space to `~`).
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
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
