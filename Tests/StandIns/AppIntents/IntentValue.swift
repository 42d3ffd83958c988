// Stand-in for App Intents' value protocols: what a parameter, property or result may hold,
// and the resolvers that turn one value kind into another. Declarations follow Apple's
// AppIntents interface (iOS 17.0); bodies are placeholders, the module is only typechecked.

import Foundation

/// A type App Intents can pass as a parameter, property or result value.
public protocol _IntentValue {
    /// The element type (the value itself, or the element of an array or optional).
    associatedtype ValueType: _IntentValue = Self
    /// The type without optionality.
    associatedtype UnwrappedType: _IntentValue = Self
    /// The resolvers that produce this value from other kinds of input.
    associatedtype Specification: ResolverSpecification
    /// The resolvers used when a parameter declares none.
    static var defaultResolverSpecification: Specification { get }
}

/// A value that has a title and can be optional: a parameter, a property or its context.
public protocol AnyIntentValue: Sendable {
    /// The value type.
    associatedtype Value: _IntentValue, Sendable
    /// Whether the value may be absent.
    var isOptional: Bool { get }
    /// The title shown for the value.
    var title: LocalizedStringResource { get }
}

/// A value type that is a sequence of intent values (arrays and sets).
public protocol _SequenceIntentValue: _IntentValue {}

/// Turns an input value into a parameter's value.
public protocol Resolver: Hashable, Sendable {
    /// What the resolver reads.
    associatedtype Input: _IntentValue
    /// What the resolver produces.
    associatedtype Output: _IntentValue
    /// Resolves `input` for the parameter described by `context`.
    func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
    /// The context a resolver receives.
    public typealias Context = IntentParameterContext
}

/// A resolver that checks a value against a parameter's range.
public protocol RangeCheckingResolver: Resolver {}

/// A value that can be compared against a parameter's range.
public protocol RangeComparableProperty: _IntentValue, Comparable {}

/// A sequence of resolvers producing one output type.
public protocol ResolverSpecification: Hashable, Sendable, Sequence where Element == any Resolver {
    /// The type the resolvers produce.
    associatedtype Output: _IntentValue
}

/// The resolver specification without resolvers.
public struct EmptyResolverSpecification<Value>: ResolverSpecification where Value: _IntentValue {
    public typealias Output = Value

    /// Creates the empty specification.
    public init() {}

    public func makeIterator() -> IndexingIterator<[any Resolver]> { [any Resolver]().makeIterator() }

    public func hash(into hasher: inout Hasher) {}

    public static func == (a: EmptyResolverSpecification<Value>, b: EmptyResolverSpecification<Value>) -> Bool {
        true
    }
}

/// Builds a resolver specification from a parameter's `resolvers:` closure.
@resultBuilder public enum ResolverSpecificationBuilder<Property> where Property: _IntentValue {}

extension ResolverSpecificationBuilder {
    /// A specification without resolvers.
    public static func buildBlock() -> some ResolverSpecification { EmptyResolverSpecification<Property>() }
}

/// What a resolver learns about the parameter it resolves.
public struct IntentParameterContext<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
    public var isOptional: Bool { fatalError() }
    public var title: LocalizedStringResource { fatalError() }
}

extension IntentParameterContext {
    /// Asks the user for the value.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType { fatalError() }

    /// Asks the user to choose one of `itemsToDisambiguate`.
    public func requestDisambiguation(
        among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
    ) async throws -> Value.ValueType { fatalError() }

    /// Asks the user to confirm `itemToConfirm`.
    public func requestConfirmation(for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil) async throws
        -> Bool
    { fatalError() }
}

extension IntentParameterContext {
    /// The error that makes the system ask for the value.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { fatalError() }

    /// The error that makes the system ask the user to choose.
    public func needsDisambiguationError(among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil)
        -> AppIntentError
    { fatalError() }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType
    public typealias Specification = Wrapped.UnwrappedType.Specification
    public static var defaultResolverSpecification: Wrapped.UnwrappedType.Specification {
        Wrapped.UnwrappedType.defaultResolverSpecification
    }
}

extension Array: _IntentValue, _SequenceIntentValue where Element: _IntentValue {
    public typealias ValueType = Element
    public typealias UnwrappedType = [Element]
    public typealias Specification = EmptyResolverSpecification<[Element]>
    public static var defaultResolverSpecification: EmptyResolverSpecification<[Element]> { .init() }
}

extension Set: _IntentValue, _SequenceIntentValue where Element: _IntentValue {
    public typealias ValueType = Element
    public typealias UnwrappedType = Set<Element>
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<Set<Element>>()
    }
}

extension String: _IntentValue {
    public typealias UnwrappedType = String
    public typealias ValueType = String
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<String>()
    }
}

extension Int: _IntentValue {
    public typealias UnwrappedType = Int
    public typealias ValueType = Int
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<Int>()
    }
}

extension Int: RangeComparableProperty {}

extension Double: _IntentValue {
    public typealias UnwrappedType = Double
    public typealias ValueType = Double
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<Double>()
    }
}

extension Double: RangeComparableProperty {}

extension Bool: _IntentValue {
    public typealias UnwrappedType = Bool
    public typealias ValueType = Bool
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<Bool>()
    }
}

extension Date: _IntentValue {
    public typealias UnwrappedType = Date
    public typealias ValueType = Date
    public typealias Specification = EmptyResolverSpecification<Date>
    public static var defaultResolverSpecification: EmptyResolverSpecification<Date> { .init() }
}

extension DateComponents: _IntentValue {
    public typealias UnwrappedType = DateComponents
    public typealias ValueType = DateComponents
    public typealias Specification = EmptyResolverSpecification<DateComponents>
    public static var defaultResolverSpecification: EmptyResolverSpecification<DateComponents> { .init() }
}

extension URL: _IntentValue {
    public typealias UnwrappedType = URL
    public typealias ValueType = URL
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<URL>()
    }
}

extension Never: _IntentValue, ParameterSummary {
    public typealias Intent = Never
    public typealias Specification = EmptyResolverSpecification<Never>
    public typealias UnwrappedType = Never
    public typealias ValueType = Never
    public static var defaultResolverSpecification: EmptyResolverSpecification<Never> { .init() }
}
