/// The `appintents` flavor's names: `<Prefix><Name>AppIntent`, `<Enum>AppEnum`,
/// `<Type>AppEntity` and `<Type>AppEntityQuery`, so that the default flavor's types for the
/// same definition (`<Prefix><Name>Intent`, `<Enum>`, `<Type>`) can live in the same module.
/// Parameter and property names stay the definition's own: App Intents migrates a stored
/// widget configuration only when each property keeps its parameter's name, so only names
/// that would break the generated code are reserved.
enum AppIntentsNaming {
    /// The scheme ``DefinitionNames`` applies for the `appintents` flavor.
    static let scheme = NamingScheme(
        intentSuffix: "AppIntent", responseSuffix: "Response", responseCodeSuffix: "ResponseCode",
        handlingSuffix: "Handling", optionsProviderSuffix: "OptionsProvider",
        referencedTypes: referencedTypes.union(NamingScheme.qualifyingModules),
        // Instance members of `AppIntent`, and the dependency property `perform()` reads.
        intentMembers: ["perform", "donate", "callAsFunction", "handling"],
        responseMembers: [],
        // Cases are static members, so they must not take `AppEnum`'s static requirements.
        enumMembers: [
            "rawValue", "RawValue", "allCases", "AllCases", "hash", "hashValue", "typeDisplayRepresentation",
            "caseDisplayRepresentations",
        ],
        // `id` and `displayString` are the entity's own stored properties.
        customTypeMembers: ["id", "ID", "displayString", "displayRepresentation", "hash", "hashValue"],
        boxStoragePrefix: "_",
        // The default flavor's method names: the App Intents code calls them.
        optionsMethod: MethodNamePattern(prefix: "provide", suffix: "OptionsCollection"),
        defaultMethod: MethodNamePattern(prefix: "default", suffix: ""), resolveMethod: nil,
        classNameOverrideSuffix: "AppIntent", enumSuffix: "AppEnum",
        customTypeSuffix: "AppEntity", wrapperStoragePrefix: "_", customTypeQuerySuffix: "Query")

    /// Types the generated code refers to by name.
    private static let referencedTypes: Set<String> = [
        "String", "Int", "Double", "Bool", "Optional",
        "Array", "Sendable", "Hashable", "Equatable", "Error", "Never", "Void", "DateComponents", "URL",
        "Measurement", "UnitLength", "UnitTemperature", "UnitMass", "UnitVolume", "UnitSpeed", "UnitEnergy",
        "CLPlacemark", "IntentFile", "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod",
        "AppIntent", "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "AppEntity", "AppEnum",
        "EntityQuery", "EntityStringQuery", "DynamicOptionsProvider", "IntentDescription",
        "LocalizedStringResource", "TypeDisplayRepresentation", "DisplayRepresentation", "IntentDialog",
        "IntentResult", "ReturnsValue", "ProvidesDialog", "ParameterSummary", "Summary", "When", "Switch",
        "Case", "DefaultCase", "Parameter", "Property", "Dependency", "AppDependency", "AppDependencyManager",
        "IntentCollectionSize", "IntentWidgetFamily", "IntentParameter", "EntityProperty", "MainActor",
    ]
}
