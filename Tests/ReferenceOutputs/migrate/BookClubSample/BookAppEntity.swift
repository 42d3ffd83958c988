import AppIntents
import Foundation

/// Book
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct BookAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("t-Book", defaultValue: "Book", table: "BookClub"))
    }
    static var defaultQuery: BookAppEntityQuery {
        BookAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    @EntityProperty(title: LocalizedStringResource("id-title", defaultValue: "Title", table: "BookClub"))
    var title: String?
    @EntityProperty(title: "author")
    var author: AuthorAppEntity?
    @EntityProperty(title: "sequel")
    var sequel: BookAppEntity?
    @EntityProperty(title: "related")
    var related: [BookAppEntity]?

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `BookAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct BookAppEntityQuery: EntityStringQuery {
    // TODO: provideBookOptionsCollection(for:) was handed the whole intent. If its logic
    // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
    // @IntentParameterDependency<LogReadingAppIntent>(\.$period) var intent
    /// The value a new configuration starts with.
    func defaultResult() async -> BookAppEntity? {
        // TODO: Move the logic of defaultBook(for:) here.
        return nil
    }
    /// The options offered.
    func suggestedEntities() async throws -> [BookAppEntity] {
        // TODO: Move the logic of provideBookOptionsCollection(for:) here.
        return []
    }
    /// The options offered for a search.
    func entities(matching string: String) async throws -> [BookAppEntity] {
        // TODO: Move the logic of provideBookOptionsCollection(for:searchTerm:) here.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [BookAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
