import IntentDefinition

extension DefaultFlavorTranslator {
    /// `<P>OptionsProviding` for a parameter several intents share, with requirements that take
    /// no intent, and per sharing intent an extension of its `<Intent>OptionsProvider` (for
    /// providers that also conform to the shared protocol) whose per-intent methods forward to
    /// the shared ones. Providers that implement the per-intent methods keep working.
    func sharedProviderDeclarations(_ shared: SharedParameterPlan) -> [SwiftDeclaration] {
        guard let methods = shared.member.methods.options else { return [] }
        let member = members([shared.member])[0]
        let name = "`\(shared.member.parameter.name)`"
        let forward = { (arguments: [SwiftArgument]) -> [SwiftStatement] in
            [.expression(.prefixed(.tryAwait, .call(methods.provideOptions.spelled, arguments)))]
        }
        var requirements: [SwiftDeclaration] = []
        var defaults = [defaultValueFunction(member, methods, [], body: [.expression(.atom("nil"))])]
        if shared.member.supportsSearch {
            let search = Self.searchDocumentation(name)
            requirements.append(provideOptions(member, methods, [Self.searchTerm], documentation: search))
            let noSearchTerm = forward([SwiftArgument("searchTerm", .atom("nil"))])
            defaults.append(provideOptions(member, methods, [], body: noSearchTerm))
        }
        let listing = "The options offered for \(name), whichever intent asks."
        requirements.append(provideOptions(member, methods, [], documentation: listing))
        requirements.append(defaultValueFunction(member, methods, []))
        let intentTypes = shared.intents.map { plan.intents[$0].names.type.spelled }
        var declarations: [SwiftDeclaration] = [
            .nominal(
                SwiftNominalType(
                    documentation: "Provides the options of \(name) once for every intent that declares it ("
                        + intentTypes.map { "`\($0)`" }.joined(separator: ", ")
                        + "): a provider conforming to this protocol and to their options providers implements "
                        + "these methods instead of one per intent.",
                    modifiers: typeModifiers, kind: .protocol, name: shared.name.spelled,
                    inheritance: [.swift(.sendable)],
                    memberGroups: requirements.map { [$0] })),
            .nominal(
                SwiftNominalType(
                    modifiers: [.nonisolated], kind: .extension, name: shared.name.spelled,
                    memberGroups: defaults.map { [$0] })),
        ]
        for index in shared.intents {
            let intent = plan.intents[index]
            let forIntent = SwiftParameter(label: "for", name: "intent", type: intent.names.type.type)
            let listing =
                shared.member.supportsSearch
                ? provideOptions(
                    member, methods, [forIntent, Self.searchTerm],
                    body: forward([SwiftArgument("searchTerm", .atom("searchTerm"))]))
                : provideOptions(member, methods, [forIntent], body: forward([]))
            let defaultValue = defaultValueFunction(
                member, methods, [forIntent], body: [.expression(.call(methods.defaultValue.spelled, []))])
            declarations.append(
                .nominal(
                    SwiftNominalType(
                        modifiers: [.nonisolated], kind: .extension, name: intent.names.optionsProvider.spelled,
                        whereRequirements: [.conformance(.named("Self"), shared.name.type)],
                        memberGroups: [[listing], [defaultValue]])))
        }
        return declarations
    }
}
