import Foundation
import Testing

@testable import IntentDefinition

/// Locations keep the path byte for byte and compare, hash and order by the path string.
@Suite struct SourceLocationTests {
    /// "é" precomposed and decomposed: `==` as Strings, different bytes.
    private static let composed = "/tmp/caf\u{E9}.intentdefinition"
    private static let decomposed = "/tmp/cafe\u{301}.intentdefinition"

    @Test func fileGivesBackTheExactSpelling() {
        let long = "/a/path/longer/than/fifteen/bytes/Intents.intentdefinition"
        #expect(SourceLocation(file: long, line: 2, column: 3).file == long)
        #expect(SourceLocation(file: "", line: 0, column: 0).file == "")
        #expect(
            Array(SourceLocation(file: Self.decomposed, line: 1, column: 1).file.utf8) == Array(Self.decomposed.utf8))
        #expect(Array(SourceLocation(file: Self.composed, line: 1, column: 1).file.utf8) == Array(Self.composed.utf8))
    }

    @Test func settingFileChangesOnlyTheFile() {
        var location = SourceLocation(file: "first.intentdefinition", line: 4, column: 5)
        location.file = "second.intentdefinition"
        #expect(location == SourceLocation(file: "second.intentdefinition", line: 4, column: 5))
        #expect(location.description == "second.intentdefinition:4:5")
    }

    @Test func equalityAndHashFollowTheStrings() {
        let a = SourceLocation(file: Self.composed, line: 1, column: 2)
        let b = SourceLocation(file: Self.decomposed, line: 1, column: 2)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(a != SourceLocation(file: Self.composed, line: 1, column: 3))
        #expect(a != SourceLocation(file: "other", line: 1, column: 2))
    }

    @Test func orderIsByPathThenLineThenColumn() {
        let later = SourceLocation(file: "zz-order.intentdefinition", line: 1, column: 1)
        let earlier = SourceLocation(file: "aa-order.intentdefinition", line: 9, column: 9)
        #expect(earlier < later)
        #expect(!(later < earlier))
        #expect(SourceLocation(file: "aa-order.intentdefinition", line: 9, column: 8) < earlier)
        #expect(!(earlier < earlier))
        let a = SourceLocation(file: Self.composed, line: 1, column: 2)
        let b = SourceLocation(file: Self.decomposed, line: 1, column: 2)
        #expect(!(a < b) && !(b < a))
    }

    @Test func codingKeepsTheFormerJSON() throws {
        let location = SourceLocation(file: "dir/f.intentdefinition", line: 3, column: 7)
        // Sorted keys: without them the order of a keyed container's keys is the encoder's own.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(location), as: UTF8.self)
        #expect(json == #"{"column":7,"file":"dir\/f.intentdefinition","line":3}"#)
        #expect(try JSONDecoder().decode(SourceLocation.self, from: Data(json.utf8)) == location)
    }
}
