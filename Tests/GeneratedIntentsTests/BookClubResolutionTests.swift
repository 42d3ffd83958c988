import GeneratedIntents
import IntentRuntime
import Testing

/// `ReadingLogIntent.resolved(using:)` against a book provider with search and a default, as a
/// widget host resolves a stored configuration before drawing.
@Suite struct BookClubResolutionTests {
    let shelf = Bookshelf.sample

    /// Answers every listing with one book named after the search term it was asked with, and
    /// leaves `defaultBook` to the generated default.
    struct SearchTermEcho: ReadingLogIntentOptionsProvider {
        func provideBookOptionsCollection(for intent: ReadingLogIntent, searchTerm: String?) async throws
            -> IntentOptionsCollection<Book>
        {
            IntentOptionsCollection([Book(identifier: searchTerm.map { "term: " + $0 } ?? "no term", display: "")])
        }
    }

    // (Search and the default book themselves are Bookshelf's, test code: checked here only
    // through the generated `resolved(using:)`.)

    @Test func theGeneratedListingAsksTheSearchFormWithoutASearchTerm() async throws {
        let listed = try await SearchTermEcho().provideBookOptionsCollection(for: ReadingLogIntent())
        #expect(listed.allItems.map(\.identifier) == ["no term"])
    }

    @Test func aProviderWithoutItsOwnDefaultHasNone() {
        #expect(SearchTermEcho().defaultBook(for: ReadingLogIntent(book: Bookshelf.dune)) == nil)
    }

    @Test func aBookStillOfferedIsKeptWithItsCurrentTitleAndProperties() async throws {
        let stored = ReadingLogIntent(book: Book(identifier: "messiah", display: "Dune 2 (draft)"))
        let book = try await stored.resolved(using: shelf).book
        #expect(book?.displayString == "Dune Messiah")
        #expect(book?.author == "Frank Herbert")
        #expect(book?.pageCount == 256)
    }

    @Test func aBookNoLongerOfferedFallsBackToTheProviderDefault() async throws {
        let removed = ReadingLogIntent(book: Book(identifier: "lost", display: "Lost Book"))
        #expect(try await removed.resolved(using: shelf).book == Bookshelf.emma)
        // Offered options depend on the configuration: Emma is not on the selected shelf.
        let elsewhere = ReadingLogIntent(book: Bookshelf.emma, shelves: ["Science Fiction"])
        #expect(try await elsewhere.resolved(using: shelf).book == Bookshelf.dune)
    }

    @Test func anUnsetBookTakesTheProviderDefault() async throws {
        #expect(try await ReadingLogIntent().resolved(using: shelf).book == Bookshelf.emma)
    }

    @Test func withoutAProviderDefaultTheBookFallsBackToTheDefinitionWhichHasNone() async throws {
        let forgetful = Bookshelf(shelves: shelf.shelves, readingHistory: [])
        let removed = ReadingLogIntent(book: Book(identifier: "lost", display: "Lost Book"))
        #expect(try await removed.resolved(using: forgetful).book == nil)
    }

    @Test func unsetParametersTakeTheDefinitionDefaults() async throws {
        let blank = ReadingLogIntent(period: .unknown, pagesPerDay: nil, showProgress: nil)
        let resolved = try await blank.resolved(using: shelf)
        #expect(resolved.period == .week)
        #expect(resolved.pagesPerDay == 20)
        #expect(resolved.showProgress == true)
        #expect(resolved.shelves == [])
    }

    @Test func chosenValuesOfStaticParametersAreKept() async throws {
        let chosen = ReadingLogIntent(
            book: Bookshelf.dune, period: .month, pagesPerDay: 5, showProgress: false, shelves: ["Classics"])
        let resolved = try await chosen.resolved(using: shelf)
        #expect(resolved.period == .month)
        #expect(resolved.pagesPerDay == 5)
        #expect(resolved.showProgress == false)
        #expect(resolved.shelves == ["Classics"])
        #expect(resolved.book == Bookshelf.emma)  // Dune is not on the Classics shelf
    }
}
