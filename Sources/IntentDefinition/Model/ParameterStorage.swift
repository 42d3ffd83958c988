/// The fields of a ``Parameter``, shared by its copies until one of them is mutated (see
/// `Parameter.storage`).
///
/// `@unchecked Sendable` and `@exclusivity(unchecked)`: a storage is mutated only through a
/// parameter that holds the sole reference to it (copy on write), so no two threads ever see
/// it change and no two accesses overlap, as with the fields of a struct. Checking each access
/// at run time cost 4 M instructions in lint 2 MB (callgrind: `swift_beginAccess` and its set).
@usableFromInline final class ParameterStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var role: ParameterRole
    @exclusivity(unchecked) @usableFromInline var name: String
    @exclusivity(unchecked) @usableFromInline var nameLocation: SourceLocation
    @exclusivity(unchecked) @usableFromInline var location: SourceLocation
    @exclusivity(unchecked) @usableFromInline var tag: Located<Int>?
    @exclusivity(unchecked) @usableFromInline var displayPriority: Int?
    @exclusivity(unchecked) @usableFromInline var displayName: LocalizedText?
    @exclusivity(unchecked) @usableFromInline var type: ParameterType
    @exclusivity(unchecked) @usableFromInline var typeLocation: SourceLocation
    @exclusivity(unchecked) @usableFromInline var isArray: Bool
    @exclusivity(unchecked) @usableFromInline var metadata: ParameterMetadata
    @exclusivity(unchecked) @usableFromInline var isBuiltInProperty: Bool
    @exclusivity(unchecked) @usableFromInline var isConfigurable: Bool
    @exclusivity(unchecked) @usableFromInline var supportsResolution: Bool
    @exclusivity(unchecked) @usableFromInline var supportsDynamicOptions: Bool
    @exclusivity(unchecked) @usableFromInline var supportsSearch: Bool
    @exclusivity(unchecked) @usableFromInline var hasCustomDisambiguation: Bool
    @exclusivity(unchecked) @usableFromInline var promptDialogs: [PromptDialog]
    @exclusivity(unchecked) @usableFromInline var relationship: Relationship?
    @exclusivity(unchecked) @usableFromInline var unsupportedReasons: [UnsupportedReason]
    @exclusivity(unchecked) @usableFromInline var hasFixedSizeArray: Bool
    @exclusivity(unchecked) @usableFromInline var arraySizes: [ArraySize]

    @usableFromInline init(
        role: ParameterRole,
        name: String,
        nameLocation: SourceLocation,
        location: SourceLocation,
        tag: Located<Int>?,
        displayPriority: Int?,
        displayName: LocalizedText?,
        type: ParameterType,
        typeLocation: SourceLocation,
        isArray: Bool,
        metadata: ParameterMetadata,
        isBuiltInProperty: Bool,
        isConfigurable: Bool,
        supportsResolution: Bool,
        supportsDynamicOptions: Bool,
        supportsSearch: Bool,
        hasCustomDisambiguation: Bool,
        promptDialogs: [PromptDialog],
        relationship: Relationship?,
        unsupportedReasons: [UnsupportedReason],
        hasFixedSizeArray: Bool,
        arraySizes: [ArraySize]
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

    /// A storage holding the same fields.
    @usableFromInline func copy() -> ParameterStorage {
        ParameterStorage(
            role: role, name: name, nameLocation: nameLocation, location: location, tag: tag,
            displayPriority: displayPriority, displayName: displayName, type: type, typeLocation: typeLocation,
            isArray: isArray, metadata: metadata, isBuiltInProperty: isBuiltInProperty,
            isConfigurable: isConfigurable, supportsResolution: supportsResolution,
            supportsDynamicOptions: supportsDynamicOptions, supportsSearch: supportsSearch,
            hasCustomDisambiguation: hasCustomDisambiguation, promptDialogs: promptDialogs,
            relationship: relationship, unsupportedReasons: unsupportedReasons,
            hasFixedSizeArray: hasFixedSizeArray, arraySizes: arraySizes)
    }
}

