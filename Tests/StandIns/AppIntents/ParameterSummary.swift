// Stand-in for parameter summaries: the sentence describing an intent with its parameters,
// and the `When` / `Switch` conditions choosing between sentences.

import Foundation

/// A description of an intent with its parameters.
public protocol ParameterSummary {
    /// The intent described.
    associatedtype Intent: AppIntent
}

/// Builds a parameter summary from one summary expression.
@resultBuilder public enum ParameterSummaryBuilder<Intent> where Intent: AppIntent {
    public static func buildExpression<Summary>(_ expression: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary { expression }

    public static func buildBlock<Summary>(_ block: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary { block }
}

/// A summary sentence with `\(\.$parameter)` placeholders, plus parameters shown below it.
public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
    /// A sentence with parameters listed below it.
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<
            Intent
        >]
    ) {}

    /// A sentence.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {}

    /// Parameters without a sentence.
    public init(
        @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<
            Intent
        >]
    ) {}

    /// An empty summary.
    public init() {}

    /// Builds the list of parameters shown below a summary.
    @resultBuilder public enum ParameterKeyPathsBuilder {
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>)
            -> PartialKeyPath<Intent>
        where ValueType: _IntentValue, ValueType: Sendable { expression }

        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { blocks }
    }
}

/// A summary sentence; interpolations are parameters' key paths.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation where Intent: AppIntent {
    /// A sentence without parameters.
    public init(_ value: String) {}

    public init(stringLiteral value: String) {}

    public init(stringInterpolation: ParameterSummaryString<Intent>.StringInterpolation) {}

    /// Collects a summary sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {}

        /// Appends the placeholder of a parameter.
        public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
        where ValueType: _IntentValue, ValueType: Sendable, Subject: KeyPath<Intent, IntentParameter<ValueType>> {}
    }
}

/// Tests whether a parameter has a value.
public enum HasValueComparisonOperator {
    case hasNoValue
    case hasAnyValue
}

/// Tests a parameter for equality.
public enum EquatableComparisonOperator {
    case notEqualTo
    case equalTo
}

/// Tests whether a parameter is one of several values.
public enum OneOfComparisonOperator {
    case oneOf
}

/// Compares a parameter with a value.
public enum ComparableComparisonOperator {
    case lessThan
    case lessThanOrEqualTo
    case greaterThan
    case greaterThanOrEqualTo
}

/// Compares a text parameter with a string.
public enum StringComparisonOperator {
    case doesNotContain
    case contains
    case hasPrefix
    case hasSuffix
}

/// One summary when a parameter meets a condition, another otherwise.
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary
where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
    /// Chooses by whether the parameter has a value.
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue {}

    /// Chooses by whether a parameter equals `value`.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue {}

    /// Chooses by whether an optional parameter equals `value`.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    )
    where
        ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
        ValueType.ValueType: Equatable
    {}

    /// Chooses by whether a parameter is one of `values`.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [ValueType.ValueType], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: Equatable {}

    /// Chooses by comparing a parameter with `value`.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Comparable, ValueType == Parameter.Value, Parameter: AnyIntentValue {}

    /// Chooses by comparing an optional parameter with `value`.
    public init<Value, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    )
    where
        Value: ExpressibleByNilLiteral, Value == Parameter.Value, Parameter: AnyIntentValue,
        Value.ValueType: Comparable
    {}

    /// Chooses by the widget family the intent configures.
    public init(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [IntentWidgetFamily],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}

    /// Chooses by the widget family the intent configures.
    public init(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

/// One summary per value of a parameter.
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition>: ParameterSummary
where Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase {
    /// Chooses among the cases built by `builder` by the parameter at `keyPath`.
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
    ) {}
}

/// A case of a `Switch`.
public protocol _ParameterSummarySwitchCase {
    associatedtype Intent: AppIntent
    associatedtype Value: _IntentValue
    associatedtype Summary: ParameterSummary
}

/// The summary used when the parameter has one of the given values.
public struct ParameterSummaryCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    /// The summary for `value`.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}

    /// The summary for any of `value`.
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

/// The summary used when no case matches.
public struct ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    /// The default summary.
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

/// The cases of a `Switch`, with its default case.
public struct ParameterSummaryTupleCaseCondition<Intent, Value, ValueType>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue {
    public typealias Summary = Never
}

/// Builds the cases of a `Switch`: one or more cases followed by a default case.
@resultBuilder public enum ParameterSummaryCaseBuilder<Intent, Value> where Intent: AppIntent, Value: _IntentValue {
    public static func buildExpression<C0>(_ expression: C0) -> C0
    where Intent == C0.Intent, Value == C0.Value, C0: _ParameterSummarySwitchCase { expression }
}
