import Foundation
import TestSupport
import Testing

/// Inputs that are not valid in their encoding get one located diagnostic and nothing else on
/// stderr: libxml2's own conversion errors (printed through its global handler) must never
/// reach the user.
@Suite struct EndToEndEncodingTests {
    private func lint(_ bytes: [UInt8]) throws -> ProcessResult {
        let directory = try TemporaryDirectory()
        try Data(bytes).write(to: URL(fileURLWithPath: directory.path("X.intentdefinition")))
        return try IntentcBinary.run(["lint", "X.intentdefinition"], in: directory.root)
    }

    @Test func undecodableShiftJISIsOneLocatedError() throws {
        let result = try lint(
            Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<plist>".utf8) + [0x81, 0x3E]
                + Array("\n</plist>\n".utf8))
        #expect(result.status == 1)
        #expect(
            result.error
                == "X.intentdefinition:2:8: error: the file is not valid Shift_JIS (bytes 0x81 0x3E 0x0A 0x3C) [IC008]\n"
        )
    }

    @Test func utf32WithoutByteOrderMarkIsOneLocatedError() throws {
        let result = try lint([0x3C, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(result.status == 1)
        #expect(
            result.error
                == "X.intentdefinition:1:1: error: the file is UTF-16 or UTF-32 without a byte-order mark, which "
                + "Xcode's property-list reader does not read; save it with a byte-order mark, or as UTF-8 [IC008]\n"
        )
    }

    @Test func invalidUTF16IsOneLocatedError() throws {
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in Array("<plist>\n<string>ab".utf16) + [0xD800] + Array("</string></plist>\n".utf16) {
            bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let result = try lint(bytes)
        #expect(result.status == 1)
        #expect(
            result.error
                == "X.intentdefinition:2:11: error: the file is not valid UTF-16BE (bytes 0xD8 0x00 0x00 0x3C) [IC008]\n"
        )
    }

    @Test func invalidUTF8IsOneLocatedError() throws {
        let result = try lint(
            Array("<?xml version=\"1.0\"?>\n<plist><string>".utf8) + [0xC3, 0x28] + Array("</string></plist>\n".utf8))
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("X.intentdefinition:2:16: error: the file is not valid UTF-8 (bytes 0xC3 0x28")
                == true)
    }
}
