import Testing
import TestSupport

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
        #expect(diagnostic.notes.map(\.message) == ["conflict marker '|||||||'", "conflict marker '======='", "conflict marker '>>>>>>>'"])
        #expect(diagnostic.message.contains("merge-conflict markers (4 marker lines, the first here)"))
        #expect(diagnostic.message.contains("delete every marker line"))
        #expect(!diagnostic.message.contains("&lt;"))
    }

    @Test func carriageReturnLineEndsAndAFileEndingInAMarkerAreFound() {
        let text = "<plist>\r\n<<<<<<< ours\r\n<string/>\r\n=======\r\n<array/>\r\n>>>>>>>"
        let markers = MergeConflictCheck.markers(in: Array(text.utf8))
        #expect(markers == [.init(line: 2, text: "<<<<<<<"), .init(line: 4, text: "======="), .init(line: 6, text: ">>>>>>>")])
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

    @Test func markersAreFoundAtEveryOffsetWhateverTheProbeStride() {
        // The check looks at every seventh byte first; a marker starting at each offset modulo
        // seven, at the very start and at the very end of the file, is still found.
        for padding in 0..<14 {
            let text = String(repeating: "x", count: padding) + "\n<<<<<<<\n=======\n>>>>>>>"
            let markers = MergeConflictCheck.markers(in: Array(text.utf8))
            #expect(markers.map(\.line) == [2, 3, 4], "padding \(padding)")
        }
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<<".utf8)) == [.init(line: 1, text: "<<<<<<<")])
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<".utf8)) == [])
        #expect(MergeConflictCheck.markers(in: Array("<<<<<<<<<<<<<<\n".utf8)) == [])
    }

    @Test func findsTheSameMarkersAsALineByLineScanOnRandomText() {
        // Text made of marker bytes, whitespace and line breaks, checked against the plain
        // definition: a line starting with exactly seven of one marker byte, then the end of the
        // line or whitespace; kept only when one of them is `<` or `>`.
        var generator = SeededGenerator(seed: 0x5EED_0007)
        let alphabet = Array("<<<<===>>>|||| \t\r\nx".utf8)
        for _ in 0..<400 {
            let count = Int.random(in: 0..<120, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(MergeConflictCheck.markers(in: bytes) == lineByLineMarkers(in: bytes))
        }
    }

    private func lineByLineMarkers(in bytes: [UInt8]) -> [MergeConflictCheck.Marker] {
        var markers: [MergeConflictCheck.Marker] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = Array(line)
            guard line.count >= 7, Array("<|=>".utf8).contains(line[0]), line[..<7].allSatisfy({ $0 == line[0] }),
                line.count == 7 || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(line[7])
            else { continue }
            markers.append(.init(line: index + 1, text: String(repeating: Character(UnicodeScalar(line[0])), count: 7)))
        }
        let hasBoundary = markers.contains { $0.text.first == "<" || $0.text.first == ">" }
        return hasBoundary ? markers : []
    }
}
