import AppIntents
import Foundation

/// Order Details
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct OrderDetailsAppEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "ca9R5T",
        defaultValue: "Order Details",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  }
  static var defaultQuery: OrderDetailsAppEntityQuery {
    OrderDetailsAppEntityQuery()
  }

  /// The identifier of the object the app knows it by.
  var id: String
  /// The text shown for it.
  var displayString: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(displayString)")
  }

  @EntityProperty(
    title: LocalizedStringResource(
      "lWerjH",
      defaultValue: "Estimated Time",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    )
  )
  var estimatedTime: DateComponents?
  @EntityProperty(
    title: LocalizedStringResource(
      "BunqxH",
      defaultValue: "Total",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    )
  )
  var total: IntentCurrencyAmount?

  /// Creates an entity; its properties have no values.
  init(id: String, displayString: String) {
    self.id = id
    self.displayString = displayString
  }
}

/// Finds `OrderDetailsAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct OrderDetailsAppEntityQuery: EntityQuery {
  /// Creates the query.
  init() {}
  /// The objects the app offers.
  func suggestedEntities() async throws -> [OrderDetailsAppEntity] {
    // TODO: Return the app's objects of this type.
    return []
  }
  /// The objects with these identifiers, among those the app offers.
  func entities(for identifiers: [String]) async throws -> [OrderDetailsAppEntity] {
    try await suggestedEntities().filter { identifiers.contains($0.id) }
  }
}
