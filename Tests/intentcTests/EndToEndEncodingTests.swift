import Foundation
import TestSupport
import Testing

/// Inputs in other encodings get one located diagnostic and nothing else on stderr: libxml2's
/// own conversion errors (printed through its global handler) must never reach the user.
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
                == "X.intentdefinition:1:31: error: the file is encoded as Shift_JIS; only UTF-8 is read [IC008]\n")
    }

    @Test func utf32PatternIsOneLocatedError() throws {
        let result = try lint([0x3C, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(result.status == 1)
        #expect(
            result.error
                == "X.intentdefinition:1:1: error: the file is encoded as UTF-16 or UTF-32; only UTF-8 is read [IC008]\n"
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
