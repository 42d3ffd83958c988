/// Static metadata of one intent parameter, as the definition declares it.
public struct IntentParameterDescriptor: Sendable, Hashable {
    /// The kind of value a parameter holds, following the definition's `INIntentParameterType`.
    public enum ValueType: Sendable, Hashable {
        /// `String`.
        case string
        /// `Integer`.
        case integer
        /// `Decimal`.
        case decimal
        /// `Boolean`.
        case boolean
        /// `DateComponents`.
        case dateComponents
        /// `Duration`, stored as a `TimeInterval`.
        case timeInterval
        /// `URL`.
        case url
        /// `File`, stored as an ``IntentFileValue``.
        case file
        /// `Placemark`, stored as an ``IntentPlacemarkValue``.
        case placemark
        /// `Person`, stored as an ``IntentPersonValue``.
        case person
        /// `SpeakableString`, stored as a `String`.
        case speakableString
        /// `CurrencyAmount`, stored as an ``IntentCurrencyAmountValue``.
        case currencyAmount
        /// `PaymentMethod`, stored as an ``IntentPaymentMethodValue``.
        case paymentMethod
        /// A measurement; the payload is the definition's type name (`Distance`, `Temperature`,
        /// `Mass`, `Volume`, `Speed`, `Energy`).
        ///
        /// Values are stored as ``IntentMeasurementValue`` of `UnitLength`, `UnitTemperature`,
        /// `UnitMass`, `UnitVolume`, `UnitSpeed` or `UnitEnergy`: `Sendable` in Swift 6 on every
        /// SDK, equal across units (1 km == 1000 m), and encoded as Foundation's `Measurement`.
        case measurement(String)
        /// An enumeration; the payload is the definition's enum name (`INEnumName`).
        case enumeration(String)
        /// A custom type; the payload is the definition's type name (`INTypeName`).
        case object(String)
        /// An `Object` that names no custom type, stored as an ``IntentGenericObject``.
        case genericObject
    }

    /// A parameter's dependency on a parent parameter (`INIntentParameterRelationship`): the
    /// parameter applies (is shown and resolved) only while the parent's value satisfies the
    /// predicate. Generated intents state the check as `is<P>Applicable`.
    public struct Relationship: Sendable, Hashable {
        /// What the parent's value must be for the dependent parameter to apply, with the
        /// values the definition leaves implicit spelled out.
        public enum Predicate: Sendable, Hashable {
            /// `HasAnyValue`: the parent is set (not nil, not an empty array, not an enum's
            /// unknown case).
            case hasAnyValue
            /// `EnumHasExactValue`: the parent holds the enum case with this name (the
            /// definition's case name).
            case enumHasExactValue(String)
            /// `BooleanHasExactValue`: the parent holds this Boolean. The definition writes no
            /// value when it is `false` (Xcode omits false), so a missing value means `false`;
            /// an unset parent counts as `false` too.
            case booleanHasExactValue(Bool)
            /// A predicate this version does not know, as written with its value; the
            /// parameter is treated as always applicable.
            case unrecognized(name: String, value: String?)
        }

        /// The name of the parent parameter.
        public var parentName: String
        /// What the parent's value must satisfy.
        public var predicate: Predicate

        /// Creates a relationship to a parent parameter.
        public init(parentName: String, predicate: Predicate) {
            self.parentName = parentName
            self.predicate = predicate
        }
    }

    /// One reason the definition lists for rejecting a value (`INIntentParameterUnsupportedReasons`),
    /// with the definition's own text for it.
    public struct UnsupportedReason: Sendable, Hashable {
        /// The reason's code (`…UnsupportedReasonCode`), for example `required`,
        /// `lessThanMinimumValue` or an app-defined code.
        public var code: String
        /// The definition's text for it (`…UnsupportedReasonFormatString`) with its localization
        /// key (`…FormatStringID`); it may hold placeholders such as `${displayName}`. Nil when
        /// the definition gives no text.
        public var text: IntentLocalizedText?

        /// Creates a reason.
        public init(code: String, text: IntentLocalizedText? = nil) {
            self.code = code
            self.text = text
        }

        /// ``text`` as a dialog, for ``IntentTranslations/render(_:language:arguments:)``
        /// (`displayName`, `minimumValue` and `maximumValue` are its usual placeholders).
        public var dialog: IntentDialogTemplate? {
            text.map { IntentDialogTemplate($0.defaultValue, key: $0.key) }
        }
    }

