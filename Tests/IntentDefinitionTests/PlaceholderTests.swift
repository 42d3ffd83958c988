import Testing
@testable import IntentDefinition

@Test func placeholdersScan() {
    let f = FormatString(text: "You read ${pages} of ${book.title}", id: nil, at: .init(file: "x", line: 1, column: 1))
    #expect(f.placeholders.map(\.name) == ["pages", "book.title"])
}
