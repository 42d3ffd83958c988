import IntentDefinition

extension DefaultFlavorTranslator {
    /// `<P>OptionsProviding` for a parameter several intents share, with requirements that take
    /// no intent, and per sharing intent an extension of its `<Intent>OptionsProvider` (for
    /// providers that also conform to the shared protocol) whose per-intent methods forward to
    /// the shared ones. Providers that implement the per-intent methods keep working.
    func sharedProviderDeclarations(_ shared: SharedParameterPlan) -> [SwiftDeclaration] {
        guard let methods = shared.member.methods.options else { return [] }
        let member = members([shared.member])[0]
        let collection = "IntentRuntime.IntentOptionsCollection<\(member.valueType.element)>"
        let defaultType = member.valueType.presentType + "?"
        let name = "`\(shared.member.parameter.name)`"
        let search = [SwiftParameter(name: "searchTerm", type: "Swift.String?")]
        let provide = { (parameters: [SwiftParameter], documentation: String?, body: [SwiftStatement]?) in
            SwiftFunction(
                documentation: documentation, modifiers: body == nil ? [] : accessModifiers, name: methods.provideOptions.spelled,
                parameters: parameters, effects: ["async", "throws"], returnType: collection, body: body)
        }
        let forward = { (arguments: [SwiftArgument]) -> [SwiftStatement] in
            [.expression(.prefixed("try await ", .call(methods.provideOptions.spelled, arguments)))]
        }
        var requirements: [SwiftDeclaration] = []
        var defaults: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    modifiers: accessModifiers, name: methods.defaultValue.spelled, returnType: defaultType,
                    body: [.expression(.atom("nil"))]))
        ]
        if shared.member.supportsSearch {
            requirements.append(
                .function(provide(search, "The options offered for \(name) that match `searchTerm` (all of them when nil).", nil)))
            defaults.append(.function(provide([], nil, forward([SwiftArgument("searchTerm", .atom("nil"))]))))
        }
        requirements.append(.function(provide([], "The options offered for \(name), whichever intent asks.", nil)))
        requirements.append(
            .function(
                SwiftFunction(
                    documentation: "The value \(name) takes when its stored value is no longer offered; nil for the definition's default.",
                    modifiers: [], name: methods.defaultValue.spelled, returnType: defaultType, body: nil)))
        let intentTypes = shared.intents.map { plan.intents[$0].names.type.spelled }
        var declarations: [SwiftDeclaration] = [
            .nominal(
                SwiftNominalType(
                    documentation: "Provides the options of \(name) once for every intent that declares it ("
                        + intentTypes.map { "`\($0)`" }.joined(separator: ", ")
                        + "): a provider conforming to this protocol and to their options providers implements "
                        + "these methods instead of one per intent.",
                    modifiers: typeModifiers, kind: .protocol, name: shared.name.spelled, inheritance: ["Swift.Sendable"],
                    memberGroups: requirements.map { [$0] })),
            .nominal(
                SwiftNominalType(
                    modifiers: ["nonisolated"], kind: .extension, name: shared.name.spelled,
                    memberGroups: defaults.map { [$0] })),
        ]
        for index in shared.intents {
            let intent = plan.intents[index]
            let intentParameter = [SwiftParameter(label: "for", name: "intent", type: intent.names.type.spelled)]
            let listing = shared.member.supportsSearch
                ? provide(intentParameter + search, nil, forward([SwiftArgument("searchTerm", .atom("searchTerm"))]))
                : provide(intentParameter, nil, forward([]))
            let defaultValue = SwiftFunction(
                modifiers: accessModifiers, name: methods.defaultValue.spelled, parameters: intentParameter,
                returnType: defaultType, body: [.expression(.call(methods.defaultValue.spelled, []))])
            declarations.append(
                .nominal(
                    SwiftNominalType(
                        modifiers: ["nonisolated"], kind: .extension, name: intent.names.optionsProvider.spelled,
                        whereRequirements: ["Self: \(shared.name.spelled)"],
                        memberGroups: [[.function(listing)], [.function(defaultValue)]])))
        }
        return declarations
    }
}
