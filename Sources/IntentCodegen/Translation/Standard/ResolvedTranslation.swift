import IntentDefinition

extension StandardTranslator {
    /// `IntentResolvable`'s `OptionsProvider` and `resolved(using:)`: what a widget host does
    /// with a stored configuration, in the plan's resolution order (relationship parents first),
    /// through the runtime's `IntentResolution`. Each dynamic parameter keeps its value only if
    /// the provider still offers it, else takes the provider's default, else the definition's;
    /// other unset parameters take the definition's default.
    func resolvedGroups(_ intent: IntentPlan, _ members: [StandardMember]) -> [[SwiftDeclaration]] {
        let provider = "any " + intent.names.optionsProvider.spelled
        var body: [SwiftStatement] = [.variable(isConstant: false, name: "result", type: nil, value: .atom("self"))]
        for member in intent.resolutionOrder.map({ members[$0] }) {
            let path = SwiftArgument(nil, .atom("\\." + member.name.spelled))
            let target = SwiftArgument("of", .atom("&result"))
            guard let methods = member.plan.methods.options else {
                if let definitionDefault = member.defaultValue {
                    body.append(
                        .expression(
                            .call("IntentResolution.fillUnset", [path, target, SwiftArgument("with", definitionDefault)])))
                }
                continue
            }
            var arguments = [
                path, target, SwiftArgument("options", .atom("provider.\(methods.provideOptions.spelled)(for:)")),
                SwiftArgument("providerDefault", .atom("provider.\(methods.defaultValue.spelled)(for:)")),
            ]
            if let definitionDefault = member.defaultValue {
                arguments.append(SwiftArgument("definitionDefault", definitionDefault))
            }
            body.append(.expression(.prefixed("try await ", .call("IntentResolution.resolve", arguments))))
        }
        body.append(.return(.atom("result")))
        return [
            [.typeAlias(SwiftTypeAlias(modifiers: [access], name: "OptionsProvider", type: provider))],
            [
                .function(
                    SwiftFunction(
                        modifiers: [access], name: "resolved",
                        parameters: [SwiftParameter(label: "using", name: "provider", type: provider)],
                        effects: ["async", "throws"], returnType: intent.names.type.spelled, body: body))
            ],
        ]
    }
}
