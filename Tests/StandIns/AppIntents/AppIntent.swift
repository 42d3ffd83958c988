// Stand-in for the AppIntent protocol family: the intent itself, widget configuration,
// migration from a custom Intents class, and the metadata an intent declares.

import Foundation

/// A type with an identifier that stays the same across app versions.
public protocol PersistentlyIdentifiable {
    /// The stable identifier of the type.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// A type that can declare `@Dependency` properties resolved by the ``AppDependencyManager``.
public protocol _SupportsAppDependencies {}

extension _SupportsAppDependencies {
    /// The property wrapper for a dependency.
    public typealias Dependency = AppDependency
}

/// An action the system can run: from Siri, Shortcuts, Spotlight or a widget.
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The name of the action.
    static var title: LocalizedStringResource { get }
    /// Whether running the action brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// When the action may run on a locked device.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether the action is offered to the user.
    static var isDiscoverable: Bool { get }
    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary
    /// The sentence describing the action with its parameters.
    static var parameterSummary: SummaryContent { get }
    /// The description of the action.
    static var description: IntentDescription? { get }
    /// Runs the action.
    func perform() async throws -> PerformResult
    /// Creates the intent with its parameters unset.
    init()
}

extension AppIntent {
    /// The property wrapper for a parameter.
    public typealias Parameter = IntentParameter
    /// A summary chosen by a condition on a parameter.
    public typealias When = ParameterSummaryWhenCondition
    /// A summary chosen by the value of a parameter.
    public typealias Switch<Value, CaseCondition> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    where Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
    /// One case of a ``Switch``.
    public typealias Case = ParameterSummaryCaseCondition
    /// The case of a ``Switch`` used when no other case matches.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
    /// A summary sentence.
    public typealias Summary = IntentParameterSummary<Self>
}

extension AppIntent {
    public static var openAppWhenRun: Bool { false }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var description: IntentDescription? { nil }
    public static var persistentIdentifier: String { String(describing: Self.self) }
    public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }
    public static var isDiscoverable: Bool { true }

    /// Donates the intent to the system.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { fatalError() }

    /// Donates the intent to the system.
    @discardableResult
    public func donate() -> IntentDonationIdentifier { fatalError() }

    /// Donates the intent with the result it produced.
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier { fatalError() }

    /// Donates the intent with the result it produced.
    @discardableResult
    public func donate(result: some IntentResult) -> IntentDonationIdentifier { fatalError() }

    /// Runs the intent and returns its value.
    public func callAsFunction(donate donateOnCompletion: Bool = true) async throws -> PerformResult.Value
    where PerformResult: ReturnsValue { fatalError() }

    /// Runs the intent.
    public func callAsFunction(donate donateOnCompletion: Bool = true) async throws
    where PerformResult.Value == Never { fatalError() }
}

extension AppIntent {
    /// Asks the user to confirm before the intent continues, showing `result`.
    public func requestConfirmation<Result>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws where Result: IntentResult { fatalError() }

    /// Asks the user to confirm before the intent continues.
    public func requestConfirmation() async throws { fatalError() }
}

/// The label of the button that confirms an intent.
public struct ConfirmationActionName: Sendable {
    /// "Continue".
    public static var `continue`: ConfirmationActionName { fatalError() }
}

/// The identifier of a donation.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable {}

/// When an intent may run on a locked device.
public enum IntentAuthenticationPolicy {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

/// Whether a parameter takes the result of the previous action in a shortcut.
public enum InputConnectionBehavior {
    case `default`
    case never
    case connectToPreviousIntentResult
}

/// An intent that configures a widget.
public protocol WidgetConfigurationIntent: AppIntent {
    /// The result of `perform()`, which a configuration intent never produces.
    associatedtype NeverResult where NeverResult == Never
}

extension WidgetConfigurationIntent {
    public func perform() async throws -> NeverResult { fatalError() }
}

/// An intent that replaces a custom intent of the Intents framework, so that donations,
/// shortcuts and configured widgets of the old intent carry over.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The Objective-C class name of the custom intent the intent replaces.
    static var intentClassName: String { get }
}

extension CustomIntentMigratedAppIntent {
    public static var persistentIdentifier: String { intentClassName }
}

/// An intent defined by the system that an app implements.
public protocol SystemIntent: AppIntent {}

/// The text describing an intent.
public struct IntentDescription: ExpressibleByStringLiteral {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category the intent is listed under.
    public var categoryName: LocalizedStringResource?
    /// Words that find the intent in a search.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the intent's result value.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// Creates a description naming the result value.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }
}

/// An intent whose runs the system may suggest again.
public protocol PredictableIntent: AppIntent {
    /// The type of ``predictionConfiguration``.
    associatedtype Prediction: IntentPredictionConfiguration
    /// Which parameter combinations may be suggested, and how they are shown.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// A description of suggestions for one intent type.
public protocol IntentPredictionConfiguration {
    /// The intent the suggestions run.
    associatedtype Intent: AppIntent
}

/// A suggestion of an intent with some of its parameters set; `T` is the key path, or the
/// tuple of key paths, of those parameters.
public struct IntentPrediction<Intent, T>: IntentPredictionConfiguration where Intent: AppIntent {
    /// A suggestion without parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {}
}

/// Several suggestions.
public struct TupleIntentPrediction<Intent, T>: IntentPredictionConfiguration where Intent: AppIntent {}
