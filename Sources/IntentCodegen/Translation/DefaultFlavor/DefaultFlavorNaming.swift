/// The default flavor's names: Xcode's suffixes, and the names its generated code declares or
/// refers to, which names from a definition must not take.
enum DefaultFlavorNaming {
    /// The runtime's box that breaks recursion between custom types.
    static let indirectBox = "IntentIndirect"

    /// The scheme ``DefinitionNames`` applies for the default flavor.
    static let scheme = NamingScheme(
        intentSuffix: "Intent", responseSuffix: "Response", responseCodeSuffix: "ResponseCode",
        handlingSuffix: "Handling", optionsProviderSuffix: "OptionsProvider",
        referencedTypes: referencedTypes.union(NamingScheme.qualifyingModules),
        intentMembers: conformanceMembers.union([
            "descriptor", "validate", "validationValues", "resolved", "OptionsProvider", "dialogArguments",
        ]),
        // Factories are named after codes and may share a name with an instance property.
        // The code enum's `dialog` and `conciseDialog` are here too: code names avoid these.
        responseMembers: conformanceMembers.union([
            "code", "dialogArguments", "localizedDialog", "localizedConciseDialog", "dialog", "conciseDialog",
            "parameterDisplayNames",
        ]),
        enumMembers: conformanceMembers.union([
            "allCases", "AllCases", "displayName", "typeDisplayName", "unknownCase", "dialogArgument",
        ]),
        // `display` is a label `init(identifier:display:…)` puts before the properties' own.
        customTypeMembers: conformanceMembers.union([
            "identifier", "display", "displayString", "typeDisplayName", "propertyDisplayNames", "dialogArgument",
        ]),
        boxStoragePrefix: "_",
        optionsMethod: MethodNamePattern(prefix: "provide", suffix: "OptionsCollection"),
        defaultMethod: MethodNamePattern(prefix: "default", suffix: ""), resolveMethod: nil,
        translationsSuffix: "Translations")

    /// Types that generated code refers to by name.
    private static let referencedTypes: Set<String> = [
        "String", "Int", "Double", "Bool", "Optional",
        "Array", "Sendable", "Hashable", "Equatable", "Codable", "Encodable", "Decodable",
        "CaseIterable", "RawRepresentable", "CodingKey", "Encoder", "Decoder", "Hasher", "Error",
        "Never", "Void", "DecodingError", "DateComponents", "TimeInterval", "URL", "Data", "Decimal", "Bundle",
        "Measurement", "UnitLength", "UnitTemperature", "UnitMass", "UnitVolume", "UnitSpeed",
        "UnitEnergy", "IntentObject", "IntentOptionsCollection", "IntentOptionValue",
        "IntentGenericObject", "IntentLocalizedText", "IntentFileValue", "IntentPersonValue",
        "IntentPlacemarkValue", "IntentCurrencyAmountValue", "IntentPaymentMethodValue",
        "IntentParameterDescriptor", "IntentDescriptor", "IntentValidationIssue", "AnyObject",
        "MainActor", "IntentConfigurationValue", "IntentResponse", "IntentResponseCode", "IntentHandler",
        "IntentOptionsProvider", "IntentResolvable", "IntentTolerantEnum", "IntentEnumeration",
        "IntentResolution", "IntentValidationValue", "IntentDialogTemplate", "IntentDialogArgument",
        "IntentDialogValue", "IntentTranslations", "IntentMeasurementValue", "Dimension", indirectBox,
        // Associated types of the protocols generated types conform to (here and in the
        // `appintents` flavor, whose types refer to these), which hide a type of the same name.
        "Intent", "Response", "OptionsProvider", "Code", "AllCases", "RawValue", "ID", "Entity",
    ]

    /// Members every generated struct gets from its conformances (`Hashable`, `Codable`), and
    /// the members of the `CodingKeys` enum whose cases are the struct's property names.
    /// (`init(from:)` and `encode(to:)` name their locals `container`, `decoder` and `encoder`;
    /// properties are always written `self.name` there, so those names stay free.)
    private static let conformanceMembers: Set<String> = [
        "hash", "hashValue", "encode", "CodingKeys", "rawValue", "RawValue", "stringValue", "intValue",
    ]
}
