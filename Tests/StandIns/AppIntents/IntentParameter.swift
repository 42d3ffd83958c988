// Stand-in for the `@Parameter` property wrapper (IntentParameter) and the option types its
// initializers take. The initializers per value type are in IntentParameterInitializers.swift.

import Foundation

/// An intent's parameter: `@Parameter(title: …) var name: Type`.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable where Value: _IntentValue, Value: Sendable {
    /// The value the parameter starts with (the stand-in keeps no values).
    public final var defaultValue: Value.UnwrappedType? { nil }
    /// The parameter's title.
    public final var title: LocalizedStringResource { "" }

    /// The stand-in's designated initializer, hidden from clients; the public initializers
    /// are convenience initializers constrained to a value type, as in the framework.
    init(standInTitle title: LocalizedStringResource) {}

    /// Whether the parameter may be left empty.
    public final var isOptional: Bool { Value.self is ExpressibleByNilLiteral.Type }

    /// The parameter itself, through `$name`.
    public final var projectedValue: IntentParameter<Value> { self }

    /// The parameter's current value.
    public final var wrappedValue: Value {
        get { fatalError("stand-in: parameters hold no values") }
        set {}
    }
}

extension IntentParameter: AnyIntentValue {}

extension IntentParameter {
    /// Asks the user for the value.
    public final func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType { fatalError() }

    /// Asks the user to choose one of `itemsToDisambiguate`.
    public final func requestDisambiguation(
        among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
    ) async throws -> Value.ValueType { fatalError() }

    /// Asks the user to confirm `itemToConfirm`.
    public final func requestConfirmation(for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil)
        async throws -> Bool
    { fatalError() }
}

extension IntentParameter {
    /// The error that makes the system ask for the value.
    public final func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { fatalError() }

    /// The error that makes the system ask the user to choose.
    public final func needsDisambiguationError(
        among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
    ) -> AppIntentError { fatalError() }
}

extension IntentParameter {
    /// How an integer parameter is edited.
    public enum IntControlStyle {
        case stepper
        case field
    }
}

extension IntentParameter {
    /// How a decimal parameter is edited.
    public enum DoubleControlStyle {
        case stepper
        case field
        case slider
    }

    /// The closed range of a bounded numeric parameter.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound) where Bound: Comparable
}

extension IntentParameter {
    /// Which parts of a date a date parameter asks for.
    public enum DateKind {
        case date
        case time
        case dateTime
    }
}

extension IntentParameter where Value.ValueType == Int {
    /// How the parameter is edited.
    public final var controlStyle: IntentParameter<Value>.IntControlStyle? { nil }
}

extension IntentParameter where Value.ValueType == Double {
    /// How the parameter is edited.
    public final var controlStyle: IntentParameter<Value>.DoubleControlStyle? { nil }
}

extension IntentParameter where Value.ValueType == Date {
    /// Which parts of a date the parameter asks for.
    public final var dateKind: IntentParameter<Value>.DateKind? { nil }
}

extension IntentParameter where Value.ValueType == String {
    /// How the text is typed.
    public final var inputOptions: String.IntentInputOptions? { nil }
}

extension IntentParameter where Value.ValueType == Bool {
    /// The names shown for true and false.
    public final var displayName: Bool.IntentDisplayName? { nil }
}

extension IntentParameterContext where Value.ValueType == Int {
    /// How the parameter is edited.
    public var controlStyle: IntentParameter<Value>.IntControlStyle? { nil }
    /// The parameter's bounds.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Int>? { nil }
}

extension IntentParameterContext where Value.ValueType == Double {
    /// How the parameter is edited.
    public var controlStyle: IntentParameter<Value>.DoubleControlStyle? { nil }
    /// The parameter's bounds.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Double>? { nil }
}

extension String {
    /// How a text parameter is typed.
    public struct IntentInputOptions {
        /// The keyboard offered.
        public enum KeyboardType {
            case `default`
            case asciiCapable
            case numbersAndPunctuation
            case URL
            case numberPad
        }

        /// Which letters are capitalized automatically.
        public enum CapitalizationType {
            case none
            case words
            case sentences
            case allCharacters
        }

        public var keyboardType: String.IntentInputOptions.KeyboardType
        public var capitalizationType: String.IntentInputOptions.CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        /// Creates the options.
        public init(
            keyboardType: String.IntentInputOptions.KeyboardType = .asciiCapable,
            capitalizationType: String.IntentInputOptions.CapitalizationType = .sentences, multiline: Bool = false,
            autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension Bool {
    /// The names shown for a Boolean parameter's two values.
    public struct IntentDisplayName {
        public let `true`: LocalizedStringResource
        public let `false`: LocalizedStringResource

        /// Creates the names.
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {
            self.true = `true`
            self.false = `false`
        }
    }
}

/// The number of items an array parameter takes.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable {
    /// Between `min` and `max` items.
    public init(min: Int, max: Int) {}
    /// Exactly `exactly` items.
    public init(exactly: Int) {}
    public init(integerLiteral value: Int) {}
}

/// A widget size, for sizes that differ per family.
public enum IntentWidgetFamily {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
}
