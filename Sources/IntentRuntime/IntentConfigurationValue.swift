/// What every generated intent struct offers: a configuration a widget host or shortcut stores,
/// its metadata, and a check of its values. (WidgetKit's `IntentConfiguration` is the widget
/// configuration such an intent configures, hence the `Value` suffix.)
///
/// Host code can be generic over intents:
///
/// ```swift
/// func problems<Intent: IntentConfigurationValue>(in stored: Data, as _: Intent.Type) throws -> [String] {
///     let intent = try JSONDecoder().decode(Intent.self, from: stored)
///     return intent.validate().map(\.description)
/// }
/// ```
public protocol IntentConfigurationValue: Sendable, Hashable, Codable {
    /// The intent's metadata, as the definition states it.
    static var descriptor: IntentDescriptor { get }

    /// The values ``validate()`` checks, by parameter name: the parameters whose descriptors
    /// carry a rule (required, minimum, maximum, no negative numbers). Parameters left out are
    /// not checked. The default is empty.
    var validationValues: [String: IntentValidationValue] { get }

    /// The values the definition does not allow, in parameter order; empty when every value is
    /// allowed. The default checks ``validationValues`` against ``descriptor``
    /// (``IntentDescriptor/validate(_:)``).
    func validate() -> [IntentValidationIssue]

    /// The parameter values as the arguments of the intent's dialogs — its summaries and
    /// prompts — keyed by placeholder (`book`, and paths such as `book.title` that the dialogs
    /// name); unset values are left out. The default is empty.
    var dialogArguments: [String: IntentDialogArgument] { get }
}

extension IntentConfigurationValue {
    /// No parameter has a rule to check.
    public var validationValues: [String: IntentValidationValue] { [:] }

    /// No arguments: an intent without parameters.
    public var dialogArguments: [String: IntentDialogArgument] { [:] }

    /// Checks ``validationValues`` against the rules of ``descriptor``'s parameters.
    public func validate() -> [IntentValidationIssue] {
        Self.descriptor.validate(validationValues)
    }
}
