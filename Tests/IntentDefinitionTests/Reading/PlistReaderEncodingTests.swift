import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

/// Files in every encoding Foundation's property-list reader reads are read to the same values
/// and lines as their UTF-8 copies; bytes that are not valid in the encoding are located.
@Suite struct PlistReaderEncodingTests {
    /// A real definition of this repository, as Xcode wrote it (UTF-8, with curly quotes).
    private let definition: String = {
        let url = PackagePaths.root.appendingPathComponent("Definitions/BookClub.intentdefinition")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// `text` in `encoding`, after `mark`.
    private func bytes(_ text: String, _ encoding: String.Encoding, after mark: [UInt8] = []) -> [UInt8] {
        mark + Array(text.data(using: encoding) ?? Data())
    }

    @Test func aDefinitionWithAByteOrderMarkReadsAsItsUTF8Copy() throws {
        try #require(definition.contains("‘${period}’"))
        let utf8 = read(definition)
        #expect(utf8.diagnostics.isEmpty)
        let copies: [(String, [UInt8])] = [
            ("UTF-16LE", bytes(definition, .utf16LittleEndian, after: [0xFF, 0xFE])),
            ("UTF-16BE", bytes(definition, .utf16BigEndian, after: [0xFE, 0xFF])),
            ("UTF-32LE", bytes(definition, .utf32LittleEndian, after: [0xFF, 0xFE, 0x00, 0x00])),
            ("UTF-32BE", bytes(definition, .utf32BigEndian, after: [0x00, 0x00, 0xFE, 0xFF])),
        ]
        for (name, copy) in copies {
            let outcome = read(bytes: copy)
            #expect(outcome.diagnostics.isEmpty, "\(name): \(outcome.diagnostics)")
            #expect(outcome.value == utf8.value, "\(name)")
        }
    }

    @Test func aDefinitionInTheEncodingItsDeclarationNamesReadsAsItsUTF8Copy() throws {
        let declared = definition.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"windows-1252\"")
        try #require(declared != definition)
        let copy = bytes(declared, .windowsCP1252)
        try #require(copy.contains(0x91))  // ‘ in windows-1252
        let outcome = read(bytes: copy)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value == read(definition).value)
    }

    @Test func latin1AndShiftJISAreReadWithColumnsInUTF8Bytes() {
        let latin1 = bytes(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist>\n<array>\n\t<string>Größe</string><string>x</string>\n</array>\n</plist>\n",
            .isoLatin1)
        #expect(latin1.contains(0xF6) && latin1.contains(0xDF))  // ö and ß, one byte each
        let outcome = read(bytes: latin1)
        #expect(outcome.diagnostics.isEmpty)
        // The second <string> is 25 UTF-8 bytes into its line (23 bytes of the file).
        #expect(
            outcome.value?.value
                == .array([PlistNode(.string("Größe"), at: at(4, 2)), PlistNode(.string("x"), at: at(4, 26))]))

        let shiftJIS =
            Array("<?xml version='1.0' encoding='Shift_JIS'?>\n<plist><string>".utf8)
            + [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA] + Array("</string></plist>".utf8)
        #expect(read(bytes: shiftJIS).value == PlistNode(.string("日本語"), at: at(2, 8)))
    }

    @Test func textThatTriplesInUTF8IsConvertedWhole() {
        // Each € is one byte in windows-1252 and three in UTF-8: more than the first guess.
        let euros = String(repeating: "€", count: 10_000)
        let text = "<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<plist><string>\(euros)</string></plist>"
        let outcome = read(bytes: bytes(text, .windowsCP1252))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value?.value == .string(euros))
    }

    @Test func aDeclarationIsReadOnlyWhereFoundationReadsOne() {
        // After a UTF-8 byte-order mark, or written with spaces around `=`, the declaration is
        // not looked at: the file is UTF-8.
        let afterMark = read(
            bytes: [0xEF, 0xBB, 0xBF]
                + Array("<?xml version='1.0' encoding='windows-1252'?><plist><string>é</string></plist>".utf8))
        #expect(afterMark.diagnostics.isEmpty)
        #expect(afterMark.value?.value == .string("é"))
        let spaced = read("<?xml version='1.0' encoding = 'ISO-8859-1'?>\n<plist><string>é</string></plist>")
        #expect(spaced.diagnostics.isEmpty)
        #expect(spaced.value?.value == .string("é"))
        var latin1Byte = Array("<?xml version='1.0' encoding = 'ISO-8859-1'?>\n<plist><string>".utf8)
        latin1Byte += [0xE9] + Array("</string></plist>".utf8)
        let notUTF8 = read(bytes: latin1Byte)
        #expect(notUTF8.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(notUTF8.diagnostics.first?.location == at(2, 16))
    }

    @Test func ebcdicIsNotDetectedAsLibXML2WouldDetectIt() {
        // `<?xm` in EBCDIC: Foundation reads the file as UTF-8, and refuses it.
        let outcome = read(bytes: [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0x6F, 0x6E])
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(outcome.diagnostics.first?.location == at(1, 3))
        #expect(outcome.diagnostics.first?.message == "the file is not valid UTF-8 (bytes 0xA7 0x94 0x93 0x40)")
    }

    @Test func aByteNotValidInTheDeclaredEncodingIsLocated() {
        let text =
            Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<plist>\n<array>\n\t<string>Caf".utf8)
            + [0xE9, 0x81] + Array("</string>\n</array>\n</plist>\n".utf8)
        let outcome = read(bytes: text)
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        // "\t<string>Café" is 14 bytes in UTF-8: 0x81 is the 15th.
        #expect(outcome.diagnostics.first?.location == at(4, 15))
        #expect(outcome.diagnostics.first?.message == "the file is not valid windows-1252 (bytes 0x81 0x3C 0x2F 0x73)")
    }

    @Test func anUnpairedSurrogateOrAHalfCharacterIsLocated() {
        var lone: [UInt8] = [0xFF, 0xFE]
        for unit in Array("<plist>\n<array>\n<string>é".utf16) + [0xDC00] + Array("</string></array></plist>".utf16) {
            lone += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let outcome = read(bytes: lone)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(outcome.diagnostics.first?.location == at(3, 11))

        let halfCharacter = bytes("<plist>\n<true/></plist>\n", .utf16LittleEndian, after: [0xFF, 0xFE]) + [0x20]
        let truncated = read(bytes: halfCharacter)
        #expect(truncated.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(truncated.diagnostics.first?.location == at(3, 1))
        #expect(truncated.diagnostics.first?.message == "the file is not valid UTF-16LE (bytes 0x20)")
    }

    @Test func entitiesInAConvertedFileAreRefusedWhereTheyStand() {
        let declaring = bytes(
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE plist [<!ENTITY x \"y\">]>\n<plist><string>&x;</string></plist>",
            .utf16LittleEndian, after: [0xFF, 0xFE])
        let declared = read(bytes: declaring)
        #expect(declared.value == nil)
        #expect(declared.diagnostics.map(\.code) == [.entityDeclaration])
        #expect(declared.diagnostics.first?.location == at(2, 18))

        let referring = bytes("<plist>\n<string>é&x;</string></plist>", .utf16BigEndian, after: [0xFE, 0xFF])
        let referred = read(bytes: referring)
        #expect(referred.value == nil)
        #expect(referred.diagnostics.map(\.code) == [.entityReference])
        #expect(referred.diagnostics.first?.location == at(2, 11))
    }
}
