import AppIntents
import Foundation

/// Contact
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct ContactAppEntity: AppEntity {
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "kvxd28",
        defaultValue: "Contact",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  public static var defaultQuery: ContactAppEntityQuery {
    ContactAppEntityQuery()
  }

  /// The identifier of the object the app knows it by.
  public var id: String
  /// The text shown for it.
  public var displayString: String
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(displayString)")
  }

  /// Creates an entity; its properties have no values.
  public init(id: String, displayString: String) {
    self.id = id
    self.displayString = displayString
  }
}

/// Finds `ContactAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct ContactAppEntityQuery: EntityQuery {
  /// Creates the query.
  public init() {}
  /// The value a new configuration starts with.
  public func defaultResult() async -> ContactAppEntity? {
    // TODO: Move the logic of defaultContact(for:) here.
    return nil
  }
  /// The options offered.
  public func suggestedEntities() async throws -> [ContactAppEntity] {
    // TODO: Move the logic of provideContactOptionsCollection(for:) here.
    return []
  }
  /// The objects with these identifiers, among those the app offers.
  public func entities(for identifiers: [String]) async throws -> [ContactAppEntity] {
    try await suggestedEntities().filter { identifiers.contains($0.id) }
  }
}
