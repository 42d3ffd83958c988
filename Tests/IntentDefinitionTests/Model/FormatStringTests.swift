import Testing

@testable import IntentDefinition

/// `${…}` placeholders are found as FORMAT.md §10 describes them.
@Suite struct FormatStringTests {
    private func placeholders(_ text: String) -> [String] {
        FormatString(text: text, id: nil, at: .init(file: "f", line: 1, column: 1)).placeholders.map(\.name)
    }

    @Test func findsNamesAndKeyPathsInOrder() {
        #expect(placeholders("You read ${pages} of ${book.title}") == ["pages", "book.title"])
        #expect(placeholders("${domain}.${service}") == ["domain", "service"])
    }

    @Test func offsetsCountUnicodeScalars() {
        let string = FormatString(text: "«${a}» ${b}", id: nil, at: .init(file: "f", line: 1, column: 1))
        #expect(string.placeholders.map(\.offset) == [1, 7])
        let inside = FormatString(text: "${é.ü}→${b}", id: nil, at: .init(file: "f", line: 1, column: 1))
        #expect(inside.placeholders.map(\.offset) == [0, 7])
        #expect(inside.placeholders.map(\.path) == [["é", "ü"], ["b"]])
    }

    @Test func textWithoutPlaceholdersAndUnterminatedTokens() {
        #expect(placeholders("50% off, $5 {x}").isEmpty)
        #expect(placeholders("${open") == [])
        #expect(placeholders("${a} then ${") == ["a"])
    }

    @Test func emptyPartsDollarRunsAndAdjacentTokens() {
        #expect(placeholders("${}") == [""])
        #expect(placeholders("${a..b.}") == ["a..b."])
        let parts = FormatString(text: "${a..b.}", id: nil, at: .init(file: "f", line: 1, column: 1))
        #expect(parts.placeholders.map(\.path) == [["a", "", "b", ""]])
        #expect(placeholders("$$${a}$") == ["a"])
        #expect(placeholders("$") == [])
        let adjacent = FormatString(text: "é$${a}${b}ü${c}", id: nil, at: .init(file: "f", line: 1, column: 1))
        #expect(adjacent.placeholders.map(\.offset) == [2, 6, 11])
        #expect(adjacent.placeholders.map(\.name) == ["a", "b", "c"])
    }

    @Test func rootsAreDistinctAndConciseOnlyRootsFollow() {
        let location = IntentDefinition.SourceLocation(file: "f", line: 1, column: 1)
        let code = ResponseCode(
            name: "success", nameLocation: location, location: location,
            formatString: FormatString(text: "${a} and ${b.c} and ${a}", id: nil, at: location),
            conciseFormatString: FormatString(text: "${d} ${b}", id: nil, at: location))
        #expect(code.placeholderRoots == ["a", "b", "d"])
    }
}
