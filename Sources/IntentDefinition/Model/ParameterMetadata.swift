/// `<prefix>Metadata`: per-type settings of a parameter (DefinitionFormat.md, 'Parameter
/// metadata').
///
/// Values are kept as typed by the parameter: the decoder reads numbers from `<integer>` or
/// `<real>` alike and defaults by the parameter's type, not by the XML element, unless the
/// element does not fit that type (then the default keeps the element's kind, and validation
/// reports it).
public struct ParameterMetadata: Hashable, Sendable, Codable {
    /// `…DefaultValue`, typed by the parameter when it fits the parameter's type.
    public var defaultValue: DefaultValue?
    /// `…DefaultValueID`, which often exists without the value.
    public var defaultValueID: String?
    /// `…MinimumValue` (Integer, Decimal).
    public var minimumValue: Located<Double>?
    /// `…MaximumValue` (Integer, Decimal).
    public var maximumValue: Located<Double>?
    /// `…Type`: the editor control or sub-kind (`Field`, `Stepper`, `Slider`, `Date`,
    /// `DateTime`, `Time`, `Custom`, `PlainText`, `Image`, `Name`, `City`, `Contact`, …).
    public var inputType: String?
    /// `…Capitalization` (String): `Sentences`, `Words`, `None`, …
    public var capitalization: String?
    /// `…Multiline` (String).
    public var isMultiline: Bool
    /// `…DisableAutocorrect` (String).
    public var disablesAutocorrect: Bool
    /// `…DisableSmartQuotes` (String).
    public var disablesSmartQuotes: Bool
    /// `…DisableSmartDashes` (String).
    public var disablesSmartDashes: Bool
    /// `…KeyboardType` (String), e.g. `ASCIICapable`.
    public var keyboardType: String?
    /// `…Placeholder` and `…PlaceholderID` (String, Person).
    public var placeholder: LocalizedText?
    /// `…SupportsNegativeNumbers` (Decimal, Integer); absent means false.
    public var supportsNegativeNumbers: Bool
    /// `…TrueDisplayName` and ID (Boolean).
    public var trueDisplayName: LocalizedText?
    /// `…FalseDisplayName` and ID (Boolean).
    public var falseDisplayName: LocalizedText?
    /// `…Format` (DateComponents): `Style`, `Relative`, `Template`.
    public var dateFormat: String?
    /// `…DateStyle` (DateComponents): `Full`, `Medium`, `Short`.
    public var dateStyle: String?
    /// `…TimeStyle` (DateComponents).
    public var timeStyle: String?
    /// `…Template` and ID (DateComponents), e.g. `MMM d, y`.
    public var template: LocalizedText?
    /// `…Unit` (TimeInterval `Multiple`, measurements).
    public var unit: String?
    /// `…DefaultUnit` (TimeInterval, measurements).
    public var defaultUnit: String?
    /// `…MinimumUnit` (TimeInterval).
    public var minimumUnit: String?
    /// `…MaximumUnit` (TimeInterval).
    public var maximumUnit: String?
    /// `…CustomUTIs` (File): the accepted uniform type identifiers.
    public var customUTIs: [String]
    /// `…CurrencyCodes` / `…CurrencyCode` (CurrencyAmount).
    public var currencyCodes: [String]

    /// Creates metadata; everything defaults to absent.
    public init(
        defaultValue: DefaultValue? = nil, defaultValueID: String? = nil,
        minimumValue: Located<Double>? = nil, maximumValue: Located<Double>? = nil,
        inputType: String? = nil, capitalization: String? = nil, isMultiline: Bool = false,
        disablesAutocorrect: Bool = false, disablesSmartQuotes: Bool = false,
        disablesSmartDashes: Bool = false, keyboardType: String? = nil,
        placeholder: LocalizedText? = nil, supportsNegativeNumbers: Bool = false,
        trueDisplayName: LocalizedText? = nil, falseDisplayName: LocalizedText? = nil,
        dateFormat: String? = nil, dateStyle: String? = nil, timeStyle: String? = nil,
        template: LocalizedText? = nil, unit: String? = nil, defaultUnit: String? = nil,
        minimumUnit: String? = nil, maximumUnit: String? = nil, customUTIs: [String] = [],
        currencyCodes: [String] = []
    ) {
        self.defaultValue = defaultValue
        self.defaultValueID = defaultValueID
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.inputType = inputType
        self.capitalization = capitalization
        self.isMultiline = isMultiline
        self.disablesAutocorrect = disablesAutocorrect
        self.disablesSmartQuotes = disablesSmartQuotes
        self.disablesSmartDashes = disablesSmartDashes
        self.keyboardType = keyboardType
        self.placeholder = placeholder
        self.supportsNegativeNumbers = supportsNegativeNumbers
        self.trueDisplayName = trueDisplayName
        self.falseDisplayName = falseDisplayName
        self.dateFormat = dateFormat
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.template = template
        self.unit = unit
        self.defaultUnit = defaultUnit
        self.minimumUnit = minimumUnit
        self.maximumUnit = maximumUnit
        self.customUTIs = customUTIs
        self.currencyCodes = currencyCodes
    }
}

extension ParameterMetadata {
    /// Whether the minimum is above the maximum: no value fits such a range, so neither bound
    /// applies (validation warns, `IC072`).
    public var hasContradictoryBounds: Bool {
        guard let minimum = minimumValue?.value, let maximum = maximumValue?.value else { return false }
        return minimum > maximum
    }

    /// The minimum that applies: ``minimumValue`` unless the bounds contradict each other.
    public var appliedMinimumValue: Located<Double>? { hasContradictoryBounds ? nil : minimumValue }

    /// The maximum that applies: ``maximumValue`` unless the bounds contradict each other.
    public var appliedMaximumValue: Located<Double>? { hasContradictoryBounds ? nil : maximumValue }
}

/// A parameter's default value, typed by the parameter, or as written when the element does not
/// fit the parameter's type (DefinitionFormat.md, 'Parameter metadata').
public struct DefaultValue: Hashable, Sendable, Codable {
    /// The value kinds a default can have.
    public enum Value: Hashable, Sendable, Codable {
        /// String and SpeakableString defaults: free text.
        case string(String)
        /// Integer defaults.
        case integer(Int)
        /// Decimal and TimeInterval defaults (and whole numbers written as `<real>`).
        case number(Double)
        /// Boolean defaults.
        case boolean(Bool)
        /// Enum defaults: the case name, e.g. `week`.
        case enumCase(String)
    }

    /// The value.
    public var value: Value
    /// Where `…DefaultValue` was read, with its localization ID.
    public var location: SourceLocation

    /// Creates a default value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
