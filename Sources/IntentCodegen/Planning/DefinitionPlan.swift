import IntentDefinition

/// Everything every flavor needs to know about one definition, decided once between naming
/// and translation: the names, each member's value kind, default, validation rules and
/// dynamic options, the resolution order, response-code numbering and factories, and which
/// properties are boxed. Flavors translate the plan; they decide how things are spelled,
/// never what there is.
struct DefinitionPlan {
    /// The definition being generated.
    let definition: Definition
    /// Every Swift name, in the flavor's naming scheme.
    let names: DefinitionNames
    /// The intents that generate code, in file order.
    let intents: [IntentPlan]
    /// The enums, parallel to `definition.enums`.
    let enums: [EnumPlan]
    /// The custom types, parallel to `definition.types`.
    let customTypes: [CustomTypePlan]
    /// Naming's diagnostics and parameters whose type cannot be generated (IC100–IC103), in
    /// the order found. Generation stops when these hold an error.
    let diagnostics: [Diagnostic]

    /// Names and plans `definition` for the flavor whose naming is `scheme`.
    init(_ definition: Definition, options: GenerationOptions, scheme: NamingScheme) {
        // Each type's user properties, filtered once: naming, boxing and planning all read them,
        // and each filtering copies every property.
        let userProperties = definition.types.map(\.userProperties)
        let names = DefinitionNames(
            definition, options: options, scheme: scheme, userProperties: userProperties,
            boxedProperties: RecursiveProperties.find(in: definition, userProperties: userProperties))
        var diagnostics = names.diagnostics
        self.definition = definition
        self.names = names
        enums = zip(definition.enums, names.enums).map { EnumPlan($0, names: $1) }
        intents = zip(definition.intents, names.intents).compactMap { intent, intentNames in
            guard let intentNames else { return nil }
            let parameters = MemberPlan.plan(
                intent.parameters, names: intentNames.parameters, methods: intentNames.parameterMethods,
                in: definition, diagnostics: &diagnostics)
            let response = intent.response.map { decoded in
                ResponsePlan(
                    decoded,
                    parameters: MemberPlan.plan(
                        decoded.parameters, names: intentNames.responseParameters, in: definition,
                        diagnostics: &diagnostics),
                    customCodeNames: intentNames.customCodes)
            }
            return IntentPlan(
                intent: intent, names: intentNames, parameters: parameters,
                resolutionOrder: ResolutionOrder.of(parameters), response: response)
        }
        customTypes = zip(definition.types, names.types).enumerated().map { typeIndex, pair in
            let (customType, typeNames) = pair
            return CustomTypePlan(
                customType: customType, names: typeNames,
                properties: MemberPlan.plan(
                    userProperties[typeIndex], names: typeNames.properties, in: definition,
                    boxed: names.boxedProperties(ofType: typeIndex), diagnostics: &diagnostics))
        }
        self.diagnostics = diagnostics
    }
}
