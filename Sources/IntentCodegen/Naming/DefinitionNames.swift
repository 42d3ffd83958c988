import IntentDefinition

/// Every Swift name one definition generates, decided once, with the diagnostics naming
/// produced (changed names, collisions). Translators read names only from here.
///
/// Type names follow Xcode (XcodeGeneratedClasses.md, 'Names'): an intent is `INIntentClassName`,
/// else `<prefix><INIntentName><intentSuffix>` (`Intent` in Xcode's scheme), where the prefix is
/// the intent's own `INIntentClassPrefix` when it has one and `--class-prefix` otherwise (the two
/// are never concatenated: openHAB's files set both to the same value, and the current Xcode output
/// shows it once). Custom types are `INTypeClassName`, else `<prefix><INTypeName>`; enums
/// `<prefix><INEnumName>`, each with its own class prefix before `--class-prefix`. Responses,
/// codes, handling and options-provider protocols append the flavor's suffixes (``NamingScheme``;
/// Xcode's are `Response`, `ResponseCode`, `Handling` and `OptionsProvider`) to the intent's name.
/// Every name then goes through ``NameSanitizer``; members also avoid every type name of the file,
/// so that no property hides a type in the expressions generated code writes. Customised system
/// intents get no names (IC102).
struct DefinitionNames {
    /// The names of one custom intent's declarations.
    struct IntentNames {
        /// `<prefix><Name>Intent` or `INIntentClassName`.
        var type: SwiftName
        /// `<IntentType>Response`.
        var response: SwiftName
        /// `<IntentType>ResponseCode`.
        var responseCode: SwiftName
        /// `<IntentType>Handling`.
        var handling: SwiftName
        /// `<IntentType>OptionsProvider`.
        var optionsProvider: SwiftName
        /// One per parameter, in order.
        var parameters: [SwiftName]
        /// One per response parameter, in order.
        var responseParameters: [SwiftName]
        /// One per custom response code (`Response.customCodes`), in order.
        var customCodes: [SwiftName]
        /// The methods generated for each parameter, parallel to ``parameters``.
        var parameterMethods: [ParameterMethodNames]
        /// `is<P>Applicable` for each parameter with a relationship, parallel to
        /// ``parameters``; nil for the others.
        var applicabilityChecks: [SwiftName?] = []
    }

    /// The names of the methods (and types) a flavor generates for one intent parameter, from
    /// the scheme's patterns and the parameter's name; nil where the parameter gets no such method.
    struct ParameterMethodNames {
        /// The options methods, for a parameter with dynamic options.
        var options: OptionsMethodNames? = nil
        /// `resolve<P>`, for a parameter that supports resolution, in flavors that resolve.
        var resolve: SwiftName? = nil
        /// The types the flavor declares for the parameter (``NamingScheme/parameterTypes``), one
        /// per suffix in its order; empty where it declares none.
        var types: [SwiftName] = []
    }

    /// The methods that provide a dynamic parameter's options and default.
    struct OptionsMethodNames {
        /// `provide<P>OptionsCollection`.
        var provideOptions: SwiftName
        /// `default<P>`.
        var defaultValue: SwiftName
    }

    /// The names of one enum.
    struct EnumNames {
        /// The enum type.
        var type: SwiftName
        /// One per case, in order.
        var cases: [SwiftName]
        /// The class that resolves its values (``NamingScheme/resolutionResultSuffix``).
        var resolutionResult: SwiftName? = nil
    }

    /// The names of one custom type.
    struct CustomTypeNames {
        /// The struct.
        var type: SwiftName
        /// One per user property (`CustomType.userProperties`), in order.
        var properties: [SwiftName]
        /// The query type the flavor declares for the type (``NamingScheme/customTypeQuerySuffix``).
        var query: SwiftName? = nil
        /// The class that resolves its values (``NamingScheme/resolutionResultSuffix``).
        var resolutionResult: SwiftName? = nil
    }

    /// Parallel to `Definition.intents`; nil for intents that generate no code.
    private(set) var intents: [IntentNames?] = []
    /// Parallel to `Definition.enums`.
    private(set) var enums: [EnumNames] = []
    /// Parallel to `Definition.types`.
    private(set) var types: [CustomTypeNames] = []
    /// The enum embedding the definition's translations (`--embed-translations`, in a flavor
    /// that embeds them); nil otherwise.
    private(set) var translations: SwiftName?
    /// `<P>OptionsProviding`, by parameter name, for each dynamic parameter that several
    /// intents declare.
    private(set) var sharedOptionsProviders: [String: SwiftName] = [:]
    /// The custom-type properties stored in a box (with a hidden `_<name>` stored property)
    /// because they make their type contain itself.
    let boxedProperties: Set<PropertyPosition>
    /// ``boxedProperties`` grouped by type index: the property indexes of each type.
    private let boxedByType: [Int: Set<Int>]
    /// Changed names, collisions and skipped intents, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// The flavor's suffixes and reserved names.
    let scheme: NamingScheme
    /// Every type name of the file and every type generated code refers to, which no member
    /// may take; set before members are named.
    private var memberReserved: Set<String> = []

