import IntentDefinition

extension DefinitionNames {
    /// Names `is<P>Applicable` for each parameter with a relationship to a parent, and reports
    /// such a name that another parameter of the intent already takes.
    func applicabilityNames(
        _ parameters: [Parameter], _ parameterNames: [SwiftName], owner: NameSource.Declaration
    ) -> (names: [SwiftName?], diagnostics: [Diagnostic]) {
        // Without relationships there is nothing to name, and collisions among the parameters
        // themselves are ``memberNames``' to report.
        guard parameters.contains(where: { $0.relationship?.parentName != nil }) else {
            return (Array(repeating: nil, count: parameters.count), [])
        }
        var scope = NameScope(expectedNames: 2 * parameters.count)
        for (parameter, name) in zip(parameters, parameterNames) {
            scope.claim(
                name,
                for: NameSource(
                    "parameter", parameter.name, of: owner, location: parameter.nameLocation,
                    writtenName: parameter.name))
        }
        // Only the collisions of the checks' names are this function's to report.
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
        var occurrences: [String: (first: SourceLocation, count: Int)] = [:]
        for intent in definition.intents where intent.generatesCode {
            for parameter in intent.parameters where parameter.supportsDynamicOptions {
                occurrences[parameter.name, default: (parameter.nameLocation, 0)].count += 1
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
