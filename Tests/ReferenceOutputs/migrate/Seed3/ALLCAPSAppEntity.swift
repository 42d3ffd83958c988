import AppIntents
import Foundation

/// Émoji 🎉☕️
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct ALLCAPSAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("DicUEg", defaultValue: "Émoji 🎉☕️", table: "Seed3"))
    }
    static var defaultQuery: ALLCAPSAppEntityQuery {
        ALLCAPSAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    @EntityProperty(title: LocalizedStringResource("3aNdpX", defaultValue: "#\"raw\"#", table: "Seed3"))
    var do11: DateComponents?
    @EntityProperty(title: LocalizedStringResource("qrhhZa", defaultValue: "\"\"\" three quotes", table: "Seed3"))
    var rawValue: Int?
    @EntityProperty(title: LocalizedStringResource("2ZfXg2", defaultValue: "#\"raw\"#", table: "Seed3"))
    var Error67: URL?

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `ALLCAPSAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct ALLCAPSAppEntityQuery: EntityQuery {
    /// The objects the app offers.
    func suggestedEntities() async throws -> [ALLCAPSAppEntity] {
        // TODO: Return the app's objects of this type.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [ALLCAPSAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
