import AppIntents
import Foundation

/// Menu List
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct MenuListAppEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("n0DNRU", defaultValue: "Menu List", table: "Custom"))
    }
    static var defaultQuery: MenuListAppEntityQuery {
        MenuListAppEntityQuery()
    }

    /// The identifier of the object the app knows it by.
    var id: String
    /// The text shown for it.
    var displayString: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    /// Creates an entity; its properties have no values.
    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// Finds `MenuListAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct MenuListAppEntityQuery: EntityQuery {
    // TODO: provideTypeOptionsCollection(for:) was handed the whole intent. If its logic
    // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
    // @IntentParameterDependency<MyIntentAppIntent>(\.$parameter) var intent
    /// The value a new configuration starts with.
    func defaultResult() async -> MenuListAppEntity? {
        // TODO: Move the logic of defaultType(for:) here.
        return nil
    }
    /// The options offered.
    func suggestedEntities() async throws -> [MenuListAppEntity] {
        // TODO: Move the logic of provideTypeOptionsCollection(for:) here.
        return []
    }
    /// The objects with these identifiers, among those the app offers.
    func entities(for identifiers: [String]) async throws -> [MenuListAppEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }
}
