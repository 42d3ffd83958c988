import AppIntents
import Foundation

/// 👨\u{200D}👩\u{200D}👧 family
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AnyAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource("VY1Ws8", defaultValue: "👨\u{200D}👩\u{200D}👧 family", table: "Seed3")
        )
    }
    static var defaultQuery: AnyAppEntityQuery {
        AnyAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    @EntityProperty(title: "")
    var minimumValue24: Bool?

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `AnyAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AnyAppEntityQuery: EntityQuery {
    /// The objects the app offers.
    func suggestedEntities() async throws -> [AnyAppEntity] {
        // TODO: Return the app's objects of this type.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [AnyAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
