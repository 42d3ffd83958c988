import Foundation
@testable import IntentCodegen
import Testing

@Suite struct TextJoiningTests {
    @Test func joinsPiecesInOrder() {
        #expect(TextJoining.joined("self.", "count") == "self.count")
        #expect(TextJoining.joined("[", "IntentPersonValue", "]") == "[IntentPersonValue]")
        #expect(TextJoining.joined("self.book", "?", ".dialogArgument") == "self.book?.dialogArgument")
    }

    @Test func emptyPiecesAddNothing() {
        #expect(TextJoining.joined("", "") == "")
        #expect(TextJoining.joined("", "", "") == "")
        #expect(TextJoining.joined("a", "", "b") == "ab")
        #expect(TextJoining.joined("", "only") == "only")
    }

    @Test func smallAndLargeResultsMatchConcatenation() {
        // Small strings (up to 15 bytes) are stored inline, longer ones on the heap: both kinds
        // of piece and of result.
        let pieces = ["", "x", "fifteen bytes!!", "sixteen bytes!!!", String(repeating: "long ", count: 40)]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    #expect(TextJoining.joined(first, second, third) == first + second + third)
                }
            }
        }
    }

    @Test func nonASCIIBytesAreKeptWhole() {
        #expect(TextJoining.joined("The `", "航拍", "` intent.") == "The `航拍` intent.")
        #expect(TextJoining.joined("é", "\u{301}", "👩‍👩‍👧") == "é\u{301}👩‍👩‍👧")
        #expect(TextJoining.joined("a", "\u{301}").unicodeScalars.count == 2)
    }

    @Test func foundationStringsJoinLikeOthers() {
        // Where Foundation lends a string without contiguous UTF-8 (bridged on Apple
        // platforms), its bytes are copied one by one.
        let bridged = NSString(string: "Intent == ReadingLogIntent") as String
        #expect(TextJoining.joined(bridged, "?") == "Intent == ReadingLogIntent?")
    }
}
