import AppIntents
import Foundation

/// Author
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AuthorAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("t-Author", defaultValue: "Author", table: "BookClub"))
    }
    static var defaultQuery: AuthorAppEntityQuery {
        AuthorAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    @EntityProperty(title: "favourite")
    var favourite: BookAppEntity?
    @EntityProperty(title: "period")
    var period: PeriodAppEnum?

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `AuthorAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AuthorAppEntityQuery: EntityQuery {
    /// The objects the app offers.
    func suggestedEntities() async throws -> [AuthorAppEntity] {
        // TODO: Return the app's objects of this type.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [AuthorAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
