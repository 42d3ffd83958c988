import AppIntents
import Foundation

/// Contact
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct ContactAppEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "kvxd28",
        defaultValue: "Contact",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  static var defaultQuery: ContactAppEntityQuery {
    ContactAppEntityQuery()
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

/// Finds `ContactAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct ContactAppEntityQuery: EntityQuery {
  // TODO: provideContactOptionsCollection(for:) was handed the whole intent. If its logic
  // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
  // @IntentParameterDependency<ConfigurationAppIntent>(\.$imageSize) var intent
  /// Creates the query.
  init() {}
  /// The value a new configuration starts with.
  func defaultResult() async -> ContactAppEntity? {
    // TODO: Move the logic of defaultContact(for:) here.
    return nil
  }
  /// The options offered.
  func suggestedEntities() async throws -> [ContactAppEntity] {
    // TODO: Move the logic of provideContactOptionsCollection(for:) here.
    return []
  }
  /// The objects with these identifiers, among those the app offers.
  func entities(for identifiers: [String]) async throws -> [ContactAppEntity] {
    try await suggestedEntities().filter { identifiers.contains($0.id) }
  }
}
