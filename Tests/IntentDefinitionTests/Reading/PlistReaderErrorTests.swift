import Foundation
import Testing

@testable import IntentDefinition

/// One located diagnostic expected from reading a text.
struct ExpectedDiagnostic: CustomStringConvertible {
    let code: DiagnosticCode
    let line: Int
    let column: Int
    var description: String { "\(code) at \(line):\(column)" }
}

@Suite struct PlistReaderErrorTests {
    /// Asserts that reading `text` fails with exactly `expected`, in order.
    private func expectFailure(
        _ text: String, _ expected: [ExpectedDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let outcome = read(text)
        #expect(outcome.value == nil, sourceLocation: sourceLocation)
        let actual = outcome.diagnostics.map {
            ExpectedDiagnostic(code: $0.code, line: $0.location?.line ?? 0, column: $0.location?.column ?? 0)
        }
        #expect(actual.map(\.description) == expected.map(\.description), sourceLocation: sourceLocation)
        #expect(outcome.diagnostics.allSatisfy { $0.location?.file == testPath }, sourceLocation: sourceLocation)
    }

    private func error(_ code: DiagnosticCode, _ line: Int, _ column: Int) -> ExpectedDiagnostic {
        ExpectedDiagnostic(code: code, line: line, column: column)
    }

    @Test func malformedXMLIsLocatedWhereLibXML2StopsAndOnlyTheFirstFatalErrorIsKept() {
        expectFailure(plist("<array>\n\t<string>a</strin>\n</array>"), [error(.malformedXML, 5, 19)])
        let outcome = read(plist("<string>a</strin>"))
        #expect(outcome.diagnostics.first?.message == "closing tag </strin> does not match <string> opened on line 4")
    }

    @Test func truncatedFileIsLocatedAtItsEnd() {
        expectFailure("<plist>\n<array>\n\t<string>abc", [error(.malformedXML, 3, 13)])
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() {
        var bytes = Array(plist("<array>\n\t<string>abcXdef</string></array>").utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "X"))!] = 0xFF
        let outcome = read(bytes: bytes)
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(outcome.diagnostics.first?.location == at(5, 13))
        #expect(outcome.diagnostics.first?.message.hasPrefix("the file is not valid UTF-8 (bytes 0xFF ") == true)
        #expect(outcome.diagnostics.first?.message.contains("\n") == false)
    }

