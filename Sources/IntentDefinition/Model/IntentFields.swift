/// Every stored property of an ``Intent``, in declaration order. Equality, hashing and
/// coding are the ones the compiler synthesizes for these fields, as it did for the
/// intent itself before they were boxed, so boxing changes none of them.
@usableFromInline struct IntentFields: Hashable, Sendable, Codable {
    @usableFromInline var name: String
    @usableFromInline var nameLocation: SourceLocation
    @usableFromInline var location: SourceLocation
    @usableFromInline var kind: Intent.Kind
    @usableFromInline var category: String?
    @usableFromInline var verb: String?
    @usableFromInline var title: LocalizedText?
    @usableFromInline var description: LocalizedText?
    @usableFromInline var parameters: [Parameter]
    @usableFromInline var lastParameterTag: Located<Int>?
    @usableFromInline var response: Response?
    @usableFromInline var parameterCombinations: [ParameterCombination]
    @usableFromInline var managedParameterCombinations: [ParameterCombination]
    @usableFromInline var isConfigurable: Bool
    @usableFromInline var isEligibleForWidgets: Bool
    @usableFromInline var isIneligibleForSuggestions: Bool
    @usableFromInline var requiresUserConfirmation: Bool
    @usableFromInline var inputParameterName: Located<String>?
    @usableFromInline var keyParameterName: Located<String>?
    @usableFromInline var classPrefix: String?
    @usableFromInline var className: Located<String>?
    @usableFromInline var restrictions: Int?
    @usableFromInline var defaultImageName: String?
    @usableFromInline var domain: String?
    @usableFromInline var isCustomizable: Bool
}

extension Intent {
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        storage = CopyOnWriteBox(try IntentFields(from: decoder))
    }
}
