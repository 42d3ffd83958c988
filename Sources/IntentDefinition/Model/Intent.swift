/// One entry of `INIntents`.
public struct Intent: Hashable, Sendable, Codable {
    /// Whether the intent is the app's own or a customised system intent.
    public enum Kind: Hashable, Sendable, Codable {
        /// `INIntentType = Custom`: code is generated.
        case custom
        /// `INIntentType = System`: a customised SDK intent; decoded, but nothing is generated.
        case system
        /// Any other value, kept as written.
        case other(String)
    }

    /// `INIntentName`, used verbatim (`Intent` and `FooIntent` occur).
    public var name: String
    /// Where the name was read (or the intent's dict when the name is missing).
    public var nameLocation: SourceLocation
    /// The intent's `<dict>`.
    public var location: SourceLocation
    /// `INIntentType`; `.custom` when the key is missing.
    public var kind: Kind
    /// `INIntentCategory`, an open set (`generic`, `information`, …).
    public var category: String?
    /// `INIntentVerb`, an open set (`Do`, `View`, …).
    public var verb: String?
    /// `INIntentTitle` and its ID.
    public var title: LocalizedText?
    /// `INIntentDescription` and its ID.
    public var description: LocalizedText?
    /// `INIntentParameters`, in UI order.
    public var parameters: [Parameter]
    /// `INIntentLastParameterTag`.
    public var lastParameterTag: Located<Int>?
    /// `INIntentResponse`; nil on system intents.
    public var response: Response?
    /// `INIntentParameterCombinations` (the legacy, editable summaries), sorted by key.
    public var parameterCombinations: [ParameterCombination]
    /// `INIntentManagedParameterCombinations` (managed by Xcode), sorted by key.
    public var managedParameterCombinations: [ParameterCombination]
    /// `INIntentConfigurable`: configurable in Shortcuts.
    public var isConfigurable: Bool
    /// `INIntentEligibleForWidgets`: the intent can configure a widget.
    public var isEligibleForWidgets: Bool
    /// `INIntentIneligibleForSuggestions`: opted out of Siri Suggestions.
    public var isIneligibleForSuggestions: Bool
    /// `INIntentUserConfirmationRequired`.
    public var requiresUserConfirmation: Bool
    /// `INIntentInput`: the parameter that receives Shortcuts input.
    public var inputParameterName: Located<String>?
    /// `INIntentKeyParameter`.
    public var keyParameterName: Located<String>?
    /// `INIntentClassPrefix`.
    public var classPrefix: String?
    /// `INIntentClassName`, overriding the generated class name.
    public var className: Located<String>?
    /// `INIntentRestrictions` (meaning unverified; kept as written).
    public var restrictions: Int?
    /// `INIntentDefaultImageName`.
    public var defaultImageName: String?
    /// `INIntentDomain` (system intents).
    public var domain: String?
    /// `INIntentCustomizable` (system intents).
    public var isCustomizable: Bool

    /// Creates an intent; everything but the name and locations has an empty default.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        kind: Kind = .custom, category: String? = nil, verb: String? = nil,
        title: LocalizedText? = nil, description: LocalizedText? = nil,
        parameters: [Parameter] = [], lastParameterTag: Located<Int>? = nil,
        response: Response? = nil, parameterCombinations: [ParameterCombination] = [],
        managedParameterCombinations: [ParameterCombination] = [], isConfigurable: Bool = false,
        isEligibleForWidgets: Bool = false, isIneligibleForSuggestions: Bool = false,
        requiresUserConfirmation: Bool = false, inputParameterName: Located<String>? = nil,
        keyParameterName: Located<String>? = nil, classPrefix: String? = nil,
        className: Located<String>? = nil, restrictions: Int? = nil,
        defaultImageName: String? = nil, domain: String? = nil, isCustomizable: Bool = false
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.kind = kind
        self.category = category
        self.verb = verb
        self.title = title
        self.description = description
        self.parameters = parameters
        self.lastParameterTag = lastParameterTag
        self.response = response
        self.parameterCombinations = parameterCombinations
        self.managedParameterCombinations = managedParameterCombinations
        self.isConfigurable = isConfigurable
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isIneligibleForSuggestions = isIneligibleForSuggestions
        self.requiresUserConfirmation = requiresUserConfirmation
        self.inputParameterName = inputParameterName
        self.keyParameterName = keyParameterName
        self.classPrefix = classPrefix
        self.className = className
        self.restrictions = restrictions
        self.defaultImageName = defaultImageName
        self.domain = domain
        self.isCustomizable = isCustomizable
    }

    /// Whether code is generated for this intent (custom intents only).
    public var generatesCode: Bool { kind == .custom }

    /// The parameter with this name, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}

/// One entry of `INIntentParameterCombinations` or `INIntentManagedParameterCombinations`.
public struct ParameterCombination: Hashable, Sendable, Codable {
    /// The dictionary key as written, e.g. `door,address` or `""`: the combination's identity.
    public var key: String
    /// The key split on `,`: a set of parameter names, not in parameter order.
    public var parameterNames: [String]
    /// Where the key was read.
    public var keyLocation: SourceLocation
    /// `…Title`, a summary with `${parameter}` placeholders.
    public var title: FormatString?
    /// `…Subtitle`.
    public var subtitle: FormatString?
    /// `…SupportsBackgroundExecution`.
    public var supportsBackgroundExecution: Bool
    /// `…IsPrimary` (legacy combinations).
    public var isPrimary: Bool
    /// `…IsLinked` (legacy combinations).
    public var isLinked: Bool
    /// `…UpdatesLinked` (managed combinations).
    public var updatesLinked: Bool

    /// Creates a combination.
    public init(
        key: String, keyLocation: SourceLocation, title: FormatString? = nil,
        subtitle: FormatString? = nil, supportsBackgroundExecution: Bool = false,
        isPrimary: Bool = false, isLinked: Bool = false, updatesLinked: Bool = false
    ) {
        self.key = key
        self.parameterNames = Self.parameterNames(in: key)
        self.keyLocation = keyLocation
        self.title = title
        self.subtitle = subtitle
        self.supportsBackgroundExecution = supportsBackgroundExecution
        self.isPrimary = isPrimary
        self.isLinked = isLinked
        self.updatesLinked = updatesLinked
    }

    /// The comma-separated names of `key` (none for the empty key). Split on characters: a
    /// comma followed by a combining mark is not a comma.
    private static func parameterNames(in key: String) -> [String] {
        guard !key.isEmpty else { return [] }
        // Without a non-ASCII scalar no comma can start a character with a combining mark.
        guard key.utf8.contains(where: { $0 >= 0x80 }) else {
            return key.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
        }
        return key.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
