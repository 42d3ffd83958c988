import IntentRuntime
import Testing

/// An options provider that offers fixed options and records the configuration it was asked
/// with, per parameter.
private final class Library: ShelfOptionsProvider, @unchecked Sendable {
    var books = [MenuItem(identifier: "dune", display: "Dune"), MenuItem(identifier: "emma", display: "Emma")]
    var shelves = ["Reading", "Sci-Fi"]
    var formats: [Format] = [.paper]
    var bookDefault: MenuItem?
    var shelvesDefault: [String]?
    var formatDefault: Format?
    private(set) var askedWith: [String: ShelfIntent] = [:]

    func provideBookOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<MenuItem> {
        askedWith["book options"] = intent
        return IntentOptionsCollection(sections: [
            .init(title: "A", items: [books[0]]), .init(title: "B", items: [books[1]]),
        ])
    }

    func defaultBook(for intent: ShelfIntent) -> MenuItem? {
        askedWith["book default"] = intent
        return bookDefault
    }

    func provideShelvesOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<String> {
        askedWith["shelves options"] = intent
        return IntentOptionsCollection(shelves)
    }

    func defaultShelves(for intent: ShelfIntent) -> [String]? { shelvesDefault }

    func provideFormatOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<Format> {
        IntentOptionsCollection(formats)
    }

    func defaultFormat(for intent: ShelfIntent) -> Format? { formatDefault }
}

/// The resolution helpers do what today's generated `resolved(using:)` bodies do.
@Suite struct IntentResolutionTests {
    @Test func anOfferedObjectIsKeptAsTheOfferedItem() async throws {
        let stored = ShelfIntent(book: MenuItem(identifier: "emma", display: "Emma (old title)"))
        let resolved = try await stored.resolved(using: Library())
        #expect(resolved.book?.displayString == "Emma")
    }

    @Test func anObjectNoLongerOfferedTakesTheProviderDefaultWhichSeesItUnset() async throws {
        let library = Library()
        library.bookDefault = library.books[0]
        let stored = ShelfIntent(book: MenuItem(identifier: "gone", display: "Gone"), shelves: ["Sci-Fi"])
        let resolved = try await stored.resolved(using: library)
        #expect(resolved.book == library.books[0])
        #expect(library.askedWith["book options"]?.book?.identifier == "gone")
        #expect(library.askedWith["book default"]?.book == nil)
        #expect(library.askedWith["book default"]?.shelves == ["Sci-Fi"])
    }

    @Test func withoutAnyDefaultAnObjectStaysUnset() async throws {
        let stored = ShelfIntent(book: MenuItem(identifier: nil, display: "No identifier"))
        #expect(try await stored.resolved(using: Library()).book == nil)
    }

    @Test func laterParametersAreAskedWithTheResolvedEarlierOnes() async throws {
        let library = Library()
        let stored = ShelfIntent(book: MenuItem(identifier: "dune", display: "old"))
        _ = try await stored.resolved(using: library)
        #expect(library.askedWith["shelves options"]?.book?.displayString == "Dune")
    }

    @Test func arraysKeepTheOfferedElementsInStoredOrder() async throws {
        let stored = ShelfIntent(shelves: ["Sci-Fi", "Gone", "Reading"])
        #expect(try await stored.resolved(using: Library()).shelves == ["Sci-Fi", "Reading"])
    }

    @Test func anArrayWithNothingOfferedTakesTheProviderDefaultThenTheDefinitions() async throws {
        let library = Library()
        let stored = ShelfIntent(shelves: ["Gone"])
        #expect(try await stored.resolved(using: library).shelves == ["Reading"])
        library.shelvesDefault = ["Sci-Fi"]
        #expect(try await stored.resolved(using: library).shelves == ["Sci-Fi"])
    }

    @Test func valuesMatchByEqualityAndFallBackToTheDefinitionsDefault() async throws {
        let library = Library()
        #expect(try await ShelfIntent(format: .paper).resolved(using: library).format == .paper)
        library.formats = [.ebook]
        #expect(try await ShelfIntent(format: .paper).resolved(using: library).format == .paper)
        library.formatDefault = .ebook
        #expect(try await ShelfIntent(format: .paper).resolved(using: library).format == .ebook)
        #expect(try await ShelfIntent(format: nil).resolved(using: library).format == .ebook)
    }

    @Test func unsetStaticParametersTakeTheDefinitionsDefaultsAndSetOnesAreKept() async throws {
        let unset = ShelfIntent(period: .unknown, pagesPerDay: nil, showProgress: nil)
        let resolved = try await unset.resolved(using: Library())
        #expect(resolved.period == .week && resolved.pagesPerDay == 20 && resolved.showProgress == true)
        let chosen = ShelfIntent(period: .day, pagesPerDay: 3, showProgress: false)
        let kept = try await chosen.resolved(using: Library())
        #expect(kept.period == .day && kept.pagesPerDay == 3 && kept.showProgress == false)
    }

