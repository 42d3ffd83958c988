/// Which Unicode scalars may appear in a Swift identifier (The Swift Programming Language,
/// "Lexical Structure › Identifiers"), narrowed to visible characters: format characters
/// (zero-width joiners, bidirectional overrides, soft hyphens), private-use and unassigned
/// scalars are refused even where the grammar allows them, so a generated name always reads
/// as what it is. The one identifier rule: definition names (restricted to ASCII, as Xcode's
/// editor is), generated names and command-line module names and prefixes all use it.
package enum SwiftIdentifierCharacters {
    /// Whether `text` is one identifier: a head character, then body characters.
    package static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, isHead(first) else { return false }
        return text.unicodeScalars.allSatisfy(isBody)
    }

    /// Whether the scalar may start an identifier.
    package static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0...0x7F: return false
        default: return isVisible(scalar) && headRanges.contains { $0.contains(scalar.value) }
        }
    }

    /// Whether the scalar may continue an identifier.
    package static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39: return true
        case 0...0x7F: return false
        default: return isVisible(scalar) && bodyOnlyRanges.contains { $0.contains(scalar.value) }
        }
    }

    /// Whether the UTF-8 byte is an ASCII character that may start an identifier: a letter or `_`.
    @inlinable package static func isASCIIHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Whether the UTF-8 byte is an ASCII character that may continue an identifier: a letter,
    /// digit or `_`.
    @inlinable package static func isASCIIBody(_ byte: UInt8) -> Bool {
        isASCIIHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether every byte of `text` is one ``isASCIIBody(_:)`` accepts.
    package static func isAllASCIIBody(_ text: String) -> Bool {
        text.allUTF8Bytes(satisfy: isASCIIBody)
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .privateUse, .unassigned, .surrogate, .control: false
        default: true
        }
    }

    private static let headRanges: [ClosedRange<UInt32>] =
        [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
            0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
            0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
            0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
            0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
            0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
            0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        ] + (0x1...0xE).map { plane in (plane << 16)...((plane << 16) | 0xFFFD) }

    private static let bodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
