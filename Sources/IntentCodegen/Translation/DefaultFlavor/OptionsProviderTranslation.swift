import IntentDefinition

extension DefaultFlavorTranslator {
    /// `<Intent>OptionsProvider`, the runtime's `IntentOptionsProvider` for this intent, and
    /// the default implementations of its requirements (which the protocol documents).
    ///
    /// Per dynamic parameter `<P>`: `provide<P>OptionsCollection(for:)`; where search is on,
    /// also `provide<P>OptionsCollection(for:searchTerm:)`, which providers implement while the
    /// plain form defaults to calling it with a nil search term; and `default<P>(for:)`, which
    /// defaults to nil (the definition's default then applies).
    ///
    /// Both are handed to `output` as they are made.
    func optionsProviderDeclarations(_ intent: IntentPlan, into output: (SwiftDeclaration) -> Void) {
        let intentNames = intent.names
        let intentType = intentNames.type.spelled
        var requirements: [SwiftDeclaration] = []
        var defaults: [SwiftDeclaration] = []
        for member in members(intent.dynamicParameters) {
            guard let methods = member.plan.methods.options else { continue }
            let collection = "IntentRuntime.IntentOptionsCollection<" + member.valueType.element + ">"
            let provide = { (parameters: [SwiftParameter], documentation: String?, body: [SwiftStatement]?) in
                SwiftFunction(
                    documentation: documentation, modifiers: body == nil ? [] : accessModifiers,
                    name: methods.provideOptions.spelled,
                    parameters: [SwiftParameter(label: "for", name: "intent", type: intentType)] + parameters,
                    effects: ["async", "throws"], returnType: collection, body: body)
            }
            let listDocumentation = "The options offered for `" + member.parameter.name + "`."
            if member.plan.supportsSearch {
                let searchDocumentation = (
                    "The options offered for `" + member.parameter.name + "` that match `searchTerm` (all of them when nil).")
                requirements.append(
                    .function(provide([SwiftParameter(name: "searchTerm", type: "Swift.String?")], searchDocumentation, nil)))
                requirements.append(.function(provide([], listDocumentation, nil)))
                defaults.append(
                    // Lists every option: asks the search form without a search term.
                    .function(
                        provide(
                            [], nil,
                            [
                                .expression(
                                    .prefixed(
                                        "try await ",
                                        .call(
                                            methods.provideOptions.spelled,
                                            [SwiftArgument("for", .atom("intent")), SwiftArgument("searchTerm", .atom("nil"))])))
                            ])))
            } else {
                requirements.append(.function(provide([], listDocumentation, nil)))
            }
            let defaultFunction = { (documentation: String?, body: [SwiftStatement]?) in
                SwiftFunction(
                    documentation: documentation, modifiers: body == nil ? [] : accessModifiers, name: methods.defaultValue.spelled,
                    parameters: [SwiftParameter(label: "for", name: "intent", type: intentType)],
                    returnType: member.valueType.presentType + "?", body: body)
            }
            requirements.append(
                .function(
                    defaultFunction(
                        (
                            "The value `" + member.parameter.name +
                            "` takes when its stored value is no longer offered; nil for the definition's default."),
                        nil)))
            defaults.append(
                // No provider default: the definition's default applies.
                .function(defaultFunction(nil, [.expression(.atom("nil"))])))
        }
        output(
            .nominal(
                SwiftNominalType(
                    documentation: (
                        "Provides the dynamic options of `" + intentType + "`'s parameters, as an intent handler does for a widget."),
                    modifiers: typeModifiers, kind: .protocol, name: intentNames.optionsProvider.spelled,
                    inheritance: ["IntentRuntime.IntentOptionsProvider"], whereRequirements: ["Intent == " + intentType],
                    memberGroups: requirements.map { [$0] })))
        output(
            .nominal(
                SwiftNominalType(
                    modifiers: ["nonisolated"], kind: .extension, name: intentNames.optionsProvider.spelled,
                    memberGroups: defaults.map { [$0] })))
    }
}
