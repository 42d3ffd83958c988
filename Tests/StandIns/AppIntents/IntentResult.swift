// Stand-in for what an intent's perform() returns: a value, a dialog, an intent to open.

import Foundation

/// What running an intent produced.
public protocol IntentResult {
    /// The returned value's type (`Never` for none).
    associatedtype Value: _IntentValue = Never
    /// The type of the intent opened after this one (`Never` for none).
    associatedtype OpensAppIntent: AppIntent = Never
    /// The snippet view's type (`Never` for none).
    associatedtype Snippet = Never
    /// The dialog's type (`Never` for none).
    associatedtype Dialog = Never
    /// The returned value.
    var value: Value? { get }
}

/// A result that returns a value.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// A result that speaks or shows a dialog.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult where Snippet == _SnippetViewContainer {}

/// A snippet view, wrapped.
public struct _SnippetViewContainer {}

/// The concrete result the `.result(…)` functions create.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult
where Value: _IntentValue, OpensAppIntent: AppIntent {
    /// The returned value.
    public var value: Value?
    /// The dialog.
    public var dialog: IntentDialog?
    /// The intent opened next.
    public var opensIntent: OpensAppIntent?
}

extension IntentResultContainer: ReturnsValue {}

extension IntentResultContainer: OpensIntent {}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

extension IntentResult {
    /// A result without value or dialog.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }
}

extension IntentResult {
    /// A result returning `value`.
    public static func result<Value>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
        IntentResultContainer(value: value)
    }
}

extension IntentResult {
    /// A result that opens `opensIntent`.
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent {
        IntentResultContainer(opensIntent: opensIntent)
    }
}

extension IntentResult {
    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }
}

extension IntentResult {
    /// A result returning `value` and opening `opensIntent`.
    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
    where
        Self == IntentResultContainer<Value, OpensAppIntent, Never, Never>, Value: _IntentValue,
        OpensAppIntent: AppIntent
    { IntentResultContainer(value: value, opensIntent: opensIntent) }
}

extension IntentResult {
    /// A result returning `value` with a dialog.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

extension IntentResult {
    /// A result returning `value`, opening `opensIntent`, with a dialog.
    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog)
        -> Self
    where
        Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog>, Value: _IntentValue,
        OpensAppIntent: AppIntent
    { IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent) }
}

extension IntentResult {
    /// A result opening `opensIntent`, with a dialog.
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog>, OpensAppIntent: AppIntent {
        IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
    }
}

extension Never: IntentResult {
    public var value: Never? { nil }
    public typealias Dialog = Never
    public typealias OpensAppIntent = Never
    public typealias Snippet = Never
    public typealias Value = Never
}

extension Never: AppIntent {
    public static var title: LocalizedStringResource { "" }
    public init() { fatalError() }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError() }
    public typealias PerformResult = IntentResultContainer<Never, Never, Never, Never>
}

/// What the system says or shows to the user: a prompt, a confirmation or a response.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Creates a dialog from a resource.
    public init(_ string: LocalizedStringResource) {}

    /// Creates a dialog with a spoken full text and a shorter text shown alongside the UI.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {}

    public init(stringLiteral value: String) {}

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

/// An error that makes the system act: ask again, or restart `perform()`.
public struct AppIntentError: Error {
    /// Runs `perform()` again.
    public static var restartPerform: AppIntentError { AppIntentError() }
}
