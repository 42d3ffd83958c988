// Stand-in for App Intents' app-defined values: entities (with their `@Property`
// properties) and enumerations.

import Foundation

/// A value type the app defines for intents.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// An identifier type App Intents can store as a string.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for, or `nil`.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension Float: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Float? {
        Float(entityIdentifierString)
    }
}

/// An app object intents can take and return, found again by its identifier through a query.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where Self == Self.ValueType, Self.ID: EntityIdentifierConvertible {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery where Self.ValueType == Self.DefaultQuery.Entity
    /// The query used when a parameter names none.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// The property wrapper for an entity's properties.
    public typealias Property = EntityProperty
}

extension AppEntity {
    public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }
}

/// An entity that exists only as an intent's result and is never looked up again.
public protocol TransientAppEntity: AppEntity {
    /// Creates the entity with its properties unset.
    init()
}

extension TransientAppEntity {
    public var id: UUID { UUID() }
    public static var defaultQuery: _TransientAppEntityQuery<Self> { .init() }
}

/// The query of a transient entity, which finds nothing.
public struct _TransientAppEntityQuery<Entity>: EntityQuery where Entity: TransientAppEntity {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
    public typealias Result = [Entity]
}

/// A fixed set of values, each with a display representation: `enum X: String, AppEnum`.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where Self.RawValue: LosslessStringConvertible {}

extension AppEnum {
    public static var defaultResolverSpecification: some ResolverSpecification { EmptyResolverSpecification<Self>() }
}

extension AppEntity where Self: CaseDisplayRepresentable {
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: "")
    }
}

/// A property of an entity: `@Property(title: …) var name: Type`.
@propertyWrapper
public final class EntityProperty<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
    /// The property's title.
    public final var title: LocalizedStringResource

    /// The stand-in's designated initializer, hidden from clients; the public initializers
    /// are convenience initializers constrained to a value type, as in the framework.
    init(standInTitle title: LocalizedStringResource) { self.title = title }

    /// Whether the property may be empty.
    public final var isOptional: Bool { Value.self is ExpressibleByNilLiteral.Type }

    /// The property itself, through `$name`.
    public final var projectedValue: EntityProperty<Value> { self }

    /// The property's value.
    public final var wrappedValue: Value {
        get { fatalError("stand-in: properties hold no values") }
        set {}
    }
}

extension EntityProperty where Value.ValueType == Int {
    /// An integer property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == Double {
    /// A decimal property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == String {
    /// A text property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == Bool {
    /// A Boolean property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == Date {
    /// A date property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == DateComponents {
    /// A date components property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType == URL {
    /// A URL property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType: AppEnum {
    /// An enumeration property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension EntityProperty where Value.ValueType: AppEntity {
    /// An entity property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}
