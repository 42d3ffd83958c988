/// Static metadata of an intent, as the definition declares it.
public struct IntentDescriptor: Sendable, Hashable {
    /// A summary of the intent for one combination of its parameters
    /// (`INIntentManagedParameterCombinations`, then the older `INIntentParameterCombinations`):
    /// the sentence Shortcuts and Siri show for it, with `${…}` placeholders naming parameters.
    public struct Summary: Sendable, Hashable {
        /// The names of the parameters the combination holds, as the definition lists them.
        public var parameters: [String]
        /// The summary's title.
        public var title: IntentDialogTemplate?
        /// The summary's subtitle.
        public var subtitle: IntentDialogTemplate?

        /// Creates a summary.
        public init(parameters: [String], title: IntentDialogTemplate? = nil, subtitle: IntentDialogTemplate? = nil) {
            self.parameters = parameters
            self.title = title
            self.subtitle = subtitle
        }
    }

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
    /// The summaries with a title or subtitle, managed combinations first, each list in the
    /// definition's (key) order.
    public var summaries: [Summary]

    /// Creates an intent descriptor; everything but the name and title defaults to
    /// "not declared".
    public init(
        name: String,
        title: IntentLocalizedText,
        description: IntentLocalizedText? = nil,
        isEligibleForWidgets: Bool = false,
        isConfigurable: Bool = false,
        parameters: [IntentParameterDescriptor] = [],
        summaries: [Summary] = []
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isConfigurable = isConfigurable
        self.parameters = parameters
        self.summaries = summaries
    }
}
