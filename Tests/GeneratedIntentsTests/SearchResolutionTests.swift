import GeneratedIntents
import IntentRuntime
import Testing

/// `resolved(using:)` keeps a value the user picked through search: a catalogue too large to
/// list offers books only in search results, as a real app offers hashtags.
@Suite struct SearchResolutionTests {
    /// Lists nothing without a search term; with one, offers the catalogue's books whose title
    /// or author contains it. Records every search term it is asked with.
    final class SearchOnlyCatalogue: ReadingLogIntentOptionsProvider, @unchecked Sendable {
        let books: [Book]
        private(set) var searchTerms: [String?] = []

        init(books: [Book]) {
            self.books = books
        }

        func provideBookOptionsCollection(for intent: ReadingLogIntent, searchTerm: String?) async throws
            -> IntentOptionsCollection<Book>
        {
            searchTerms.append(searchTerm)
            guard let searchTerm else { return IntentOptionsCollection([]) }
            return IntentOptionsCollection(sections: [.init(title: nil, items: books.filter { $0.matches(searchTerm) })]
            )
        }
    }

    let catalogue = [Bookshelf.dune, Bookshelf.messiah, Bookshelf.emma]

    @Test func aBookOfferedOnlyThroughSearchIsKeptAndRefreshed() async throws {
        let provider = SearchOnlyCatalogue(books: catalogue)
        let stored = ReadingLogIntent(book: Book(identifier: "emma", display: "Emma"))
        let book = try await stored.resolved(using: provider).book
        #expect(book == Bookshelf.emma)
        #expect(book?.author == "Jane Austen")
        // First the plain listing, then one search with the stored title.
        #expect(provider.searchTerms == [nil, "Emma"])
    }

    @Test func searchResultsKeepTheValueOnlyWhenTheIdentifierMatches() async throws {
        // "Dune" finds both Dune books; the stored one is matched by identifier.
        let messiah = ReadingLogIntent(book: Book(identifier: "messiah", display: "Dune"))
        #expect(try await messiah.resolved(using: SearchOnlyCatalogue(books: catalogue)).book == Bookshelf.messiah)
        // A search that finds books, none with the stored identifier, does not keep the value.
        let gone = ReadingLogIntent(book: Book(identifier: "dune-2021", display: "Dune"))
        #expect(try await gone.resolved(using: SearchOnlyCatalogue(books: catalogue)).book == nil)
    }

    @Test func aBookNoLongerFoundFallsBackToTheDefault() async throws {
        let stored = ReadingLogIntent(book: Bookshelf.emma)
        #expect(try await stored.resolved(using: SearchOnlyCatalogue(books: [Bookshelf.dune])).book == nil)
    }

    @Test func aValueThePlainOptionsOfferIsKeptWithoutSearching() async throws {
        let provider = SearchOnlyCatalogue(books: catalogue)
        let shelf = Bookshelf.sample
        let listed = try await ReadingLogIntent(book: Bookshelf.dune).resolved(using: shelf)
        #expect(listed.book == Bookshelf.dune)
        _ = try await ReadingLogIntent().resolved(using: provider)
        // An unset value is not searched for.
        #expect(provider.searchTerms == [nil])
    }
}
