/// Every stored property of a ``Parameter``, in declaration order. Equality, hashing and
/// coding are the ones the compiler synthesizes for these fields, as it did for the
/// parameter itself before they were boxed, so boxing changes none of them.
@usableFromInline struct ParameterFields: Hashable, Sendable, Codable {
    @usableFromInline var role: ParameterRole
    @usableFromInline var name: String
    @usableFromInline var nameLocation: SourceLocation
    @usableFromInline var location: SourceLocation
    @usableFromInline var tag: Located<Int>?
    @usableFromInline var displayPriority: Int?
    @usableFromInline var displayName: LocalizedText?
    @usableFromInline var type: ParameterType
    @usableFromInline var typeLocation: SourceLocation
    @usableFromInline var isArray: Bool
    @usableFromInline var metadata: ParameterMetadata
    @usableFromInline var isBuiltInProperty: Bool
    @usableFromInline var isConfigurable: Bool
    @usableFromInline var supportsResolution: Bool
    @usableFromInline var supportsDynamicOptions: Bool
    @usableFromInline var supportsSearch: Bool
    @usableFromInline var hasCustomDisambiguation: Bool
    @usableFromInline var promptDialogs: [PromptDialog]
    @usableFromInline var relationship: Relationship?
    @usableFromInline var unsupportedReasons: [UnsupportedReason]
    @usableFromInline var hasFixedSizeArray: Bool
    @usableFromInline var arraySizes: [ArraySize]
}

extension Parameter {
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        storage = CopyOnWriteBox(try ParameterFields(from: decoder))
    }
}
