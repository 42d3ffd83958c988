import AppIntents
import Foundation

/// Book
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct BookAppEntity: AppEntity {
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource("t-Book", defaultValue: "Book", table: "BookClub")
    )
  }
  public static var defaultQuery: BookAppEntityQuery {
    BookAppEntityQuery()
  }

  /// The identifier of the object the app knows it by.
  public var id: String
  /// The text shown for it.
  public var displayString: String
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(displayString)")
  }

  @EntityProperty(
    title: LocalizedStringResource("id-title", defaultValue: "Title", table: "BookClub")
  )
  public var title: String?
  @EntityProperty(title: "author")
  public var author: AuthorAppEntity?
  @EntityProperty(title: "sequel")
  public var sequel: BookAppEntity?
  @EntityProperty(title: "related")
  public var related: [BookAppEntity]?

  /// Creates an entity; its properties have no values.
  public init(id: String, displayString: String) {
    self.id = id
    self.displayString = displayString
  }
}

/// Finds `BookAppEntity` values through the app's code.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct BookAppEntityQuery: EntityStringQuery {
  /// Creates the query.
  public init() {}
  /// The value a new configuration starts with.
  public func defaultResult() async -> BookAppEntity? {
    // TODO: Move the logic of defaultBook(for:) here.
    return nil
  }
  /// The options offered.
  public func suggestedEntities() async throws -> [BookAppEntity] {
    // TODO: Move the logic of provideBookOptionsCollection(for:) here.
    return []
  }
  /// The options offered for a search.
  public func entities(matching string: String) async throws -> [BookAppEntity] {
    // TODO: Move the logic of provideBookOptionsCollection(for:searchTerm:) here.
    return []
  }
  /// The objects with these identifiers, among those the app offers.
  public func entities(for identifiers: [String]) async throws -> [BookAppEntity] {
    try await suggestedEntities().filter { identifiers.contains($0.id) }
  }
}
