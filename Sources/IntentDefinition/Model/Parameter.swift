/// Where a parameter-shaped dictionary lives; the three share one vocabulary (DefinitionFormat.md,
/// 'Parameters').
public enum ParameterRole: String, Hashable, Sendable, Codable {
    /// `INIntentParameter…` in an intent's `INIntentParameters`.
    case intentParameter
    /// `INIntentResponseParameter…` in a response's `INIntentResponseParameters`.
    case responseParameter
    /// `INTypeProperty…` in a custom type's `INTypeProperties`.
    case typeProperty

    /// The key prefix of this role, e.g. `INIntentParameter`.
    public var keyPrefix: String {
        switch self {
        case .intentParameter: "INIntentParameter"
        case .responseParameter: "INIntentResponseParameter"
        case .typeProperty: "INTypeProperty"
        }
    }
}

/// An intent parameter, response parameter or custom-type property.
///
/// Intent-only settings (resolution, dynamic options, prompts, relationships, …) are read under
/// every prefix, but only intent parameters carry them in real files; for the other two roles
/// they stay at their empty values.
public struct Parameter: Hashable, Sendable, Codable {
    /// Which of the three vocabularies this was read from.
    public var role: ParameterRole
    /// `…Name`, used verbatim.
    public var name: String
    /// Where the name was read (or the dict when the name is missing).
    public var nameLocation: SourceLocation
    /// The parameter's `<dict>`.
    public var location: SourceLocation
    /// `…Tag`: the stable numeric identity.
    public var tag: Located<Int>?
    /// `…DisplayPriority`: 1-based UI order.
    public var displayPriority: Int?
    /// `…DisplayName` and its ID.
    public var displayName: LocalizedText?
    /// The kind decided from `…Type`, `…EnumType` and `…ObjectType` (DefinitionFormat.md, 'Deciding
    /// a parameter's kind').
    public var type: ParameterType
    /// Where `…Type` was read (or the dict when it is missing).
    public var typeLocation: SourceLocation
    /// `…SupportsMultipleValues`: array-valued.
    public var isArray: Bool
    /// `…Metadata`.
    public var metadata: ParameterMetadata
    /// `INTypePropertyDefault`: one of the four built-in `INObject` properties, not generated.
    public var isBuiltInProperty: Bool
    /// `…Configurable`: settable in Shortcuts or a widget.
    public var isConfigurable: Bool
    /// `…SupportsResolution`.
    public var supportsResolution: Bool
    /// `…SupportsDynamicEnumeration`: options are provided dynamically.
    public var supportsDynamicOptions: Bool
    /// `…SupportsSearch`: dynamic options take a search term.
    public var supportsSearch: Bool
    /// `…CustomDisambiguation`.
    public var hasCustomDisambiguation: Bool
    /// `…PromptDialogs`.
    public var promptDialogs: [PromptDialog]
    /// `…Relationship`: shown only when a parent parameter satisfies a predicate.
    public var relationship: Relationship?
    /// `…UnsupportedReasons`.
    public var unsupportedReasons: [UnsupportedReason]
    /// `…FixedSizeArray`: the array size depends on the widget family.
    public var hasFixedSizeArray: Bool
    /// `…ArraySizes`: item counts per widget size class.
    public var arraySizes: [ArraySize]

    /// Creates a parameter; everything but name, type and locations has an empty default.
    public init(
        role: ParameterRole, name: String, nameLocation: SourceLocation,
        location: SourceLocation, tag: Located<Int>? = nil, displayPriority: Int? = nil,
        displayName: LocalizedText? = nil, type: ParameterType, typeLocation: SourceLocation,
        isArray: Bool = false, metadata: ParameterMetadata = ParameterMetadata(),
        isBuiltInProperty: Bool = false, isConfigurable: Bool = false,
        supportsResolution: Bool = false, supportsDynamicOptions: Bool = false,
        supportsSearch: Bool = false, hasCustomDisambiguation: Bool = false,
        promptDialogs: [PromptDialog] = [], relationship: Relationship? = nil,
        unsupportedReasons: [UnsupportedReason] = [], hasFixedSizeArray: Bool = false,
        arraySizes: [ArraySize] = []
    ) {
        self.role = role
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.tag = tag
        self.displayPriority = displayPriority
        self.displayName = displayName
        self.type = type
        self.typeLocation = typeLocation
        self.isArray = isArray
        self.metadata = metadata
        self.isBuiltInProperty = isBuiltInProperty
        self.isConfigurable = isConfigurable
        self.supportsResolution = supportsResolution
        self.supportsDynamicOptions = supportsDynamicOptions
        self.supportsSearch = supportsSearch
        self.hasCustomDisambiguation = hasCustomDisambiguation
        self.promptDialogs = promptDialogs
        self.relationship = relationship
        self.unsupportedReasons = unsupportedReasons
        self.hasFixedSizeArray = hasFixedSizeArray
        self.arraySizes = arraySizes
    }

}

