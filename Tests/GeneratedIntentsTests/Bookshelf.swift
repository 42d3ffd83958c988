import Foundation
import GeneratedIntents
import IntentRuntime

/// A reading app's options provider for the reading-log widget: offers the books on the shelves
/// the configuration selects (every shelf when none is selected), one section per shelf, lets
/// the user search them by title or author, and defaults to the book read most recently.
struct Bookshelf: ReadingLogIntentOptionsProvider {
    /// The books on each shelf.
    var shelves: [String: [Book]]
    /// Identifiers of the books read, most recent first.
    var readingHistory: [String]

    func provideBookOptionsCollection(for intent: ReadingLogIntent, searchTerm: String?) async throws
        -> IntentOptionsCollection<Book>
    {
        let sections = offeredShelves(for: intent).map { shelf in
            IntentOptionsCollection<Book>.Section(
                title: shelf,
                items: shelves[shelf, default: []].filter { book in searchTerm.map(book.matches) ?? true })
        }
        return IntentOptionsCollection(sections: sections.filter { !$0.items.isEmpty })
    }

    func defaultBook(for intent: ReadingLogIntent) -> Book? {
        let offered = offeredShelves(for: intent).flatMap { shelves[$0, default: []] }
        return readingHistory.lazy.compactMap { id in offered.first { $0.identifier == id } }.first
    }

    /// The shelves the configuration selects, in its order; every shelf, in name order, when none.
    private func offeredShelves(for intent: ReadingLogIntent) -> [String] {
        intent.shelves.isEmpty ? shelves.keys.sorted() : intent.shelves.filter { shelves[$0] != nil }
    }
}

extension Book {
    /// Whether the title or author contains `searchTerm`, ignoring case.
    func matches(_ searchTerm: String) -> Bool {
        [displayString, author ?? ""].contains { $0.lowercased().contains(searchTerm.lowercased()) }
    }
}

extension Bookshelf {
    static let dune = Book(
        identifier: "dune", display: "Dune", title: "Dune", author: "Frank Herbert", pageCount: 412)
    static let messiah = Book(
        identifier: "messiah", display: "Dune Messiah", title: "Dune Messiah", author: "Frank Herbert",
        pageCount: 256)
    static let emma = Book(
        identifier: "emma", display: "Emma", title: "Emma", author: "Jane Austen", pageCount: 474)

    /// Two shelves; Emma was read last, then Dune.
    static let sample = Bookshelf(
        shelves: ["Classics": [emma], "Science Fiction": [dune, messiah]],
        readingHistory: ["emma", "dune"])
}
