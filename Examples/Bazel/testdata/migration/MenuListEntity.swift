import AppIntents

/// The menu lists a widget can show, as an App Entity: it replaces the definition's custom type
/// `MenuList`, and identifies values by `String`, as the type's identifiers were stored.
struct MenuListEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Menu List"
    static let defaultQuery = MenuListQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct MenuListQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MenuListEntity] { [] }
}