/// Equality, hashing and coding as the compiler synthesizes them for a struct of these fields,
/// in declaration order: boxing the fields changes none of them.
extension Parameter {
    public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
        lhs.storage.hasEqualFields(to: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ParameterStorage.CodingKeys.self)
        self.init(
            role: try container.decode(ParameterRole.self, forKey: .role),
            name: try container.decode(String.self, forKey: .name),
            nameLocation: try container.decode(SourceLocation.self, forKey: .nameLocation),
            location: try container.decode(SourceLocation.self, forKey: .location),
            tag: try container.decodeIfPresent(Located<Int>.self, forKey: .tag),
            displayPriority: try container.decodeIfPresent(Int.self, forKey: .displayPriority),
            displayName: try container.decodeIfPresent(LocalizedText.self, forKey: .displayName),
            type: try container.decode(ParameterType.self, forKey: .type),
            typeLocation: try container.decode(SourceLocation.self, forKey: .typeLocation),
            isArray: try container.decode(Bool.self, forKey: .isArray),
            metadata: try container.decode(ParameterMetadata.self, forKey: .metadata),
            isBuiltInProperty: try container.decode(Bool.self, forKey: .isBuiltInProperty),
            isConfigurable: try container.decode(Bool.self, forKey: .isConfigurable),
            supportsResolution: try container.decode(Bool.self, forKey: .supportsResolution),
            supportsDynamicOptions: try container.decode(Bool.self, forKey: .supportsDynamicOptions),
            supportsSearch: try container.decode(Bool.self, forKey: .supportsSearch),
            hasCustomDisambiguation: try container.decode(Bool.self, forKey: .hasCustomDisambiguation),
            promptDialogs: try container.decode([PromptDialog].self, forKey: .promptDialogs),
            relationship: try container.decodeIfPresent(Relationship.self, forKey: .relationship),
            unsupportedReasons: try container.decode([UnsupportedReason].self, forKey: .unsupportedReasons),
            hasFixedSizeArray: try container.decode(Bool.self, forKey: .hasFixedSizeArray),
            arraySizes: try container.decode([ArraySize].self, forKey: .arraySizes))
    }
}

extension ParameterStorage {
    enum CodingKeys: String, CodingKey {
        case role, name, nameLocation, location, tag, displayPriority, displayName, type, typeLocation
        case isArray, metadata, isBuiltInProperty, isConfigurable, supportsResolution, supportsDynamicOptions
        case supportsSearch, hasCustomDisambiguation, promptDialogs, relationship, unsupportedReasons
        case hasFixedSizeArray, arraySizes
    }

    func hasEqualFields(to rhs: ParameterStorage) -> Bool {
        let lhs = self
        return lhs.role == rhs.role &&
            lhs.name == rhs.name &&
            lhs.nameLocation == rhs.nameLocation &&
            lhs.location == rhs.location &&
            lhs.tag == rhs.tag &&
            lhs.displayPriority == rhs.displayPriority &&
            lhs.displayName == rhs.displayName &&
            lhs.type == rhs.type &&
            lhs.typeLocation == rhs.typeLocation &&
            lhs.isArray == rhs.isArray &&
            lhs.metadata == rhs.metadata &&
            lhs.isBuiltInProperty == rhs.isBuiltInProperty &&
            lhs.isConfigurable == rhs.isConfigurable &&
            lhs.supportsResolution == rhs.supportsResolution &&
            lhs.supportsDynamicOptions == rhs.supportsDynamicOptions &&
            lhs.supportsSearch == rhs.supportsSearch &&
            lhs.hasCustomDisambiguation == rhs.hasCustomDisambiguation &&
            lhs.promptDialogs == rhs.promptDialogs &&
            lhs.relationship == rhs.relationship &&
            lhs.unsupportedReasons == rhs.unsupportedReasons &&
            lhs.hasFixedSizeArray == rhs.hasFixedSizeArray &&
            lhs.arraySizes == rhs.arraySizes
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(name)
        hasher.combine(nameLocation)
        hasher.combine(location)
        hasher.combine(tag)
        hasher.combine(displayPriority)
        hasher.combine(displayName)
        hasher.combine(type)
        hasher.combine(typeLocation)
        hasher.combine(isArray)
        hasher.combine(metadata)
        hasher.combine(isBuiltInProperty)
        hasher.combine(isConfigurable)
        hasher.combine(supportsResolution)
        hasher.combine(supportsDynamicOptions)
        hasher.combine(supportsSearch)
        hasher.combine(hasCustomDisambiguation)
        hasher.combine(promptDialogs)
        hasher.combine(relationship)
        hasher.combine(unsupportedReasons)
        hasher.combine(hasFixedSizeArray)
        hasher.combine(arraySizes)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        try container.encode(name, forKey: .name)
        try container.encode(nameLocation, forKey: .nameLocation)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(displayPriority, forKey: .displayPriority)
        try container.encodeIfPresent(displayName, forKey: .displayName)
        try container.encode(type, forKey: .type)
        try container.encode(typeLocation, forKey: .typeLocation)
        try container.encode(isArray, forKey: .isArray)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(isBuiltInProperty, forKey: .isBuiltInProperty)
        try container.encode(isConfigurable, forKey: .isConfigurable)
        try container.encode(supportsResolution, forKey: .supportsResolution)
        try container.encode(supportsDynamicOptions, forKey: .supportsDynamicOptions)
        try container.encode(supportsSearch, forKey: .supportsSearch)
        try container.encode(hasCustomDisambiguation, forKey: .hasCustomDisambiguation)
        try container.encode(promptDialogs, forKey: .promptDialogs)
        try container.encodeIfPresent(relationship, forKey: .relationship)
        try container.encode(unsupportedReasons, forKey: .unsupportedReasons)
        try container.encode(hasFixedSizeArray, forKey: .hasFixedSizeArray)
        try container.encode(arraySizes, forKey: .arraySizes)
    }
}
