import Testing

@testable import IntentDefinition

/// The streaming reader locates everything by byte offset: these check the places where a
/// parser's own line and column counters go wrong (lines past 65535, tabs, many elements on
/// one line, text split by comments) and the skipping of content that is reported once.
@Suite struct PlistReaderStreamingLocationTests {
    @Test func elementsPastLine65535WithTabsAndSeveralPerLineAreLocatedByByte() {
        let padding = String(repeating: "\n", count: 70_000)
        let text =
            "<plist>" + padding + "\t<array>\t<true/>\t\t<integer>7</integer><string>é</string><false/>\n"
            + "\t\t<dict><key>k</key>\t<real>1</real></dict></array></plist>"
        let outcome = read(text)
        #expect(outcome.diagnostics.isEmpty)
        guard case .array(let items)? = outcome.value?.value else {
            Issue.record("expected an array, got \(String(describing: outcome.value))")
            return
        }
        #expect(outcome.value?.location == at(70_001, 2))
        // "é" is two bytes, so <false/> starts two columns later than its character count.
        #expect(
            items.map(\.location) == [at(70_001, 10), at(70_001, 19), at(70_001, 39), at(70_001, 58), at(70_002, 3)])
        let entry = items.last?.entries?.first
        #expect(entry?.keyLocation == at(70_002, 9))
        #expect(entry?.value.location == at(70_002, 22))
    }

    @Test func errorsAfterLine65535PointBackToEarlierElementsCorrectly() {
        // The duplicate's note points back at the first key after the reader has moved on.
        let text =
            "<plist><dict>\n\t<key>a</key><true/>" + String(repeating: "\n", count: 70_000)
            + "\t\t<key>a</key><false/></dict></plist>"
        let outcome = read(text)
        #expect(outcome.diagnostics.map(\.code) == [.duplicateKey])
        #expect(outcome.diagnostics.first?.location == at(70_002, 3))
        #expect(outcome.diagnostics.first?.notes.map(\.location) == [at(2, 2)])
    }

    @Test func textSplitByACommentIsReportedOncePerPiece() {
        let outcome = read("<plist><array> a <!-- c --> b <?pi x?> c <true/></array></plist>")
        #expect(outcome.diagnostics.map(\.code) == [.unexpectedText, .unexpectedText, .unexpectedText])
        #expect(outcome.diagnostics.map(\.location) == [at(1, 16), at(1, 29), at(1, 40)])
    }

    @Test func theContentOfARefusedElementIsSkippedAfterOneReport() {
        let outcome = read("<plist><array><foo>text<bar/><key>k</key></foo><true/></array></plist>")
        #expect(outcome.diagnostics.map(\.code) == [.unexpectedElement])
        #expect(outcome.diagnostics.first?.location == at(1, 15))
        let nested = read("<plist><string>a<b>text<c/></b>z</string></plist>")
        #expect(nested.diagnostics.map(\.code) == [.unexpectedElement])
        #expect(nested.diagnostics.first?.location == at(1, 17))
    }
}