/// What kind of value a parameter holds (DefinitionFormat.md, 'Type strings').
public enum ParameterType: Hashable, Sendable, Codable {
    case string
    case integer
    case decimal
    case boolean
    case dateComponents
    case timeInterval
    case url
    case file
    case placemark
    case person
    case speakableString
    case currencyAmount
    case paymentMethod
    /// A Foundation measurement (`Distance`, `Temperature`, …).
    case measurement(MeasurementKind)
    /// `Integer` + `…EnumType`: a value of an enum.
    case enumeration(TypeReference)
    /// `Object` + `…ObjectType`: a custom type or a `System` object.
    case object(TypeReference)
    /// `Object` without `…ObjectType`: the legacy untyped `INObject`.
    case genericObject
    /// A `…Type` string intentc does not know; validation reports it, nothing is guessed.
    case unknown(String)
    /// No `…Type` key at all.
    case missing

    /// Whether values of this type are numbers that `…MinimumValue` and `…MaximumValue` bound:
    /// Integer, Decimal, TimeInterval and the measurements. Validation checks bounds and
    /// defaults against it; generated code describes and enforces the bounds of these types.
    public var hasNumericBounds: Bool {
        switch self {
        case .integer, .decimal, .timeInterval, .measurement: true
        default: false
        }
    }

    /// The `…Type` strings of the scalar kinds, as Xcode writes them.
    package static let scalarTypeNames: [String: ParameterType] = [
        "String": .string, "Integer": .integer, "Decimal": .decimal, "Boolean": .boolean,
        "DateComponents": .dateComponents, "TimeInterval": .timeInterval, "URL": .url,
        "File": .file, "Placemark": .placemark, "Person": .person,
        "SpeakableString": .speakableString, "CurrencyAmount": .currencyAmount,
        "PaymentMethod": .paymentMethod,
        "Distance": .measurement(.length), "Temperature": .measurement(.temperature),
        "Mass": .measurement(.mass), "Volume": .measurement(.volume),
        "Speed": .measurement(.speed), "Energy": .measurement(.energy),
    ]
}

/// The measurement types the runtime knows of (spellings from Xamarin's generator; unverified).
public enum MeasurementKind: String, Hashable, Sendable, Codable, CaseIterable {
    case length, temperature, mass, volume, speed, energy
}

/// A reference from a parameter to an enum or custom type by name.
public struct TypeReference: Hashable, Sendable, Codable {
    /// `…EnumType` / `…ObjectType`.
    public var name: String
    /// `…EnumTypeNamespace` / `…ObjectTypeNamespace`, when present.
    public var namespace: String?
    /// Where the name was read.
    public var location: SourceLocation

    /// Creates a reference.
    public init(name: String, namespace: String?, at location: SourceLocation) {
        self.name = name
        self.namespace = namespace
        self.location = location
    }

    /// Whether the reference names Apple's built-in types (namespace `System`), which the file
    /// does not define.
    public var isSystem: Bool { namespace == "System" }
}

/// `…Relationship`: the parameter is shown or used only when its parent satisfies a predicate.
public struct Relationship: Hashable, Sendable, Codable {
    /// `…RelationshipParentName`; missing when the parent was deleted (a dangling relationship).
    public var parentName: Located<String>?
    /// `…RelationshipPredicateName`.
    public var predicate: RelationshipPredicate?
    /// `…RelationshipPredicateValue`: the parent enum's case name, or the parent Boolean's value.
    public var predicateValue: Located<RelationshipValue>?
    /// `…RelationshipPredicateValues`.
    public var predicateValues: [String]
    /// The relationship's `<dict>`.
    public var location: SourceLocation

    /// Creates a relationship.
    public init(
        parentName: Located<String>?, predicate: RelationshipPredicate?, predicateValue: Located<RelationshipValue>?,
        predicateValues: [String] = [], at location: SourceLocation
    ) {
        self.parentName = parentName
        self.predicate = predicate
        self.predicateValue = predicateValue
        self.predicateValues = predicateValues
        self.location = location
    }
}

