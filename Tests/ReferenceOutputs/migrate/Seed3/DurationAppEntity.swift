import AppIntents
import Foundation

/// עברית
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct DurationAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("oE0TjE", defaultValue: "עברית", table: "Seed3"))
    }
    static var defaultQuery: DurationAppEntityQuery {
        DurationAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    @EntityProperty(title: LocalizedStringResource("7XtB61", defaultValue: "${", table: "Seed3"))
    var Protocol_: Double?

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `DurationAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct DurationAppEntityQuery: EntityQuery {
    /// The objects the app offers.
    func suggestedEntities() async throws -> [DurationAppEntity] {
        // TODO: Return the app's objects of this type.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [DurationAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
