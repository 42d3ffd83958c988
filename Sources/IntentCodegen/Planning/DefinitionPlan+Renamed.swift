import IntentDefinition

extension DefinitionPlan {
    /// `plan` in the names of another flavor's `scheme`, for a flavor whose code reaches that
    /// flavor's types (the `appintents` flavor calls the default flavor's): only naming runs
    /// again; the kinds, defaults, rules, resolution order, boxing and diagnostics are `plan`'s,
    /// so a run plans each definition once.
    init(_ plan: DefinitionPlan, namedBy scheme: NamingScheme, options: GenerationOptions) {
        let definition = plan.definition
        let userProperties = definition.types.map(\.userProperties)
        let names = DefinitionNames(
            definition, options: options, scheme: scheme, userProperties: userProperties,
            boxedProperties: RecursiveProperties.find(in: definition, userProperties: userProperties))
        self.definition = definition
        self.names = names
        diagnostics = plan.diagnostics
        enums = zip(plan.enums, names.enums).map { EnumPlan($0.enumeration, names: $1) }
        // Which intents have names depends on their kind only, so the plans line up.
        intents = zip(plan.intents, names.intents.compactMap { $0 }).map { intent, intentNames in
            var renamed = intent
            renamed.names = intentNames
            renamed.parameters = Self.renamed(
                intent.parameters, of: intent.intent.parameters, names: intentNames.parameters,
                methods: intentNames.parameterMethods)
            renamed.response = intent.response.map { response in
                ResponsePlan(
                    response.response,
                    parameters: Self.renamed(
                        response.parameters, of: response.response.parameters, names: intentNames.responseParameters),
                    customCodeNames: intentNames.customCodes)
            }
            return renamed
        }
        customTypes = zip(plan.customTypes, names.types).enumerated().map { index, pair in
            var (renamed, typeNames) = pair
            renamed.names = typeNames
            renamed.properties = Self.renamed(
                renamed.properties, of: userProperties[index], names: typeNames.properties)
            return renamed
        }
    }

    /// `members`, planned from `parameters`, named by `names` and `methods` (parallel to
    /// `parameters`; a member is found there by its parameter's name, unique in its scope).
    private static func renamed(
        _ members: [MemberPlan], of parameters: [Parameter], names: [SwiftName],
        methods: [DefinitionNames.ParameterMethodNames] = []
    ) -> [MemberPlan] {
        members.map { member in
            guard let index = parameters.firstIndex(where: { $0.name == member.parameter.name }) else { return member }
            var renamed = member
            renamed.name = names[index]
            renamed.methods = methods.indices.contains(index) ? methods[index] : DefinitionNames.ParameterMethodNames()
            return renamed
        }
    }
}