    @Test func nonOptionalEnumsPeopleAndObjectArraysResolve() async throws {
        var holder = Holder(period: .day, people: [alice, bob], items: [MenuItem(identifier: "x", display: "old")])
        try await IntentResolution.resolve(
            \.period, of: &holder, options: { _ in IntentOptionsCollection([Period.week]) },
            providerDefault: { _ in nil }, definitionDefault: .week)
        #expect(holder.period == .week)
        holder.period = .day
        try await IntentResolution.resolve(
            \.period, of: &holder, options: { _ in IntentOptionsCollection([Period.week]) },
            providerDefault: { _ in nil })
        #expect(holder.period == .unknown)
        try await IntentResolution.resolve(
            \.people, of: &holder,
            options: { _ in IntentOptionsCollection([IntentPersonValue(identifier: "b", displayName: "Bob B.")]) },
            providerDefault: { _ in nil })
        #expect(holder.people == [IntentPersonValue(identifier: "b", displayName: "Bob B.")])
        holder.person = IntentPersonValue(identifier: "a", displayName: "Alice (old name)")
        try await IntentResolution.resolve(
            \.person, of: &holder, options: { _ in IntentOptionsCollection([alice]) }, providerDefault: { _ in bob })
        #expect(holder.person == alice)
        try await IntentResolution.resolve(
            \.person, of: &holder, options: { _ in IntentOptionsCollection([bob]) }, providerDefault: { _ in bob })
        #expect(holder.person == bob)
        try await IntentResolution.resolve(
            \.items, of: &holder,
            options: { _ in IntentOptionsCollection([MenuItem(identifier: "x", display: "new")]) },
            providerDefault: { _ in nil })
        #expect(holder.items.map(\.displayString) == ["new"])
    }

    @Test func fillUnsetLeavesSetValuesAlone() {
        var holder = Holder(period: .unknown, people: [], items: [])
        IntentResolution.fillUnset(\.period, of: &holder, with: .day)
        IntentResolution.fillUnset(\.people, of: &holder, with: [alice])
        IntentResolution.fillUnset(\.person, of: &holder, with: bob)
        #expect(holder.period == .day && holder.people == [alice] && holder.person == bob)
        IntentResolution.fillUnset(\.period, of: &holder, with: .week)
        IntentResolution.fillUnset(\.people, of: &holder, with: [bob])
        IntentResolution.fillUnset(\.person, of: &holder, with: alice)
        #expect(holder.period == .day && holder.people == [alice] && holder.person == bob)
    }

    @Test func genericHostCodeRefreshesAnyResolvableIntent() async throws {
        let stored = ShelfIntent(book: MenuItem(identifier: "dune", display: "old"))
        #expect(try await refreshed(stored, with: Library()).book?.displayString == "Dune")
    }

    private func refreshed<Intent: IntentResolvable>(
        _ stored: Intent, with provider: Intent.OptionsProvider
    ) async throws -> Intent {
        try await stored.resolved(using: provider)
    }
}

private let alice = IntentPersonValue(identifier: "a", displayName: "Alice")
private let bob = IntentPersonValue(identifier: "b", displayName: "Bob")

/// Parameters of the kinds `ShelfIntent` does not have.
private struct Holder {
    var period: Period
    var people: [IntentPersonValue]
    var items: [MenuItem]
    var person: IntentPersonValue?
}

/// The search rule of ``IntentResolution``: values the plain options lack are looked up in the
/// search results under their search term.
@Suite struct IntentResolutionSearchTests {
    struct Tags: Sendable {
        var tags: [String] = []
        var tag: String?
    }

    static let hidden = ["#swift", "#linux", "#widgets"]

    /// Lists one tag; finds the hidden ones only by search.
    static func list(_: Tags) -> IntentOptionsCollection<String> { IntentOptionsCollection(["#listed"]) }
    static func search(_: Tags, _ term: String?) -> IntentOptionsCollection<String> {
        IntentOptionsCollection(hidden.filter { tag in term.map { tag.contains($0) } ?? false })
    }

    @Test func arrayElementsFoundBySearchAreKeptInOrderAndOthersDropped() async throws {
        var tags = Tags(tags: ["#widgets", "#listed", "#gone", "#swift"])
        try await IntentResolution.resolve(
            \.tags, of: &tags, options: Self.list, search: Self.search, providerDefault: { _ in nil })
        #expect(tags.tags == ["#widgets", "#listed", "#swift"])
    }

    @Test func withoutASearchFormAValueMissingFromTheListIsDropped() async throws {
        var tags = Tags(tag: "#linux")
        try await IntentResolution.resolve(\.tag, of: &tags, options: Self.list, providerDefault: { _ in nil })
        #expect(tags.tag == nil)
        var searched = Tags(tag: "#linux")
        try await IntentResolution.resolve(
            \.tag, of: &searched, options: Self.list, search: Self.search, providerDefault: { _ in nil })
        #expect(searched.tag == "#linux")
    }

    @Test func searchTermsAreTheTextTheUserSaw() {
        #expect(IntentPersonValue(identifier: "1", displayName: "Ada").searchTerm == "Ada")
        #expect(IntentGenericObject(identifier: "1", display: "One").searchTerm == "One")
        #expect("#swift".searchTerm == "#swift")
        #expect(42.searchTerm == "42")
    }
}
