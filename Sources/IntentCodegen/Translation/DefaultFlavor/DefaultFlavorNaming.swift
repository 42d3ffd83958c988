/// The default flavor's names: Xcode's suffixes, and the names its generated code declares or
/// refers to, which names from a definition must not take.
enum DefaultFlavorNaming {
    /// The scheme ``DefinitionNames`` applies for the default flavor.
    static let scheme = NamingScheme(
        intentSuffix: "Intent", responseSuffix: "Response", responseCodeSuffix: "ResponseCode",
        handlingSuffix: "Handling", optionsProviderSuffix: "OptionsProvider",
        moduleTypes: moduleTypes, contextualTypes: RuntimeAssociatedType.allCases.map(\.rawValue),
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

    /// The module types the default flavor's code names: IntentRuntime's, and the standard
    /// library's and Foundation's its values and conformances use.
    private static let moduleTypes: [ModuleType] =
        IntentRuntimeType.allCases.map(ModuleType.intentRuntime) + StandardLibraryType.allCases.map(ModuleType.swift)
        + ([
            .dateComponents, .timeInterval, .url, .data, .decimal, .bundle, .measurement, .dimension, .unitLength,
            .unitTemperature, .unitMass, .unitVolume, .unitSpeed, .unitEnergy,
        ] as [FoundationType]).map(ModuleType.foundation)

    /// Members every generated struct gets from its conformances (`Hashable`, `Codable`), and
    /// the members of the `CodingKeys` enum whose cases are the struct's property names.
    /// (`init(from:)` and `encode(to:)` name their locals `container`, `decoder` and `encoder`;
    /// properties are always written `self.name` there, so those names stay free.)
    private static let conformanceMembers: Set<String> = [
        "hash", "hashValue", "encode", "CodingKeys", "rawValue", "RawValue", "stringValue", "intValue",
    ]
}

/// The associated types of the runtime's protocols that the default flavor's types conform to
/// (`IntentHandler`'s `Intent` and `Response`, …), which its code writes in `where` clauses and
/// which hide a type of the same name inside the conforming types; the `appintents` flavor's
/// code refers to these types too.
enum RuntimeAssociatedType: String, ContextualTypeName {
    case intent = "Intent"
    case response = "Response"
    case optionsProvider = "OptionsProvider"
    case code = "Code"
    case allCasesCollection = "AllCases"
    case rawValueType = "RawValue"
    case id = "ID"
    case entity = "Entity"
}
