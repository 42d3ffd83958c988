import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

/// Inputs built to attack an XML reader: each must be refused (or read without loading
/// anything), quickly. The time limits are only hang guards.
@Suite struct PlistReaderHostileInputTests {
    private let hangGuardSeconds = 2.0

    @Test func externalEntityIsNotReadAndIsRefused() throws {
        let directory = try TemporaryDirectory()
        let secret = try directory.write("SECRET_MARKER_42", to: "secret.txt")
        let path = try directory.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [<!ENTITY xxe SYSTEM "file://\(secret)">]>
            <plist version="1.0"><string>&xxe;</string></plist>
            """, to: "xxe.plist")
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(file: path) }
        #expect(seconds < hangGuardSeconds)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC006"])
        #expect(outcome.diagnostics.first?.location == at(2, 18, file: path))
        #expect(!outcome.diagnostics.contains { $0.message.contains("SECRET_MARKER_42") })
    }

    @Test func externalParameterEntityIsRefused() throws {
        let directory = try TemporaryDirectory()
        let dtd = try directory.write("<!ENTITY leaked \"LEAKED_FROM_DTD\">", to: "evil.dtd")
        let text = """
            <!DOCTYPE plist [<!ENTITY % ext SYSTEM "file://\(dtd)"> %ext;]>
            <plist><string>&leaked;</string></plist>
            """
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(text) }
        #expect(seconds < hangGuardSeconds)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC006"])
        #expect(outcome.diagnostics.first?.location == at(1, 18))
    }

    @Test func externalDTDIsNeverLoaded() throws {
        let directory = try TemporaryDirectory()
        // Were this DTD loaded, its declaration would trip the entity-declaration check, and
        // its broken last line would be a syntax error.
        let dtd = try directory.write("<!ENTITY e \"EXPANDED_FROM_DTD\">\n<!BROKEN", to: "evil.dtd")
        let usesEntity = read("<!DOCTYPE plist SYSTEM \"file://\(dtd)\">\n<plist><string>&e;</string></plist>")
        #expect(usesEntity.value == nil)
        #expect(usesEntity.codes == ["IC007"])
        #expect(usesEntity.diagnostics.first?.location == at(2, 16))
        #expect(!usesEntity.diagnostics.contains { $0.message.contains("EXPANDED_FROM_DTD") })

        let plain = read("<!DOCTYPE plist SYSTEM \"file://\(dtd)\">\n<plist><string>ok</string></plist>")
        #expect(plain.diagnostics.isEmpty)
        #expect(plain.value?.value == .string("ok"))
    }

    @Test func billionLaughsIsRefusedQuickly() {
        var declarations = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            let references = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "<!ENTITY lol\(level) \"\(references)\">\n"
        }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(declarations)]>\n<plist><string>&lol9;</string></plist>"
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(text) }
        #expect(seconds < hangGuardSeconds)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC006"])
        #expect(outcome.diagnostics.first?.location == at(3, 1))
    }

    @Test func quadraticBlowupIsRefusedQuickly() {
        let payload = String(repeating: "x", count: 100_000)
        let references = String(repeating: "&big;", count: 100_000)
        let text = "<!DOCTYPE plist [<!ENTITY big \"\(payload)\">]>\n<plist><string>\(references)</string></plist>"
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(text) }
        #expect(seconds < hangGuardSeconds)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC006"])
        #expect(outcome.diagnostics.first?.location == at(1, 18))
    }

    @Test func hundredThousandNestedArraysGiveAnErrorNotACrash() {
        let depth = 100_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>"
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(text) }
        #expect(seconds < hangGuardSeconds)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC005"])
        #expect(outcome.diagnostics.first?.message == "elements are nested more than 256 levels deep")
    }

    @Test func nestingWithinLibXML2sLimitIsReadIntact() {
        let depth = 250
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + "<true/>"
            + String(repeating: "</array>", count: depth) + "</plist>"
        let outcome = read(text)
        #expect(outcome.diagnostics.isEmpty)
        var node = outcome.value
        var arrays = 0
        while case .array(let items)? = node?.value {
            arrays += 1
            #expect(node?.location == at(1, 8 + 7 * (arrays - 1)))
            node = items.first
        }
        #expect(arrays == depth)
        #expect(node == PlistNode(.boolean(true), at: at(1, 8 + 7 * depth)))
    }
}
