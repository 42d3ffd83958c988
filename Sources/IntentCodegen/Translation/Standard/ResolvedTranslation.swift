import IntentDefinition

extension StandardTranslator {
    /// `resolved(using:)`: what a widget host does with a stored configuration. For each
    /// dynamic parameter the chosen value is kept only if the provider still offers it
    /// (`IntentOptionMatching`), else the provider's default, else the definition's default;
    /// other unset parameters get the definition's default.
    ///
    /// Providers see the configuration as resolved so far, and a relationship's parent is
    /// resolved before its children (then file order), so options that depend on the parent's
    /// value are asked for with the value the result will hold.
    func resolvedFunction(_ intent: IntentPlan, _ members: [StandardMember]) -> SwiftFunction {
        var body: [SwiftStatement] = [.variable(isConstant: false, name: "result", type: nil, value: .atom("self"))]
        for member in intent.resolutionOrder.map({ members[$0] }) {
            let target = "result." + member.name.spelled
            let definitionDefault = member.defaultValue
            guard let methods = member.plan.methods.options else {
                if let definitionDefault {
                    body.append(
                        .if(
                            condition: member.valueType.isUnset(target),
                            body: [.assignment(target: target, value: definitionDefault)]))
                }
                continue
            }
            let optionsName = member.name.bare + "Options"
            body.append(
                .variable(
                    isConstant: true, name: optionsName, type: nil,
                    value: .prefixed(
                        "try await ",
                        .member(
                            .call("provider." + methods.provideOptions.spelled, [SwiftArgument("for", .atom("result"))]),
                            "allItems"))))
            body.append(.assignment(target: target, value: keptValue(member, optionsName)))
            var fallback: SwiftExpression = .call("provider." + methods.defaultValue.spelled, [SwiftArgument("for", .atom("result"))])
            if let orElse = definitionDefault ?? (member.valueType.isOptional ? nil : member.valueType.unsetValue) {
                fallback = .binary(fallback, "??", orElse)
            }
            body.append(
                .if(
                    condition: member.valueType.isUnset(target),
                    body: [.assignment(target: target, value: fallback)]))
        }
        body.append(.return(.atom("result")))
        return SwiftFunction(
            documentation: """
                Returns this configuration as a widget host would use it: each dynamic parameter \
                keeps its value only if `provider` still offers it (matched by identifier, display \
                text refreshed), else takes the provider's default, else the definition's; unset \
                parameters take the definition's defaults. Parents of relationships are resolved \
                first, and the provider is asked with the configuration resolved so far.
                """,
            modifiers: [access], name: "resolved",
            parameters: [SwiftParameter(label: "using", name: "provider", type: "some " + intent.names.optionsProvider.spelled)],
            effects: ["async", "throws"], returnType: intent.names.type.spelled, body: body)
    }

    /// The stored value if the options still offer it, else "unset".
    private func keptValue(_ member: StandardMember, _ optionsName: String) -> SwiftExpression {
        let path = "self." + member.name.spelled
        let match = { (value: String) in
            SwiftExpression.call(
                "IntentOptionMatching.match", [SwiftArgument(nil, .atom(value)), SwiftArgument("in", .atom(optionsName))])
        }
        if member.valueType.isArray {
            return match(path)
        }
        if member.valueType.isOptional {
            return .trailingClosure(path + ".flatMap", match("$0"))
        }
        return .binary(match(path), "??", member.valueType.unsetValue)
    }
}
