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
        moduleTypes: moduleTypes, contextualTypes: AppIntentContextualType.allCases.map(\.rawValue),
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

    /// The module types the flavor reserves: App Intents', and the standard library's,
    /// Foundation's and Core Location's its values use. Parameter names carry the values users
    /// stored, and a reserved type name is one a member must not take, so the set stays what it
    /// has been: the types the code names only qualified since (the parameter-dependency wrapper,
    /// predictions, `UnitDuration`) are left out, which their qualification makes safe.
    private static let moduleTypes: [ModuleType] =
        AppIntentsType.allCases.filter { !unreservedAppIntentsTypes.contains($0) }.map(ModuleType.appIntents)
        + CoreLocationType.allCases.map(ModuleType.coreLocation)
        + ([
            .string, .int, .double, .bool, .optional, .array, .sendable, .hashable, .equatable, .error, .never, .void,
            .mainActor,
        ] as [StandardLibraryType]).map(ModuleType.swift)
        + ([
            .dateComponents, .url, .measurement, .unitLength, .unitTemperature, .unitMass, .unitVolume, .unitSpeed,
            .unitEnergy, .localizedStringResource,
        ] as [FoundationType]).map(ModuleType.foundation)

    /// App Intents types the code names, always qualified, that no name must avoid.
    private static let unreservedAppIntentsTypes: Set<AppIntentsType> = [
        .intentParameterDependency, .predictableIntent, .intentPrediction, .intentPredictionConfiguration,
    ]
}

/// The names App Intents makes visible inside an `AppIntent` without a module to qualify them:
/// the components of `parameterSummary`'s result builder and the property wrappers owned code
/// writes as people do (`@Parameter`).
enum AppIntentContextualType: String, ContextualTypeName {
    case summary = "Summary"
    case when = "When"
    case switchComponent = "Switch"
    case caseComponent = "Case"
    case defaultCase = "DefaultCase"
    case parameter = "Parameter"
    case property = "Property"
    case dependency = "Dependency"
}