    private let definition: Definition

    /// Names everything `definition` generates in the flavor whose naming is `scheme`;
    /// `userProperties` holds each type's `CustomType.userProperties`, parallel to
    /// `definition.types`; `boxedProperties` (``RecursiveProperties``) also claim their hidden
    /// storage names.
    init(
        _ definition: Definition, options: GenerationOptions, scheme: NamingScheme, userProperties: [[Parameter]],
        boxedProperties: Set<PropertyPosition>
    ) {
        self.definition = definition
        self.scheme = scheme
        self.boxedProperties = boxedProperties
        boxedByType = Dictionary(grouping: boxedProperties, by: \.type).mapValues { Set($0.map(\.property)) }
        var topLevel = NameScope()
        let reservedTypes = scheme.reservedTypeNames
        translations = Self.translationsName(of: definition, options: options, scheme: scheme, claimingIn: &topLevel)
        for intent in definition.intents {
            guard intent.generatesCode else {
                // Other intent types are reported by validation (IC082).
                if intent.kind == .system {
                    diagnostics.append(
                        Diagnostic(
                            .systemIntentNotGenerated,
                            "intent '\(intent.name)' customises a system intent; its class ships in "
                                + "Apple's SDK, so no code is generated for it",
                            at: intent.nameLocation))
                }
                intents.append(nil)
                continue
            }
            let source = NameSource("intent", intent.name, location: intent.nameLocation, writtenName: intent.name)
            let type = typeName(
                override: intent.className.map { Located($0.value + scheme.classNameOverrideSuffix, at: $0.location) },
                composed: intent.composedClassName(
                    projectPrefix: options.classPrefix, suffix: scheme.intentSuffix),
                source: source, reserved: reservedTypes, claimingIn: &topLevel)
            let derived = { (suffix: String) in
                NameSanitizer.sanitize(type.bare + suffix, position: .type, reserved: reservedTypes)
            }
            let names = IntentNames(
                type: type, response: derived(scheme.responseSuffix),
                responseCode: derived(scheme.responseCodeSuffix), handling: derived(scheme.handlingSuffix),
                optionsProvider: derived(scheme.optionsProviderSuffix),
                parameters: [], responseParameters: [], customCodes: [], parameterMethods: [])
            if intent.response != nil {
                topLevel.claim(names.response, for: source.derived("the response"))
                topLevel.claim(names.responseCode, for: source.derived("the response code enum"))
                topLevel.claim(names.handling, for: source.derived("the handling protocol"))
            }
            if intent.parameters.contains(where: \.supportsDynamicOptions) {
                topLevel.claim(names.optionsProvider, for: source.derived("the options provider"))
            }
            intents.append(names)
        }
        for enumeration in definition.enums {
            let prefix = enumeration.classPrefix ?? options.classPrefix
            let source = NameSource(
                "enum", enumeration.name, location: enumeration.nameLocation, writtenName: enumeration.name)
            let type = typeName(
                override: enumeration.className.map { Located($0.value + scheme.enumSuffix, at: $0.location) },
                composed: prefix + enumeration.name + scheme.enumSuffix, source: source, reserved: reservedTypes,
                claimingIn: &topLevel)
            let result = scheme.resolutionResultSuffix.map { suffix in
                Self.derivedTypeName(
                    type, suffix: suffix, role: "the resolution result", of: source, reserved: reservedTypes,
                    claimingIn: &topLevel)
            }
            enums.append(EnumNames(type: type, cases: [], resolutionResult: result))
        }
        for customType in definition.types {
            let source = NameSource(
                "custom type", customType.name, location: customType.nameLocation, writtenName: customType.name)
            let type = typeName(
                override: customType.className.map { Located($0.value + scheme.customTypeSuffix, at: $0.location) },
                composed: (customType.classPrefix ?? options.classPrefix) + customType.name + scheme.customTypeSuffix,
                source: source, reserved: reservedTypes, claimingIn: &topLevel)
            let query = scheme.customTypeQuerySuffix.map { suffix in
                Self.derivedTypeName(
                    type, suffix: suffix, role: "the query", of: source, reserved: reservedTypes, claimingIn: &topLevel)
            }
            let result = scheme.resolutionResultSuffix.map { suffix in
                Self.derivedTypeName(
                    type, suffix: suffix, role: "the resolution result", of: source, reserved: reservedTypes,
                    claimingIn: &topLevel)
            }
            types.append(CustomTypeNames(type: type, properties: [], query: query, resolutionResult: result))
        }
        sharedOptionsProviders = sharedProviderNames(of: definition, claimingIn: &topLevel, reserved: reservedTypes)
        nameMembers(userProperties: userProperties, reservedTypes: reservedTypes, claimingParameterTypesIn: &topLevel)
        diagnostics += topLevel.diagnostics
    }

