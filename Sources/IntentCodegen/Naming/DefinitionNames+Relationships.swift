import IntentDefinition

extension DefinitionNames {
    /// Names `is<P>Applicable` for each parameter with a relationship to a parent, and reports
    /// such a name that another parameter of the intent already takes.
    func applicabilityNames(
        _ parameters: [Parameter], _ parameterNames: [SwiftName], owner: NameSource.Declaration
    ) -> (names: [SwiftName?], diagnostics: [Diagnostic]) {
        // Without relationships there is nothing to name, and collisions among the parameters
        // themselves are ``memberNames``' to report.
        // By index, reading the few fields needed rather than copying each parameter.
        let hasParent = parameters.indices.map { parameters[$0].relationship?.parentName != nil }
        guard hasParent.contains(true) else {
            return (Array(repeating: nil, count: parameters.count), [])
        }
        var scope = NameScope()
        func source(_ index: Int, role: String? = nil) -> NameSource {
            let written = parameters[index].name
            return NameSource(
                role: role, "parameter", written, of: owner, location: parameters[index].nameLocation,
                writtenName: role == nil ? written : nil)
        }
        for (index, name) in zip(parameters.indices, parameterNames) {
            scope.claim(name, for: source(index))
        }
        // Only the collisions of the checks' names are this function's to report.
        let parameterCollisions = scope.diagnostics.count
        let names = zip(parameters.indices, parameterNames).map { index, parameterName -> SwiftName? in
            guard hasParent[index] else { return nil }
            let pattern = scheme.applicabilityProperty
            let name = NameSanitizer.sanitize(
                pattern.prefix + parameterName.upperFirst + pattern.suffix, position: .member)
            scope.claim(name, for: source(index, role: "the applicability check"))
            return name
        }
        return (names, Array(scope.diagnostics.dropFirst(parameterCollisions)))
    }

    /// `<P>OptionsProviding` for each dynamic parameter name that two or more generating
    /// intents declare, claimed at the top level; the plan decides whether their types and
    /// settings agree (``SharedParameterPlan``).
    func sharedProviderNames(
        of definition: Definition, claimingIn scope: inout NameScope, reserved: Set<String>
    ) -> [String: SwiftName] {
        var occurrences: [String: (first: SourceLocation, count: Int)] = [:]
        for intent in definition.intents where intent.generatesCode {
            let parameters = intent.parameters
            for index in parameters.indices where parameters[index].supportsDynamicOptions {
                occurrences[parameters[index].name, default: (parameters[index].nameLocation, 0)].count += 1
            }
        }
        var result: [String: SwiftName] = [:]
        for (parameterName, occurrence) in occurrences.filter({ $0.value.count > 1 }).sorted(by: { $0.key < $1.key }) {
            let stem = NameSanitizer.sanitize(parameterName, position: .member).bare
            let name = NameSanitizer.sanitize(
                SwiftName.upperFirst(stem) + scheme.sharedOptionsProviderSuffix, position: .type, reserved: reserved)
            scope.claim(
                name,
                for: NameSource(
                    role: "the shared options provider", "parameter", parameterName,
                    location: occurrence.first))
            result[parameterName] = name
        }
        return result
    }
}