    /// One of the parameter's prompts (`INIntentParameterPromptDialogs`): what Siri asks or
    /// says while it settles the parameter's value.
    public struct Prompt: Sendable, Hashable {
        /// The prompt's kind as the definition writes it (`…PromptDialogType`): `Primary`,
        /// `Configuration`, `Confirmation`, `DisambiguationIntroduction`,
        /// `DisambiguationSelection` and others.
        public var kind: String
        /// The prompt's text with its key and placeholders (`${location}`; disambiguation
        /// prompts also name `${count}`, the number of options, which the app supplies).
        public var dialog: IntentDialogTemplate

        /// Creates a prompt.
        public init(kind: String, dialog: IntentDialogTemplate) {
            self.kind = kind
            self.dialog = dialog
        }
    }

    /// The parameter's name (`INIntentParameterName`).
    public var name: String
    /// The name shown to the user, with its localization key.
    public var displayName: IntentLocalizedText?
    /// The kind of value the parameter holds.
    public var valueType: ValueType
    /// Whether the parameter holds several values.
    public var isArray: Bool
    /// Whether the user can set the parameter when configuring a widget or shortcut.
    public var isConfigurable: Bool
    /// Whether an options provider supplies the values to choose from.
    public var hasDynamicOptions: Bool
    /// Whether the options provider can filter its options by a search term.
    public var supportsSearch: Bool
    /// Whether validation reports a missing value. The file format has no such flag; by intentc's
    /// convention a parameter is required when it lists an unsupported reason with the code
    /// `required`.
    public var isRequired: Bool
    /// The definition's default value as plain text (for example `week`, `20` or `true`).
    public var defaultValue: String?
    /// The smallest allowed value of a numeric parameter.
    public var minimumValue: Double?
    /// The largest allowed value of a numeric parameter.
    public var maximumValue: Double?
    /// Whether validation reports negative numbers: the parameter lists the unsupported reason
    /// `negativeNumbersNotSupported` and does not declare that it supports them. A
    /// ``minimumValue`` of zero or more already rules them out, and then takes precedence.
    public var negativeNumbersNotSupported: Bool
    /// The parent parameter this one depends on.
    public var relationship: Relationship?
    /// The unsupported reasons the definition lists, in its order, with their texts.
    public var unsupportedReasons: [UnsupportedReason]
    /// The prompts the definition writes for the parameter, in its order (those left empty
    /// are left out).
    public var prompts: [Prompt]
    /// A String parameter's default value as text to show, with its key, when the definition
    /// lets it be translated (``defaultValue`` stays the Base text the intent is created with).
    public var localizedDefaultValue: IntentLocalizedText?
    /// A Boolean parameter's display name for `true`, with its key, when the definition gives one.
    public var trueDisplayName: IntentLocalizedText?
    /// A Boolean parameter's display name for `false`, with its key, when the definition gives one.
    public var falseDisplayName: IntentLocalizedText?

    /// Creates a parameter descriptor; everything but the name and value type defaults to
    /// "not declared".
    public init(
        name: String,
        displayName: IntentLocalizedText? = nil,
        valueType: ValueType,
        isArray: Bool = false,
        isConfigurable: Bool = false,
        hasDynamicOptions: Bool = false,
        supportsSearch: Bool = false,
        isRequired: Bool = false,
        defaultValue: String? = nil,
        minimumValue: Double? = nil,
        maximumValue: Double? = nil,
        negativeNumbersNotSupported: Bool = false,
        relationship: Relationship? = nil,
        unsupportedReasons: [UnsupportedReason] = [],
        prompts: [Prompt] = [],
        localizedDefaultValue: IntentLocalizedText? = nil,
        trueDisplayName: IntentLocalizedText? = nil,
        falseDisplayName: IntentLocalizedText? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.valueType = valueType
        self.isArray = isArray
        self.isConfigurable = isConfigurable
        self.hasDynamicOptions = hasDynamicOptions
        self.supportsSearch = supportsSearch
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.negativeNumbersNotSupported = negativeNumbersNotSupported
        self.relationship = relationship
        self.unsupportedReasons = unsupportedReasons
        self.prompts = prompts
        self.localizedDefaultValue = localizedDefaultValue
        self.trueDisplayName = trueDisplayName
        self.falseDisplayName = falseDisplayName
    }
}