extension Relationship {
    /// The value as text: the parent enum's case name for `EnumHasExactValue`; nil when the
    /// value is absent or a Boolean.
    public var textValue: Located<String>? {
        guard let predicateValue, case .text(let text) = predicateValue.value else { return nil }
        return Located(text, at: predicateValue.location)
    }

    /// The parent value `BooleanHasExactValue` asks for: the Boolean written, and `false` when
    /// none is (Xcode leaves `false` out).
    public var booleanValue: Bool {
        guard let predicateValue, case .boolean(let flag) = predicateValue.value else { return false }
        return flag
    }
}

/// What a relationship asks of its parent (`…RelationshipPredicateName`): the predicates Xcode
/// writes, and any other kept as written. Encoded as the name, as the file spells it.
public enum RelationshipPredicate: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// `HasAnyValue`: the parent has a value.
    case hasAnyValue
    /// `EnumHasExactValue`: the parent enum has the case the relationship's value names.
    case enumHasExactValue
    /// `BooleanHasExactValue`: the parent Boolean has the relationship's value.
    case booleanHasExactValue
    /// A predicate this version does not know, by its name.
    case other(String)

    /// The predicate the file names `name`.
    public init(name: String) {
        switch name {
        case "HasAnyValue": self = .hasAnyValue
        case "EnumHasExactValue": self = .enumHasExactValue
        case "BooleanHasExactValue": self = .booleanHasExactValue
        default: self = .other(name)
        }
    }

    /// The predicate named by a literal, as the file spells it.
    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    /// The name as the file spells it.
    public var name: String {
        switch self {
        case .hasAnyValue: "HasAnyValue"
        case .enumHasExactValue: "EnumHasExactValue"
        case .booleanHasExactValue: "BooleanHasExactValue"
        case .other(let name): name
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// The value a relationship's predicate compares its parent with.
public enum RelationshipValue: Hashable, Sendable {
    /// A text, e.g. the parent enum's case name (`EnumHasExactValue`).
    case text(String)
    /// A Boolean (`BooleanHasExactValue`), written `<true/>`, or as a flag in any spelling.
    case boolean(Bool)
}

/// One entry of `…PromptDialogs`.
public struct PromptDialog: Hashable, Sendable, Codable {
    /// `…PromptDialogType`: `Primary`, `Configuration`, `Confirmation`, … (an open set).
    public var type: String
    /// `…PromptDialogCustom`.
    public var isCustom: Bool
    /// `…PromptDialogFormatString` and its ID; nil for "customisable, left empty".
    public var formatString: FormatString?
    /// The entry's `<dict>`.
    public var location: SourceLocation

    /// Creates a prompt dialog.
    public init(type: String, isCustom: Bool, formatString: FormatString?, at location: SourceLocation) {
        self.type = type
        self.isCustom = isCustom
        self.formatString = formatString
        self.location = location
    }
}

/// One entry of `…UnsupportedReasons`.
public struct UnsupportedReason: Hashable, Sendable, Codable {
    /// `…UnsupportedReasonCode`, a case name such as `required`.
    public var code: String
    /// `…UnsupportedReasonFormatString` and its ID.
    public var formatString: FormatString?
    /// `…UnsupportedReasonDefault`: a built-in reason Xcode added.
    public var isDefault: Bool
    /// `…UnsupportedReasonCustom`: a user-defined reason.
    public var isCustom: Bool
    /// The entry's `<dict>`.
    public var location: SourceLocation

    /// Creates an unsupported reason.
    public init(
        code: String, formatString: FormatString?, isDefault: Bool, isCustom: Bool,
        at location: SourceLocation
    ) {
        self.code = code
        self.formatString = formatString
        self.isDefault = isDefault
        self.isCustom = isCustom
        self.location = location
    }
}

/// One entry of `…ArraySizes`: how many items a widget family takes.
public struct ArraySize: Hashable, Sendable, Codable {
    /// `…ArraySizeSizeClass`: `Small`, `Medium`, `Large`, `ExtraLarge`, `Accessory…`.
    public var sizeClass: String
    /// `…ArraySizeSize`: the item count.
    public var size: Int
    /// The entry's `<dict>`.
    public var location: SourceLocation

    /// Creates an array size.
    public init(sizeClass: String, size: Int, at location: SourceLocation) {
        self.sizeClass = sizeClass
        self.size = size
        self.location = location
    }
}
