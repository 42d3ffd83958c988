import Testing

@testable import IntentDefinition

/// Inputs found by fuzzing (Scripts/fuzz.sh), minimized, with what the reader must do instead.
@Suite struct PlistReaderFuzzRegressionTests {
    /// ReaderFuzz: an XML declaration spanning lines put the encoding's column on line 1,
    /// past its end; the location is now that of the value's byte.
    @Test func encodingDeclaredOnALaterLineIsLocatedThere() {
        let outcome = read("<?xml version=\"1.0\"\n encoding=\"no-such-charset\"?>\n<plist><true/></plist>")
        #expect(outcome.value == nil)
        #expect(outcome.diagnostics.map(\.code) == [.unsupportedEncoding])
        #expect(outcome.diagnostics.first?.location == at(2, 12))
    }
}
