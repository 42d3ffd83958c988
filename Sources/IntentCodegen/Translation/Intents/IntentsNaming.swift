/// The `intents` flavor's names: Xcode's suffixes, and the names its classes inherit or refer
/// to, which names from a definition must not take (an `@NSManaged` property named
/// `description` would override `NSObject`'s, one named `identifier` `INIntent`'s).
enum IntentsNaming {
    /// The scheme ``DefinitionNames`` applies for the `intents` flavor. The options-provider
    /// suffix names nothing this flavor declares (its handling protocol provides options), but
    /// keeps the name free so that switching flavors never renames a definition's types.
    static let scheme = NamingScheme(
        intentSuffix: "Intent", responseSuffix: "Response", responseCodeSuffix: "ResponseCode",
        handlingSuffix: "Handling", optionsProviderSuffix: "OptionsProvider",
        moduleTypes: moduleTypes, contextualTypes: IntentsContextualType.allCases.map(\.rawValue),
        intentMembers: objectMembers.union([
            "identifier", "intentDescription", "suggestedInvocationPhrase", "shortcutAvailability",
            "donationMetadata", "keyImage",
        ]),
        // `intentResponse` is the local each factory fills in.
        responseMembers: objectMembers.union(["code", "userActivity", "intentResponse"]),
        enumMembers: ["rawValue", "RawValue", "hashValue", "hash", "init"],
        customTypeMembers: objectMembers.union([
            "identifier", "displayString", "pronunciationHint", "subtitleString", "displayImage",
            "alternativeSpeakableMatches", "spokenPhrase", "vocabularyIdentifier",
        ]),
        boxStoragePrefix: "_",
        optionsMethod: MethodNamePattern(prefix: "provide", suffix: "OptionsCollection"),
        defaultMethod: MethodNamePattern(prefix: "default", suffix: ""),
        resolveMethod: MethodNamePattern(prefix: "resolve", suffix: ""),
        resolutionResultSuffix: "ResolutionResult",
        parameterTypes: ParameterTypePattern(
            suffixes: ["UnsupportedReason", "ResolutionResult"], stem: { IntentsSelectorStem.of($0.name) },
            applies: { !IntentsTranslator.reasonCodes(of: $0).isEmpty }))

    /// The resolution result class of an enum or custom type: the name ``DefinitionNames`` gave
    /// and claimed with ``scheme``'s suffix (it names one for every enum and custom type).
    static func resolutionResult(_ named: SwiftName?, of type: SwiftName) -> String {
        named?.spelled ?? type.spelled + (scheme.resolutionResultSuffix ?? "")
    }

    /// The module types the generated classes name: the framework's base classes, value classes
    /// and resolution results, and the Swift and Foundation types in their signatures.
    private static let moduleTypes: [ModuleType] =
        IntentsType.allCases.map(ModuleType.intents) + ObjectiveCType.allCases.map(ModuleType.objectiveC)
        + CoreLocationType.allCases.map(ModuleType.coreLocation)
        + ([.string, .int, .bool, .double, .error, .void, .anyObject] as [StandardLibraryType]).map(ModuleType.swift)
        + ([.nsNumber, .nsString, .nsDateComponents, .nsURL, .nsUserActivity, .nsCoder, .dateComponents, .url]
        as [FoundationType]).map(ModuleType.foundation)

    /// Members every `NSObject` has whose names a property would override or whose Objective-C
    /// selectors a getter would take.
    private static let objectMembers: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "copy", "mutableCopy", "isProxy",
        "superclass", "classForCoder", "supportsSecureCoding", "init", "dealloc", "zone", "retain",
        "release", "autorelease", "retainCount", "encode", "class",
    ]
}

/// The names the `intents` flavor's classes write unqualified: `Self`, the result type of the
/// resolution results' factories.
enum IntentsContextualType: String, ContextualTypeName {
    case selfType = "Self"
}