    /// Names members once every type name is known: members avoid type names so that they
    /// never hide a type in the expressions generated code writes. The types a flavor declares
    /// per parameter are claimed in `topLevel`, the file's scope; type names avoid `reservedTypes`
    /// (``NamingScheme/reservedTypeNames``), which members avoid too.
    private mutating func nameMembers(
        userProperties: [[Parameter]], reservedTypes: Set<String>, claimingParameterTypesIn topLevel: inout NameScope
    ) {
        memberReserved = typeNamesReservedForMembers(besides: reservedTypes)
        let codeReserved = scheme.enumMembers.union(scheme.responseMembers)
        for (intentIndex, intent) in definition.intents.enumerated() {
            guard var names = intents[intentIndex] else { continue }
            let owner = NameSource.Declaration(noun: "intent", name: intent.name)
            names.parameters = memberNames(
                intent.parameters, kind: "parameter", owner: owner, reserved: scheme.intentMembers)
            let methods = methodNames(intent.parameters, names.parameters, owner: owner)
            names.parameterMethods = methods.names
            diagnostics += methods.diagnostics
            if let pattern = scheme.parameterTypes {
                for (index, parameter) in intent.parameters.enumerated() where pattern.applies(parameter) {
                    let stem = pattern.stem(intent) + names.parameters[index].upperFirst
                    // Keyed by intent and parameter: the same parameter name in two intents is no duplicate.
                    let source = NameSource(
                        "parameter", parameter.name, of: owner, location: parameter.nameLocation,
                        writtenName: intent.name + "." + parameter.name)
                    names.parameterMethods[index].types = pattern.suffixes.map { suffix in
                        Self.derivedTypeName(
                            SwiftName(bare: stem, spelled: stem), suffix: suffix, role: "the \(suffix) type",
                            of: source,
                            reserved: reservedTypes, claimingIn: &topLevel)
                    }
                }
            }
            let checks = applicabilityNames(intent.parameters, names.parameters, owner: owner)
            names.applicabilityChecks = checks.names
            diagnostics += checks.diagnostics
            if let response = intent.response {
                names.responseParameters = memberNames(
                    response.parameters, kind: "response parameter", owner: owner, reserved: scheme.responseMembers)
                let customCodes = response.codes.filter { !ResponseCode.builtInNames.contains($0.name) }.map { code in
                    let source = NameSource(
                        "response code", code.name, of: owner, location: code.nameLocation, writtenName: code.name)
                    return (name: name(code.name, .member, codeReserved, source), source: source)
                }
                var codeScope = NameScope()
                // The built-in codes only matter to a custom code named like one of them, which
                // sanitizing all but rules out: they are claimed (first) only for such a code.
                let builtIns = ResponseCode.builtInNames
                if customCodes.contains(where: { code in
                    builtIns.contains { $0.utf8.elementsEqual(code.name.bare.utf8) }
                }) {
                    for builtIn in builtIns {
                        codeScope.claim(
                            SwiftName(bare: builtIn, spelled: builtIn),
                            for: NameSource("built-in code", nil, location: response.location))
                    }
                }
                for code in customCodes {
                    codeScope.claim(code.name, for: code.source)
                }
                names.customCodes = customCodes.map(\.name)
                diagnostics += codeScope.diagnostics
            }
            intents[intentIndex] = names
        }
        for (index, enumeration) in definition.enums.enumerated() {
            var scope = NameScope()
            let owner = NameSource.Declaration(noun: "enum", name: enumeration.name)
            enums[index].cases = enumeration.cases.map { enumCase in
                let source = NameSource(
                    "case", enumCase.name, of: owner, location: enumCase.nameLocation, writtenName: enumCase.name)
                let caseName = name(enumCase.name, .member, scheme.enumMembers, source)
                scope.claim(caseName, for: source)
                return caseName
            }
            diagnostics += scope.diagnostics
        }
        for (index, customType) in definition.types.enumerated() {
            types[index].properties = memberNames(
                userProperties[index], kind: "property",
                owner: NameSource.Declaration(noun: "custom type", name: customType.name),
                reserved: scheme.customTypeMembers,
                boxed: boxedProperties(ofType: index))
        }
    }

