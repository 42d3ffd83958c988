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
    /// Every property, behind one reference: a parameter is copied into and out of arrays,
    /// closures and checks many times (decoding, validation, naming, planning), and copying
    /// two dozen fields retained each string, array and location one by one (callgrind, lint
    /// 2 MB: 4,070 copies at ~900 instructions plus as many destroys). Copying one reference
    /// costs a retain; a mutation copies the fields first when the storage is shared. Mutate
    /// only through the properties, which do that; they are inlinable so that other modules
    /// read a field in place instead of calling an accessor and copying what it yields.
    @usableFromInline var storage: CopyOnWriteBox<ParameterFields>

    /// Which of the three vocabularies this was read from.
    public var role: ParameterRole {
        @inlinable _read { yield storage.fields.role }
        @inlinable _modify { yield &uniqueFields.role }
    }
    /// `…Name`, used verbatim.
    public var name: String {
        @inlinable _read { yield storage.fields.name }
        @inlinable _modify { yield &uniqueFields.name }
    }
    /// Where the name was read (or the dict when the name is missing).
    public var nameLocation: SourceLocation {
        @inlinable _read { yield storage.fields.nameLocation }
        @inlinable _modify { yield &uniqueFields.nameLocation }
    }
    /// The parameter's `<dict>`.
    public var location: SourceLocation {
        @inlinable _read { yield storage.fields.location }
        @inlinable _modify { yield &uniqueFields.location }
    }
    /// `…Tag`: the stable numeric identity.
    public var tag: Located<Int>? {
        @inlinable _read { yield storage.fields.tag }
        @inlinable _modify { yield &uniqueFields.tag }
    }
    /// `…DisplayPriority`: 1-based UI order.
    public var displayPriority: Int? {
        @inlinable _read { yield storage.fields.displayPriority }
        @inlinable _modify { yield &uniqueFields.displayPriority }
    }
    /// `…DisplayName` and its ID.
    public var displayName: LocalizedText? {
        @inlinable _read { yield storage.fields.displayName }
        @inlinable _modify { yield &uniqueFields.displayName }
    }
    /// The kind decided from `…Type`, `…EnumType` and `…ObjectType` (DefinitionFormat.md, 'Deciding
    /// a parameter's kind').
    public var type: ParameterType {
        @inlinable _read { yield storage.fields.type }
        @inlinable _modify { yield &uniqueFields.type }
    }
    /// Where `…Type` was read (or the dict when it is missing).
    public var typeLocation: SourceLocation {
        @inlinable _read { yield storage.fields.typeLocation }
        @inlinable _modify { yield &uniqueFields.typeLocation }
    }
    /// `…SupportsMultipleValues`: array-valued.
    public var isArray: Bool {
        @inlinable _read { yield storage.fields.isArray }
        @inlinable _modify { yield &uniqueFields.isArray }
    }
    /// `…Metadata`.
    public var metadata: ParameterMetadata {
        @inlinable _read { yield storage.fields.metadata }
        @inlinable _modify { yield &uniqueFields.metadata }
    }
    /// `INTypePropertyDefault`: one of the four built-in `INObject` properties, not generated.
    public var isBuiltInProperty: Bool {
        @inlinable _read { yield storage.fields.isBuiltInProperty }
        @inlinable _modify { yield &uniqueFields.isBuiltInProperty }
    }
    /// `…Configurable`: settable in Shortcuts or a widget.
    public var isConfigurable: Bool {
        @inlinable _read { yield storage.fields.isConfigurable }
        @inlinable _modify { yield &uniqueFields.isConfigurable }
    }
    /// `…SupportsResolution`.
    public var supportsResolution: Bool {
        @inlinable _read { yield storage.fields.supportsResolution }
        @inlinable _modify { yield &uniqueFields.supportsResolution }
    }
    /// `…SupportsDynamicEnumeration`: options are provided dynamically.
    public var supportsDynamicOptions: Bool {
        @inlinable _read { yield storage.fields.supportsDynamicOptions }
        @inlinable _modify { yield &uniqueFields.supportsDynamicOptions }
    }
    /// `…SupportsSearch`: dynamic options take a search term.
    public var supportsSearch: Bool {
        @inlinable _read { yield storage.fields.supportsSearch }
        @inlinable _modify { yield &uniqueFields.supportsSearch }
    }
    /// `…CustomDisambiguation`.
    public var hasCustomDisambiguation: Bool {
        @inlinable _read { yield storage.fields.hasCustomDisambiguation }
        @inlinable _modify { yield &uniqueFields.hasCustomDisambiguation }
    }
    /// `…PromptDialogs`.
    public var promptDialogs: [PromptDialog] {
        @inlinable _read { yield storage.fields.promptDialogs }
        @inlinable _modify { yield &uniqueFields.promptDialogs }
    }
    /// `…Relationship`: shown only when a parent parameter satisfies a predicate.
    public var relationship: Relationship? {
        @inlinable _read { yield storage.fields.relationship }
        @inlinable _modify { yield &uniqueFields.relationship }
    }
    /// `…UnsupportedReasons`.
    public var unsupportedReasons: [UnsupportedReason] {
        @inlinable _read { yield storage.fields.unsupportedReasons }
        @inlinable _modify { yield &uniqueFields.unsupportedReasons }
    }
    /// `…FixedSizeArray`: the array size depends on the widget family.
    public var hasFixedSizeArray: Bool {
        @inlinable _read { yield storage.fields.hasFixedSizeArray }
        @inlinable _modify { yield &uniqueFields.hasFixedSizeArray }
    }
    /// `…ArraySizes`: item counts per widget size class.
    public var arraySizes: [ArraySize] {
        @inlinable _read { yield storage.fields.arraySizes }
        @inlinable _modify { yield &uniqueFields.arraySizes }
    }

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
        storage = CopyOnWriteBox(
            ParameterFields(
                role: role, name: name, nameLocation: nameLocation, location: location, tag: tag,
                displayPriority: displayPriority, displayName: displayName, type: type, typeLocation: typeLocation,
                isArray: isArray, metadata: metadata, isBuiltInProperty: isBuiltInProperty,
                isConfigurable: isConfigurable, supportsResolution: supportsResolution,
                supportsDynamicOptions: supportsDynamicOptions, supportsSearch: supportsSearch,
                hasCustomDisambiguation: hasCustomDisambiguation, promptDialogs: promptDialogs,
                relationship: relationship, unsupportedReasons: unsupportedReasons,
                hasFixedSizeArray: hasFixedSizeArray, arraySizes: arraySizes))
    }

    /// The fields, made this parameter's own first when other copies share them: every
    /// property's `_modify` goes through here.
    @inlinable var uniqueFields: ParameterFields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = CopyOnWriteBox(storage.fields) }
            yield &storage.fields
        }
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
    public static let scalarTypeNames: [String: ParameterType] = [
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
    /// `…RelationshipPredicateName`: `HasAnyValue`, `EnumHasExactValue`, `BooleanHasExactValue`, …
    public var predicate: String?
    /// `…RelationshipPredicateValue`: the parent enum's case name, or the parent Boolean's value.
    public var predicateValue: Located<RelationshipValue>?
    /// `…RelationshipPredicateValues`.
    public var predicateValues: [String]
    /// The relationship's `<dict>`.
    public var location: SourceLocation

    /// Creates a relationship.
    public init(
        parentName: Located<String>?, predicate: String?, predicateValue: Located<RelationshipValue>?,
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
