import IntentDefinition

extension DefinitionNames {
    /// Names `is<P>Applicable` for each parameter with a relationship to a parent, and reports
    /// such a name that another parameter of the intent already takes.
    func applicabilityNames(
        _ parameters: [Parameter], _ parameterNames: [SwiftName], owner: NameSource.Declaration
    ) -> (names: [SwiftName?], diagnostics: [Diagnostic]) {
        var scope = NameScope()
        for (parameter, name) in zip(parameters, parameterNames) {
            scope.claim(
                name,
                for: NameSource(
                    "parameter", parameter.name, of: owner, location: parameter.nameLocation,
                    writtenName: parameter.name))
        }
        // Collisions among the parameters themselves are ``memberNames``' to report.
        let parameterCollisions = scope.diagnostics.count
        let names = zip(parameters, parameterNames).map { parameter, parameterName -> SwiftName? in
            guard parameter.relationship?.parentName != nil else { return nil }
            let pattern = scheme.applicabilityProperty
            let name = NameSanitizer.sanitize(
                pattern.prefix + parameterName.upperFirst + pattern.suffix, position: .member)
            scope.claim(
                name,
                for: NameSource(
                    role: "the applicability check", "parameter", parameter.name, of: owner,
                    location: parameter.nameLocation))
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
        let dynamic = definition.intents.filter(\.generatesCode).flatMap { intent in
            intent.parameters.filter(\.supportsDynamicOptions)
        }
        let counts = Dictionary(grouping: dynamic, by: \.name)
        var result: [String: SwiftName] = [:]
        for (parameterName, occurrences) in counts.sorted(by: { $0.key < $1.key }) where occurrences.count > 1 {
            let stem = NameSanitizer.sanitize(parameterName, position: .member).bare
            let name = NameSanitizer.sanitize(
                SwiftName.upperFirst(stem) + scheme.sharedOptionsProviderSuffix, position: .type, reserved: reserved)
            scope.claim(
                name,
                for: NameSource(
                    role: "the shared options provider", "parameter", parameterName,
                    location: occurrences[0].nameLocation))
            result[parameterName] = name
        }
        return result
    }
}
