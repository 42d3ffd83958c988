import IntentDefinition

extension DefaultFlavorTranslator {
    /// `IntentResolvable`'s `OptionsProvider` and `resolved(using:)`: what a widget host does
    /// with a stored configuration, in the plan's resolution order (relationship parents first),
    /// through the runtime's `IntentResolution`. Each dynamic parameter keeps its value only if
    /// the provider still offers it (or, for a searchable parameter, its search form finds it
    /// under the value's display text), else takes the provider's default, else the
    /// definition's; other unset parameters take the definition's default.
    func resolvedGroups(_ intent: IntentPlan, _ members: [DefaultFlavorMember]) -> [[SwiftDeclaration]] {
        let provider = SwiftType.existential(intent.names.optionsProvider.type)
        var body: [SwiftStatement] = [.variable(isConstant: false, name: "result", type: nil, value: .atom("self"))]
        let applicabilities = intent.applicabilities(enums: plan.enums)
        for index in intent.resolutionOrder {
            let statements = resolutionStatements(members[index])
            // A parameter its relationship hides is left as stored: its provider is not asked.
            if !statements.isEmpty, applicabilities[index] != nil, let check = applicabilityName(intent, index) {
                body.append(.if(condition: .member(.atom("result"), check.spelled), body: statements))
            } else {
                body += statements
            }
        }
        body.append(.return(.atom("result")))
        return [
            [.typeAlias(SwiftTypeAlias(modifiers: accessModifiers, name: "OptionsProvider", type: provider))],
            [
                .function(
                    SwiftFunction(
                        documentation: Self.resolvedDocumentation, modifiers: accessModifiers, name: "resolved",
                        parameters: [SwiftParameter(label: "using", name: "provider", type: provider)],
                        effects: [.async, .throws], returnType: intent.names.type.type, body: body))
            ],
        ]
    }

    /// The statements that resolve one parameter (none when it has neither dynamic options nor
    /// a definition default).
    private func resolutionStatements(_ member: DefaultFlavorMember) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        let path = SwiftArgument(nil, .atom("\\." + member.name.spelled))
        let target = SwiftArgument("of", .atom("&result"))
        guard let methods = member.plan.methods.options else {
            if let definitionDefault = member.defaultValue {
                statements.append(
                    .expression(
                        .call(
                            .member(.type(.runtime(.resolution)), "fillUnset"),
                            [path, target, SwiftArgument("with", definitionDefault)])))
            }
            return statements
        }
        var arguments = [
            path, target, SwiftArgument("options", .atom("provider." + methods.provideOptions.spelled + "(for:)")),
        ]
        if member.plan.supportsSearch {
            arguments.append(
                SwiftArgument("search", .atom("provider." + methods.provideOptions.spelled + "(for:searchTerm:)")))
        }
        arguments.append(SwiftArgument("providerDefault", .atom("provider." + methods.defaultValue.spelled + "(for:)")))
        if let definitionDefault = member.defaultValue {
            arguments.append(SwiftArgument("definitionDefault", definitionDefault))
        }
        statements.append(
            .expression(.prefixed(.tryAwait, .call(.member(.type(.runtime(.resolution)), "resolve"), arguments))))
        return statements
    }

    /// The doc comment of every generated `resolved(using:)`: the resolution rules, stated once
    /// in `IntentResolution` and summarized here for the app developer.
    static let resolvedDocumentation = """
        This configuration as a widget host uses it, resolved against `provider` parameter by \
        parameter (a relationship's parent first). A parameter with dynamic options keeps its \
        stored value while the provider's options offer it (objects match by identifier and come \
        back refreshed); when a searchable parameter's plain options lack the value, the search \
        form is asked with the value's display text and the value is kept if the results offer \
        it. A value not kept, or never set, takes the provider's default, else the definition's. \
        Other unset parameters take the definition's default. A parameter whose relationship \
        hides it (`is<P>Applicable` is false) is left as stored: its provider is not asked.
        """
}
