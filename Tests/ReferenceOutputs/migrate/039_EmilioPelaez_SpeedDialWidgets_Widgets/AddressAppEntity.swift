import AppIntents
import Foundation

/// Address
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AddressAppEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "jZhccx",
        defaultValue: "Address",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  static var defaultQuery: AddressAppEntityQuery {
    AddressAppEntityQuery()
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

/// Finds `AddressAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct AddressAppEntityQuery: EntityQuery {
  // TODO: provideAddressOptionsCollection(for:) was handed the whole intent. If its logic
  // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
  // @IntentParameterDependency<ConfigurationAppIntent>(\.$imageSize) var intent
  /// Creates the query.
  init() {}
  /// The value a new configuration starts with.
  func defaultResult() async -> AddressAppEntity? {
    // TODO: Move the logic of defaultAddress(for:) here.
    return nil
  }
  /// The options offered.
  func suggestedEntities() async throws -> [AddressAppEntity] {
    // TODO: Move the logic of provideAddressOptionsCollection(for:) here.
    return []
  }
  /// The objects with these identifiers, among those the app offers.
  func entities(for identifiers: [String]) async throws -> [AddressAppEntity] {
    try await suggestedEntities().filter { identifiers.contains($0.id) }
  }
}
