import TestSupport
import Testing

@testable import IntentDefinition

/// Conflict markers are found on the raw bytes, before XML parsing, and get advice to resolve
/// the conflict rather than libxml2's advice about escaping `<`.
@Suite struct MergeConflictCheckTests {
    private let conflicted = plist(
        """
        <dict>
        \t<key>INIntentTitle</key>
        <<<<<<< HEAD
        \t<string>Brew Coffee</string>
        ||||||| base
        \t<string>Brew</string>
        =======
        \t<string>Make Coffee</string>
        >>>>>>> feature/title
        </dict>
        """)

    @Test func theErrorIsAtTheFirstMarkerWithANoteAtEachOtherMarker() throws {
        let outcome = read(conflicted)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC019"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.location == at(6, 1))
        #expect(diagnostic.notes.map(\.location) == [at(8, 1), at(10, 1), at(12, 1)])
        #expect(
            diagnostic.notes.map(\.message) == [
                "conflict marker '|||||||'", "conflict marker '======='", "conflict marker '>>>>>>>'",
            ])
        #expect(diagnostic.message.contains("merge-conflict markers (4 marker lines, the first here)"))
        #expect(diagnostic.message.contains("delete every marker line"))
        #expect(!diagnostic.message.contains("&lt;"))
    }

    @Test func carriageReturnLineEndsAndAFileEndingInAMarkerAreFound() {
        let text = "<plist>\r\n<<<<<<< ours\r\n<string/>\r\n=======\r\n<array/>\r\n>>>>>>>"
        let markers = MergeConflictCheck.markers(in: Array(text.utf8))
        #expect(
            markers == [
                .init(line: 2, text: "<<<<<<<"), .init(line: 4, text: "======="), .init(line: 6, text: ">>>>>>>"),
            ])
    }

    @Test func dividerLikeTextWithoutAnOpeningOrClosingMarkerIsNotAConflict() {
        let text = plist("<string>Title\n=======\n|||||||\n</string>")
        #expect(MergeConflictCheck.markers(in: Array(text.utf8)) == [])
        #expect(read(text).diagnostics == [])
    }

    @Test func onlyExactlySevenMarkerCharactersAtTheLineStartCount() {
        let text = "<<<<<<<< eight\n <<<<<<< indented\n>>>>>>>x\n<<<<<<<\n"
        #expect(MergeConflictCheck.markers(in: Array(text.utf8)) == [.init(line: 4, text: "<<<<<<<")])
    }

    @Test func markersAreFoundAtAnyOffsetAndAtBothEndsOfTheFile() {
        for padding in 0..<14 {
            let text = String(repeating: "x", count: padding) + "\n<<<<<<<\n=======\n>>>>>>>"
            let markers = MergeConflictCheck.markers(in: Array(text.utf8))
            #expect(markers.map(\.line) == [2, 3, 4], "padding \(padding)")
        }
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<<".utf8)) == [.init(line: 1, text: "<<<<<<<")])
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<".utf8)) == [])
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<<<<<<<<<\n".utf8)) == [])
    }
}
