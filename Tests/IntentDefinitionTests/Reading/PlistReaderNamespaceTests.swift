import Testing

@testable import IntentDefinition

/// Documents that use XML namespaces: the reader's first, plain parse gives way to a
/// namespace-aware one (see `LibXMLStreamParse`), so these read exactly as libxml2's namespace
/// processing has them.
@Suite struct PlistReaderNamespaceTests {
    private static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A one-entry dictionary document whose `plist` start tag and string element are given.
    private func document(plist: String = "<plist version=\"1.0\">", string: String = "string") -> String {
        Self.declaration + plist + "\n<dict>\n<key>a</key>\n<\(string)>x</\(string)>\n</dict>\n"
            + (plist.hasPrefix("<x:") ? "</x:plist>\n" : "</plist>\n")
    }

    @Test func aDocumentWithoutNamespacesReadsCleanly() {
        let outcome = read(document())
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value != nil)
    }

    @Test func anUnboundPrefixIsReportedWhereLibxml2ReportsIt() {
        let outcome = read(document(string: "a:string"))
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC005"])
        #expect(outcome.diagnostics.first?.message == "Namespace prefix a on string is not defined")
        #expect(outcome.diagnostics.first?.location == at(5, 10))
    }

    @Test func aBoundPrefixNamesThePlistElementByItsLocalName() {
        let outcome = read(document(plist: "<x:plist xmlns:x=\"urn:x\" version=\"1.0\">"))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value != nil)
    }

    @Test func aDefaultNamespaceChangesNothing() {
        let outcome = read(document(plist: "<plist xmlns=\"urn:p\" version=\"1.0\">"))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value != nil)
    }

    @Test func anEmptyPrefixedNamespaceIsAnError() {
        let outcome = read(document(plist: "<plist xmlns:a=\"\" version=\"1.0\">"))
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.first?.message == "a: Empty XML namespace is not allowed")
    }

    @Test func anAttributeListDeclarationIsReadNamespaceAware() {
        let text =
            Self.declaration
            + "<!DOCTYPE plist [ <!ATTLIST string xmlns:a CDATA \"urn:a\"> ]>\n"
            + "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<a:string>x</a:string>\n</dict>\n</plist>\n"
        let outcome = read(text)
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.first?.message == "Namespace prefix a on string is not defined")
        #expect(outcome.diagnostics.first?.location == at(6, 10))
    }
}
