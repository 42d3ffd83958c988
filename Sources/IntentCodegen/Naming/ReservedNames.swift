/// Names the generated code itself uses, which names from a definition must not take.
enum ReservedNames {
    /// The file-private box type that breaks recursion between custom types.
    static let indirectBox = "IndirectBox"
    /// Prepended to a boxed property's name to name its hidden stored property.
    static let storagePrefix = "_"

    /// Types that generated code refers to by name. A definition type with one of these names
    /// would shadow it, and a member with one of these names would hide it in expressions.
    static let referencedTypes: Set<String> = [
        "Swift", "Foundation", "IntentRuntime", "String", "Int", "Double", "Bool", "Optional",
        "Array", "Sendable", "Hashable", "Equatable", "Codable", "Encodable", "Decodable",
        "CaseIterable", "RawRepresentable", "CodingKey", "Encoder", "Decoder", "Hasher", "Error",
        "Never", "Void", "DecodingError", "DateComponents", "TimeInterval", "URL", "Data", "Decimal", "Bundle",
        "Measurement", "UnitLength", "UnitTemperature", "UnitMass", "UnitVolume", "UnitSpeed",
        "UnitEnergy", "IntentObject", "IntentOptionsCollection", "IntentOptionMatching",
        "IntentGenericObject", "IntentLocalizedText", "IntentFile", "IntentPerson",
        "IntentPlacemark", "IntentCurrencyAmount", "IntentPaymentMethod",
        "IntentParameterDescriptor", "IntentDescriptor", "IntentValidationIssue", "AnyObject",
        "MainActor", indirectBox,
    ]

    /// Members every generated struct gets from its conformances (`Hashable`, `Codable`), and
    /// the members of the `CodingKeys` enum whose cases are the struct's property names.
    /// (`init(from:)` and `encode(to:)` name their locals `container`, `decoder` and `encoder`;
    /// properties are always written `self.name` there, so those names stay free.)
    private static let conformanceMembers: Set<String> = [
        "hash", "hashValue", "encode", "CodingKeys", "rawValue", "RawValue", "stringValue", "intValue",
    ]

    /// Members an intent struct declares.
    static let intentMembers = conformanceMembers.union(["descriptor", "validate", "resolved"])
    /// Members a response struct declares (factories are named after codes and may share a
    /// name with an instance property).
    static let responseMembers = conformanceMembers.union(["code"])
    /// Members every generated `Int` enum declares or inherits.
    static let enumMembers = conformanceMembers.union(["allCases", "AllCases", "displayName", "typeDisplayName"])
    /// Members a custom type declares or inherits from `IntentObject`, and the labels its
    /// initializers put before the properties' own (`init(identifier:display:…)`): a property
    /// named `display` would repeat a label.
    static let customTypeMembers = conformanceMembers.union([
        "identifier", "display", "displayString", "typeDisplayName",
    ])
}
