import IntentDefinition

/// A parameter with its Swift name and storage.
struct StandardMember {
    /// The parameter as decoded.
    var parameter: Parameter
    /// Its Swift name.
    var name: SwiftName
    /// Its storage.
    var valueType: StandardValueType
}

extension StandardTranslator {
    /// Pairs parameters with names and storage, dropping those whose type cannot be generated.
    func members(_ parameters: [Parameter], _ parameterNames: [SwiftName]) -> [StandardMember] {
        zip(parameters, parameterNames).compactMap { parameter, name in
            valueType(of: parameter).map { StandardMember(parameter: parameter, name: name, valueType: $0) }
        }
    }

    /// The intent struct: properties, memberwise initializer, descriptor, `validate()` and,
    /// with dynamic options, `resolved(using:)`.
    func intentDeclarations(_ intent: Intent, _ intentNames: DefinitionNames.IntentNames) -> [SwiftDeclaration] {
        let members = members(intent.parameters, intentNames.parameters)
        let properties = members.map { member in
            SwiftDeclaration.property(
                SwiftProperty(
                    documentation: member.parameter.displayName?.text, modifiers: [access],
                    name: member.name.spelled, type: member.valueType.propertyType))
        }
        var groups: [[SwiftDeclaration]] = [
            properties, [.function(memberwiseInitializer(members))],
            [.property(intentDescriptor(intent, members))], [.function(validateFunction(members))],
        ]
        if members.contains(where: \.parameter.supportsDynamicOptions) {
            groups.append([.function(resolvedFunction(intent, intentNames, members))])
        }
        let documentation = StandardExpressions.documentation(intent.title?.text, intent.description?.text)
            ?? "The \(intent.name) intent."
        return [
            .nominal(
                SwiftNominalType(
                    documentation: documentation, modifiers: typeModifiers, kind: .struct,
                    name: intentNames.type.spelled, inheritance: ["Sendable", "Hashable", "Codable"],
                    memberGroups: groups))
        ]
    }

    /// `init(p1: T1 = default1, …)` assigning every property.
    func memberwiseInitializer(_ members: [StandardMember], documentation: String? = nil) -> SwiftFunction {
        SwiftFunction(
            documentation: documentation
                ?? "Creates a value; every parameter left out takes the definition's default value.",
            modifiers: [access], name: "init",
            parameters: members.map { member in
                SwiftParameter(
                    name: member.name.spelled, type: member.valueType.propertyType,
                    defaultValue: member.valueType.defaultValue(of: member.parameter)
                        ?? member.valueType.unsetValue)
            },
            body: members.map { .assignment(target: "self." + $0.name.spelled, value: .atom($0.name.spelled)) })
    }

    /// `validate()`: bounds of Integer and Decimal values (each element of arrays), and
    /// required values. A parameter is required when it lists an unsupported reason with the
    /// code `required` (Xcode's built-in reason for a missing value).
    private func validateFunction(_ members: [StandardMember]) -> SwiftFunction {
        var checks: [SwiftStatement] = []
        for member in members {
            let path = "self." + member.name.spelled
            if member.parameter.unsupportedReasons.contains(where: { $0.code == "required" }) {
                checks.append(
                    .if(
                        condition: member.valueType.isUnset(path),
                        body: [issue(member, kind: ".missingRequiredValue")]))
            }
            let bounds: [(Located<Double>?, String, String)] = [
                (member.parameter.metadata.minimumValue, "<", "belowMinimum"),
                (member.parameter.metadata.maximumValue, ">", "aboveMaximum"),
            ]
            for case (let bound?, let comparison, let kind) in bounds {
                guard let condition = boundCondition(member, comparison, bound.value),
                    let literal = SwiftNumberLiteral.double(bound.value)
                else { continue }
                let isInteger = if case .value(.integer) = member.valueType.kind { true } else { false }
                let body = [issue(member, kind: ".\(kind)(\(literal))", value: isInteger ? "Double(value)" : "value")]
                checks.append(
                    member.valueType.isArray
                        ? .for(element: "value", sequence: path, condition: condition, body: body)
                        : .if(condition: "let value = \(path), \(condition)", body: body))
            }
        }
        let body: [SwiftStatement] = checks.isEmpty
            ? [.expression(.atom("[]"))]
            : [.variable(isConstant: false, name: "issues", type: "[IntentValidationIssue]", value: .atom("[]"))]
                + checks + [.return(.atom("issues"))]
        return SwiftFunction(
            documentation: "Reports values outside the definition's bounds and required values that are missing.",
            modifiers: [access], name: "validate", returnType: "[IntentValidationIssue]", body: body)
    }

    /// `value < 1` for Integer and Decimal parameters; nil for other types or unusable bounds.
    private func boundCondition(_ member: StandardMember, _ comparison: String, _ bound: Double) -> String? {
        guard case .value(let type) = member.valueType.kind, let literal = SwiftNumberLiteral.double(bound) else {
            return nil
        }
        switch type {
        case .integer:
            return SwiftNumberLiteral.wholeNumber(bound) != nil
                ? "value \(comparison) \(literal)" : "Double(value) \(comparison) \(literal)"
        case .decimal:
            return "value \(comparison) \(literal)"
        default:
            return nil
        }
    }

    /// `issues.append(IntentValidationIssue(parameter: "name", kind: …, value: …))`.
    private func issue(_ member: StandardMember, kind: String, value: String? = nil) -> SwiftStatement {
        let arguments =
            [SwiftArgument("parameter", .string(member.parameter.name)), SwiftArgument("kind", .atom(kind))]
            + (value.map { [SwiftArgument("value", .atom($0))] } ?? [])
        return .expression(
            .call("issues.append", [SwiftArgument(nil, .call("IntentValidationIssue", arguments))]))
    }

    /// `resolved(using:)`: what a widget host does with a stored configuration. For each
    /// dynamic parameter the chosen value is kept only if the provider still offers it
    /// (`IntentOptionMatching`), else the provider's default, else the definition's default;
    /// other unset parameters get the definition's default.
    private func resolvedFunction(
        _ intent: Intent, _ intentNames: DefinitionNames.IntentNames, _ members: [StandardMember]
    ) -> SwiftFunction {
        var body: [SwiftStatement] = [.variable(isConstant: false, name: "result", type: nil, value: .atom("self"))]
        for member in members {
            let target = "result." + member.name.spelled
            let definitionDefault = member.valueType.defaultValue(of: member.parameter)
            guard member.parameter.supportsDynamicOptions else {
                if let definitionDefault {
                    body.append(
                        .if(
                            condition: member.valueType.isUnset(target),
                            body: [.assignment(target: target, value: definitionDefault)]))
                }
                continue
            }
            let optionsName = member.name.bare + "Options"
            let stem = member.name.upperFirst
            body.append(
                .variable(
                    isConstant: true, name: optionsName, type: nil,
                    value: .prefixed(
                        "try await ",
                        .member(
                            .call("provider.provide\(stem)OptionsCollection", [SwiftArgument("for", .atom("self"))]),
                            "allItems"))))
            body.append(.assignment(target: target, value: keptValue(member, optionsName)))
            var fallback: SwiftExpression = .call("provider.default\(stem)", [SwiftArgument("for", .atom("self"))])
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
                parameters take the definition's defaults.
                """,
            modifiers: [access], name: "resolved",
            parameters: [SwiftParameter(label: "using", name: "provider", type: "some " + intentNames.optionsProvider.spelled)],
            effects: ["async", "throws"], returnType: intentNames.type.spelled, body: body)
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
