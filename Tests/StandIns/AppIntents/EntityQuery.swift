// Stand-in for how App Intents finds values: option providers, entity queries and the
// collections they return.

import Foundation

/// A source of the values a parameter offers.
public protocol DynamicOptionsProvider: _SupportsAppDependencies {
    /// The collection of options.
    associatedtype Result: ResultsCollection
    /// The type of the default value.
    associatedtype DefaultValue: _IntentValue = Self.Result.Result
    where Self.DefaultValue.ValueType == Self.Result.Result.ValueType
    /// The options.
    func results() async throws -> Result
    /// The value a parameter starts with, or `nil`.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// Options grouped in sections.
    public typealias ItemCollection = IntentItemCollection
    /// A section of options.
    public typealias ItemSection<R> = IntentItemSection<R> where R == Self.Result.Result
    /// One option.
    public typealias Item<R> = IntentItem<R> where R == Self.Result.Result
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// Finds entities by identifier, and suggests some.
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity = Self.Result.Result.ValueType where Self.Entity == Self.Result.Result
    /// The collection of suggested entities.
    associatedtype Result = [Self.Entity]
    /// Creates the query.
    init()
    /// The entities with the given identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered before the user searches.
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    public func suggestedEntities() async throws -> Result { fatalError() }
    public func results() async throws -> Result { try await suggestedEntities() }
}

/// A query that can also find entities matching a string.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> Result
}

/// A query that can list all its entities.
public protocol EnumerableEntityQuery: EntityQuery {
    /// All entities.
    func allEntities() async throws -> Result
    /// The description of the generated find intent.
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    public static var findIntentDescription: IntentDescription? { nil }
}

/// A collection of options or entities.
public protocol ResultsCollection<Result> {
    /// The element type.
    associatedtype Result: _IntentValue
    /// The prompt shown above the options.
    var promptLabel: LocalizedStringResource? { get }
    /// Whether the options are indexed alphabetically.
    var usesIndexedCollation: Bool { get }
    /// All options.
    var items: [Result.ValueType] { get }
    /// The collection without options.
    static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public var items: [Element.ValueType] { fatalError() }
    public static var empty: [Element] { [] }
}

/// Options grouped in sections.
public struct IntentItemCollection<Result>: ResultsCollection where Result: _IntentValue {
    /// The sections.
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    /// Creates the collection from sections built by `sectionsBuilder`.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Creates the collection from one section of values.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result])
    where Result: DisplayRepresentable {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [])
    }

    /// Creates the collection from sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public var items: [Result.ValueType] { fatalError() }

    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

/// A titled group of options.
public struct IntentItemSection<Result> where Result: _IntentValue {
    /// The section's title.
    public var description: DisplayRepresentation?
    /// The options.
    public var items: [IntentItem<Result>]

    /// A section without title.
    public init(items: [IntentItem<Result>]) {
        self.items = items
    }

    /// A titled section of items.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(items: items)
        self.description = DisplayRepresentation(title: title)
    }

    /// A titled section of values.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section of items built by `itemsBuilder`.
    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(items: itemsBuilder())
    }

    /// A titled section with subtitle and image, of items built by `itemsBuilder`.
    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(title, items: itemsBuilder())
    }
}

extension IntentItemSection {
    /// Builds the sections of a collection.
    @resultBuilder public enum Builder {
        public static func buildBlock() -> [IntentItemSection<Result>] { [] }
        public static func buildBlock(_ sections: IntentItemSection<Result>...) -> [IntentItemSection<Result>] {
            sections
        }
        public static func buildBlock(_ items: IntentItem<Result>...) -> [IntentItemSection<Result>] {
            [IntentItemSection(items: items)]
        }
    }
}

/// One option, with how it is shown.
public struct IntentItem<Value> where Value: _IntentValue {
    /// The value.
    public var value: Value
    /// How the value is shown.
    public var description: DisplayRepresentation

    /// An option with a title, subtitle and image.
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    /// An option shown as the value shows itself.
    public init(_ value: Value) {
        self.init(value, title: "")
    }
}

extension IntentItem {
    /// Builds the items of a section.
    @resultBuilder public enum Builder {
        public static func buildExpression(_ expression: Value) -> IntentItem<Value> { IntentItem(expression) }
        public static func buildExpression<ExpressionValue>(_ expression: IntentItem<ExpressionValue>)
            -> IntentItem<ExpressionValue>
        where ExpressionValue: _IntentValue { expression }
        public static func buildBlock(_ items: IntentItem<Value>...) -> [IntentItem<Value>] { items }
        public static func buildBlock(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
        public static func buildArray(_ components: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
            var all: [IntentItem<Value>] = []
            for component in components { all += component }
            return all
        }
        public static func buildBlock() -> [Value] { [] }
    }
}