    /// Every type name of the file and `reservedTypes`, which no member may take, in one set
    /// sized for all of them.
    private func typeNamesReservedForMembers(besides reservedTypes: Set<String>) -> Set<String> {
        var result = reservedTypes
        result.reserveCapacity(reservedTypes.count + 5 * intents.count + 2 * enums.count + 3 * types.count + 1)
        func add(_ names: SwiftName?...) { for name in names { if let name { result.insert(name.bare) } } }
        for case let names? in intents {
            add(names.type, names.response, names.responseCode, names.handling, names.optionsProvider)
        }
        for names in enums { add(names.type, names.resolutionResult) }
        for names in types { add(names.type, names.query, names.resolutionResult) }
        add(translations)
        return result
    }

    /// The indexes of the boxed properties (``boxedProperties``) of the custom type at `typeIndex`.
    func boxedProperties(ofType typeIndex: Int) -> Set<Int> {
        boxedByType[typeIndex] ?? []
    }

    /// Names parameters (or properties) of one scope and reports collisions among them. Each
    /// boxed property (by index) also claims `_<name>`, its hidden stored property.
    private mutating func memberNames(
        _ parameters: [Parameter], kind: String, owner: NameSource.Declaration, reserved: Set<String>,
        boxed: Set<Int> = []
    ) -> [SwiftName] {
        var scope = NameScope(capacity: parameters.count + boxed.count)
        // By index, reading only each parameter's name and its place, not copying the parameter.
        let result = parameters.indices.map { index in
            let written = parameters[index].name
            let source = NameSource(
                kind, written, of: owner, location: parameters[index].nameLocation, writtenName: written)
            var parameterName = name(written, .member, reserved, source)
            if let prefix = scheme.wrapperStoragePrefix, parameterName.bare.hasPrefix(prefix) {
                // `_x` would be the storage of a member `x`: keep it apart from every storage name.
                parameterName = name("v" + parameterName.bare, .member, reserved, source, written: written)
            }
            scope.claim(parameterName, for: source)
            return parameterName
        }
        for index in boxed.isEmpty ? [] : boxed.sorted() {
            let storage = scheme.boxStoragePrefix + result[index].bare
            scope.claim(
                SwiftName(bare: storage, spelled: storage),
                for: NameSource(
                    role: "the storage", kind, parameters[index].name, of: owner,
                    location: parameters[index].nameLocation))
        }
        diagnostics += scope.diagnostics
        return result
    }

    /// `<type><suffix>`, a type the flavor declares for one of the definition's types, claimed in
    /// `scope` as `role` of `source`, so that a clash is reported at the declaration it comes from.
    private static func derivedTypeName(
        _ type: SwiftName, suffix: String, role: String, of source: NameSource, reserved: Set<String>,
        claimingIn scope: inout NameScope
    ) -> SwiftName {
        let name = NameSanitizer.sanitize(type.bare + suffix, position: .type, reserved: reserved)
        scope.claim(name, for: source.derived(role))
        return name
    }

    /// The Swift name of an intent, enum or custom type, claimed in `scope`: its class-name
    /// override when the definition has one (changes and collisions are reported at the
    /// override), else the name composed from prefix and name (reported at the name). The name
    /// avoids `reserved`, the types generated code refers to.
    private mutating func typeName(
        override className: Located<String>?, composed: String, source: NameSource, reserved: Set<String>,
        claimingIn scope: inout NameScope
    ) -> SwiftName {
        var located = source
        if let className { located.location = className.location }
        let type = name(className?.value ?? composed, .type, reserved, located)
        scope.claim(type, for: located)
        return type
    }

    /// Sanitizes one name and warns when it had to change.
    private mutating func name(
        _ raw: String, _ position: NamePosition, _ reserved: Set<String>, _ source: NameSource,
        written: String? = nil
    ) -> SwiftName {
        let result = NameSanitizer.sanitize(
            raw, position: position, reserved: reserved, alsoReserved: position == .member ? memberReserved : [])
        if result.bare != (written ?? raw) {
            if written != nil {
                // A second change of the same name replaces the first one's warning.
                diagnostics.removeAll { $0.code == .swiftNameChanged && $0.location == source.location }
            }
            diagnostics.append(
                Diagnostic(
                    .swiftNameChanged,
                    "\(source.description) is generated as '\(result.bare)': '\(written ?? raw)' is not usable "
                        + "as a Swift \(position == .type ? "type" : "member") name here",
                    at: source.location))
        }
        return result
    }

    /// The enum a reference names and its Swift names, if the file defines it.
    func enumNames(for reference: TypeReference) -> (EnumDefinition, EnumNames)? {
        guard !reference.isSystem, let index = definition.enumIndex(named: reference.name) else { return nil }
        return (definition.enums[index], enums[index])
    }
}
