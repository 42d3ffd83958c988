import Testing

@testable import IntentDefinition

/// The text search the compiler uses instead of the standard library's macOS 13 API.
@Suite struct OccurrencesTests {
    @Test func findsTheFirstOccurrence() {
        let text = "a ${x} b ${x}"
        let range = text.firstOccurrence(of: "${x}")
        #expect(range.map { text[$0] } == "${x}")
        #expect(range?.lowerBound == text.index(text.startIndex, offsetBy: 2))
        #expect(text.firstOccurrence(of: "${y}") == nil)
        #expect(Array("<?xml encoding=".utf8).firstOccurrence(of: Array("encoding=".utf8)) == 6..<15)
    }

    @Test func anEmptyPatternOccursAtTheStartOnly() {
        #expect("abc".firstOccurrence(of: "") == "abc".startIndex..<"abc".startIndex)
        #expect("abc".occurrences(of: "").isEmpty)
    }

    @Test func occurrencesDoNotOverlapAndStopAtTheLimit() {
        #expect(Array("aaaa".utf8).occurrences(of: Array("aa".utf8)) == [0..<2, 2..<4])
        #expect(Array("aaaa".utf8).occurrences(of: Array("aa".utf8), limit: 1) == [0..<2])
        #expect(Array("abab".utf8).occurrences(of: Array("ba".utf8)) == [1..<3])
    }

    @Test func replacesEveryOccurrence() {
        #expect("[Foo] or Foo?".replacingEvery("Foo", with: "INObject") == "[INObject] or INObject?")
        #expect("none here".replacingEvery("Foo", with: "X") == "none here")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
    }
}