    @Test func entityDeclarationStopsTheParseAtTheDeclaration() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ELEMENT plist ANY>
            \t<!ENTITY name "value">
            ]>
            <plist><string>&name;</string></plist>
            """
        expectFailure(text, [error(.entityDeclaration, 4, 2)])
        #expect(
            read(text).diagnostics.first?.message
                == "the document type declares the entity 'name'; Xcode's property-list reader refuses a document "
                + "type with declarations in brackets")
    }

    @Test func parameterAndUnparsedEntityDeclarationsAreRefusedToo() {
        expectFailure("<!DOCTYPE plist [<!ENTITY % p \"x\">]>\n<plist/>", [error(.entityDeclaration, 1, 18)])
        expectFailure(
            "<!DOCTYPE plist [<!NOTATION n SYSTEM \"n\"> <!ENTITY u SYSTEM \"u\" NDATA n>]>\n<plist/>",
            [error(.entityDeclaration, 1, 43)])
    }

    @Test func undeclaredEntityReferenceIsLocatedAtItsAmpersand() {
        expectFailure(plist("<array>\n\t<string>a&foo;</string></array>"), [error(.entityReference, 5, 11)])
        expectFailure("<plist><string>&foo;</string></plist>", [error(.entityReference, 1, 16)])
    }

    @Test func encodingsXcodeCannotReadAreRefusedWhereTheyAreNamed() {
        expectFailure(
            "<?xml version=\"1.0\" encoding=\"x-no-such-charset\"?>\n<plist><true/></plist>",
            [error(.unsupportedEncoding, 1, 31)])
        // iconv's suffixes that drop or replace characters are no part of an encoding's name.
        expectFailure(
            "<?xml version=\"1.0\" encoding=\"latin1//IGNORE\"?>\n<plist><true/></plist>",
            [error(.unsupportedEncoding, 1, 31)])
        var utf16: [UInt8] = []
        for unit in "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><true/></plist>".utf16 {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let outcome = read(bytes: utf16)  // no byte-order mark
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(outcome.diagnostics.first?.location == at(1, 1))
    }

    @Test func utf8InAnySpellingIsRead() {
        for declaration in ["encoding=\"UTF-8\"", "encoding='utf-8'", "encoding=\"utf8\"", ""] {
            let outcome = read("<?xml version=\"1.0\" \(declaration)?>\n<plist><true/></plist>")
            #expect(outcome.diagnostics.isEmpty, "\(declaration)")
            #expect(outcome.value?.value == .boolean(true))
        }
        #expect(read(bytes: [0xEF, 0xBB, 0xBF] + Array("<plist><true/></plist>".utf8)).diagnostics.isEmpty)
    }

    @Test func unexpectedElementsAreLocated() {
        expectFailure(
            plist("<array>\n\t<foo/>\n\t<key>k</key>\n\t<string>a<b/></string>\n\t<plist/>\n</array>"),
            [
                error(.unexpectedElement, 5, 2), error(.unexpectedElement, 6, 2),
                error(.unexpectedElement, 7, 11), error(.unexpectedElement, 8, 2),
            ])
        expectFailure("<html><true/></html>", [error(.unexpectedElement, 1, 1)])
    }

    @Test func unexpectedTextIsLocatedAtItsFirstNonWhitespaceByte() {
        expectFailure(
            plist("<dict>\n\t<key>a</key>\n\t  junk <string>b</string>\n</dict>"), [error(.unexpectedText, 6, 4)])
        expectFailure(
            plist("<array><true> yes</true><false>no</false></array>"),
            [
                error(.unexpectedText, 4, 15), error(.unexpectedText, 4, 32),
            ])
        expectFailure("<plist>x<true/></plist>", [error(.unexpectedText, 1, 8)])
    }

    @Test func keyWithoutValueIsLocatedAtTheKey() {
        expectFailure(
            plist("<dict>\n\t<key>a</key>\n\t<key>b</key>\n\t<true/>\n\t<key>c</key>\n</dict>"),
            [
                error(.keyWithoutValue, 5, 2), error(.keyWithoutValue, 8, 2),
            ])
    }

    @Test func valueWithoutKeyIsLocatedAtTheValue() {
        expectFailure(
            plist("<dict>\n\t<key>a</key><true/><false/>\n\t<array/>\n</dict>"),
            [
                error(.valueWithoutKey, 5, 21), error(.valueWithoutKey, 6, 2),
            ])
    }

    /// As in Xcode's property-list reader, the later value of a repeated key is the one read.
    @Test func duplicateKeyWarnsAtTheSecondKeyWithANoteAtTheFirstAndKeepsTheLaterValue() throws {
        let text = plist("<dict>\n\t<key>a</key><true/>\n\t<key>b</key><true/>\n\t<key>a</key><false/>\n</dict>")
        let outcome = read(text)
        #expect(outcome.diagnostics.map(\.code) == [.duplicateKey])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == at(7, 2))
        #expect(diagnostic.notes == [DiagnosticNote("'a' first appears here", at: at(5, 2))])
        #expect(
            diagnostic.message
                == "duplicate key 'a' in <dict>; the later value is used, as Xcode's property-list reader uses it")
        let entries = try #require(outcome.value?.entries)
        #expect(entries.map(\.key) == ["b", "a"])
        #expect(entries.map(\.value.value) == [.boolean(true), .boolean(false)])
    }

    @Test func sameKeyInDifferentDictionariesIsFine() {
        let outcome = read(plist("<array><dict><key>a</key><true/></dict><dict><key>a</key><true/></dict></array>"))
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func plistMustHoldExactlyOneValue() {
        expectFailure(plist(""), [error(.plistValueCount, 3, 1)])
        expectFailure(plist("<true/>\n  <false/>"), [error(.plistValueCount, 5, 3)])
    }

    @Test(arguments: ["abc", "", "1.5", "0x", "--1", "1 2", "0xG", "１"])
    func invalidIntegersAreLocated(text: String) {
        expectFailure(plist("<array>\n\t<integer>\(text)</integer></array>"), [error(.invalidInteger, 5, 2)])
    }

    /// Above `UInt64.max`, and below `Int.min`: no 64-bit integer, signed or unsigned, holds it.
    @Test(arguments: ["18446744073709551616", "-9223372036854775809", "0x10000000000000000"])
    func integerOverflowSaysSo(digits: String) {
        let text = plist("<integer>\(digits)</integer>")
        expectFailure(text, [error(.invalidInteger, 4, 1)])
        #expect(read(text).diagnostics.first?.message.contains("64-bit") == true)
    }

    @Test(arguments: ["abc", "", "1,5", "1.2.3"])
    func invalidRealsAreLocated(text: String) {
        expectFailure(plist("<dict><key>r</key>\n  <real>\(text)</real></dict>"), [error(.invalidReal, 5, 3)])
    }

    /// Invalid base64 is read as Xcode's property-list reader reads it: what is not base64 is
    /// skipped, `=` is a zero symbol that shortens its group, an incomplete last group is dropped.
    @Test(
        arguments: [
            ("!!!!", []), ("QUJD=", [0x41, 0x42, 0x43]), ("Q", []), ("QQ=", []), ("QQ==QQ==", [0x41, 0x41]),
            ("QUJD====", [0x41, 0x42, 0x43, 0]), ("QQ===", [0x41]), ("Q!U-J.D", [0x41, 0x42, 0x43]),
        ] as [(String, [UInt8])])
    func invalidBase64IsAWarningAndReadAsXcodeReadsIt(text: String, bytes: [UInt8]) throws {
        let outcome = read(plist("<array><data>\(text)</data></array>"))
        #expect(outcome.diagnostics.map(\.code) == [.invalidData])
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
        #expect(outcome.diagnostics.first?.location == at(4, 8))
        #expect(try #require(outcome.value?.items).map(\.value) == [.data(bytes)])
    }

    @Test func libXML2WarningsAreKeptAndReadingGoesOn() {
        let outcome = read("<?xml version=\"1.1\"?>\n<plist><true/></plist>")
        #expect(outcome.value == PlistNode(.boolean(true), at: at(2, 8)))
        #expect(outcome.diagnostics.map(\.code) == [.xmlWarning])
        #expect(outcome.diagnostics.first?.severity == .warning)
        #expect(outcome.diagnostics.first?.location?.line == 1)
        #expect(outcome.diagnostics.first?.location?.column == 20)
    }

    @Test func everyProblemInOneFileIsReported() {
        let outcome = read(plist("<dict>\n\t<key>a</key><integer>x</integer>\n\t<key>b</key><real>y</real>\n</dict>"))
        #expect(outcome.codes == ["IC015", "IC016"])
    }

    @Test func parsersRunningAtOnceKeepTheirErrorsApart() async {
        let lines = Array(1...32)
        let results = await withTaskGroup(of: (Int, [Diagnostic]).self) { group in
            for line in lines {
                group.addTask {
                    (line, read(String(repeating: "\n", count: line - 1) + "<plist><x></y></plist>").diagnostics)
                }
            }
            var results: [Int: [Diagnostic]] = [:]
            for await (line, diagnostics) in group { results[line] = diagnostics }
            return results
        }
        for line in lines {
            #expect(results[line]?.map(\.location) == [at(line, 15)], "input \(line)")
        }
    }

    @Test func readerCodesAreInTheCatalogAndInTheirRange() {
        let codes = DiagnosticCode.readerCodes.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { ("IC001"..."IC019").contains($0) })
        #expect(codes.allSatisfy { code in DiagnosticCode.catalog.contains { $0.rawValue == code } })
    }
}

/// libxml2's wording for the mistakes hand edits make is replaced by plain words.
@Suite struct PlistReaderErrorMessageTests {
    @Test(arguments: [
        ("<string>Tom & Jerry</string></plist>", "a bare '&' must be written '&amp;'"),
        ("<string>a &#0; b</string></plist>", "a character reference (&#…;) names no character XML allows"),
        ("<string>a < b</string></plist>", "a bare '<' must be written '&lt;'"),
        ("<dict a=b></dict></plist>", "an attribute value must be quoted and may not contain '<'"),
        ("<array/></plist>\n<plist/>", "unexpected content after the end of the property list"),
        ("<array>\n<string>abc", "the file ends before <string> opened on line 4 is closed"),
    ])
    func messageIsPlain(body: String, message: String) {
        let outcome = read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body)
        #expect(outcome.diagnostics.first?.code == .malformedXML)
        #expect(outcome.diagnostics.first?.message == message)
    }
}
