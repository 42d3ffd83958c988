/// Static metadata of an intent, as the definition declares it.
public struct IntentDescriptor: Sendable, Hashable {
    /// The intent's name (`INIntentName`).
    public var name: String
    /// The title shown to the user, with its localization key.
    public var title: IntentLocalizedText
    /// The description shown to the user, with its localization key.
    public var description: IntentLocalizedText?
    /// Whether the intent can configure a widget.
    public var isEligibleForWidgets: Bool
    /// Whether the user can configure the intent's parameters.
    public var isConfigurable: Bool
    /// The parameters, in the definition's order.
    public var parameters: [IntentParameterDescriptor]

    /// Creates an intent descriptor; everything but the name and title defaults to
    /// "not declared".
    public init(
        name: String,
        title: IntentLocalizedText,
        description: IntentLocalizedText? = nil,
        isEligibleForWidgets: Bool = false,
        isConfigurable: Bool = false,
        parameters: [IntentParameterDescriptor] = []
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isConfigurable = isConfigurable
        self.parameters = parameters
    }
}
