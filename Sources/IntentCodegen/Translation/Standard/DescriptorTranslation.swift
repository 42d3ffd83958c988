import IntentDefinition

extension StandardTranslator {
    /// `static let descriptor = IntentDescriptor(…)`: the intent's metadata with localization
    /// keys. Arguments that equal the runtime's defaults (false, nil) are left out.
    func intentDescriptor(_ intent: Intent, _ members: [StandardMember]) -> SwiftProperty {
        var arguments = [
            SwiftArgument("name", .string(intent.name)),
            SwiftArgument("title", StandardExpressions.localizedText(intent.title, fallback: intent.name)),
        ]
        if let description = intent.description {
            arguments.append(SwiftArgument("description", StandardExpressions.localizedText(description, fallback: "")))
        }
        if intent.isEligibleForWidgets {
            arguments.append(SwiftArgument("isEligibleForWidgets", .atom("true")))
        }
        if intent.isConfigurable {
            arguments.append(SwiftArgument("isConfigurable", .atom("true")))
        }
        if !members.isEmpty {
            arguments.append(SwiftArgument("parameters", .array(members.map { parameterDescriptor($0) })))
        }
        let summaries = (intent.managedParameterCombinations + intent.parameterCombinations).compactMap { summary($0) }
        if !summaries.isEmpty {
            arguments.append(SwiftArgument("summaries", .array(summaries)))
        }
        return SwiftProperty(
            modifiers: [access, "static"], isConstant: true, name: "descriptor",
            initialValue: .call("IntentDescriptor", arguments))
    }

    private func parameterDescriptor(_ member: StandardMember) -> SwiftExpression {
        let parameter = member.parameter
        var arguments = [SwiftArgument("name", .string(parameter.name))]
        if let displayName = parameter.displayName {
            arguments.append(SwiftArgument("displayName", StandardExpressions.localizedText(displayName, fallback: parameter.name)))
        }
        arguments.append(SwiftArgument("valueType", member.valueType.descriptorValueType))
        let flags: [(String, Bool)] = [
            ("isArray", parameter.isArray), ("isConfigurable", parameter.isConfigurable),
            ("hasDynamicOptions", member.plan.hasDynamicOptions), ("supportsSearch", member.plan.supportsSearch),
            ("isRequired", member.plan.rules.isRequired),
        ]
        for (label, flag) in flags where flag {
            arguments.append(SwiftArgument(label, .atom("true")))
        }
        if let defaultText = ModelValue.descriptorText(of: parameter) {
            arguments.append(SwiftArgument("defaultValue", .string(defaultText)))
        }
        for (label, bound) in [
            ("minimumValue", parameter.metadata.minimumValue), ("maximumValue", parameter.metadata.maximumValue),
        ] {
            if let literal = bound.flatMap({ SwiftNumberLiteral.double($0.value) }) {
                arguments.append(SwiftArgument(label, .atom(literal)))
            }
        }
        if member.plan.rules.checksNegativeNumbers {
            arguments.append(SwiftArgument("negativeNumbersNotSupported", .atom("true")))
        }
        if let relationship = parameter.relationship, let parent = relationship.parentName {
            arguments.append(
                SwiftArgument(
                    "relationship",
                    .call(
                        "IntentParameterDescriptor.Relationship",
                        [
                            SwiftArgument("parentName", .string(parent.value)),
                            SwiftArgument("predicate", relationshipPredicate(relationship)),
                        ])))
        }
        let reasons = parameter.unsupportedReasons.map { reason in
            var reasonArguments = [SwiftArgument("code", .string(reason.code))]
            if let text = reason.formatString {
                reasonArguments.append(SwiftArgument("text", StandardExpressions.localizedText(text.text, key: text.id)))
            }
            return SwiftExpression.call("IntentParameterDescriptor.UnsupportedReason", reasonArguments)
        }
        if !reasons.isEmpty {
            arguments.append(SwiftArgument("unsupportedReasons", .array(reasons)))
        }
        let prompts = parameter.promptDialogs.compactMap { prompt in
            prompt.formatString.map { format in
                SwiftExpression.call(
                    "IntentParameterDescriptor.Prompt",
                    [SwiftArgument("kind", .string(prompt.type)), SwiftArgument("dialog", StandardExpressions.dialogTemplate(format))])
            }
        }
        if !prompts.isEmpty {
            arguments.append(SwiftArgument("prompts", .array(prompts)))
        }
        if case .string(let text)? = parameter.metadata.defaultValue?.value, let key = parameter.metadata.defaultValueID {
            arguments.append(SwiftArgument("localizedDefaultValue", StandardExpressions.localizedText(text, key: key)))
        }
        for (label, name) in [
            ("trueDisplayName", parameter.metadata.trueDisplayName), ("falseDisplayName", parameter.metadata.falseDisplayName),
        ] {
            if let name { arguments.append(SwiftArgument(label, StandardExpressions.localizedText(name, fallback: ""))) }
        }
        return .call("IntentParameterDescriptor", arguments)
    }

    /// `IntentDescriptor.Summary(…)` for a combination with a title or subtitle; nil for one
    /// with neither.
    private func summary(_ combination: ParameterCombination) -> SwiftExpression? {
        guard combination.title != nil || combination.subtitle != nil else { return nil }
        var arguments = [SwiftArgument("parameters", .array(combination.parameterNames.map { .string($0) }))]
        for (label, format) in [("title", combination.title), ("subtitle", combination.subtitle)] {
            if let format { arguments.append(SwiftArgument(label, StandardExpressions.dialogTemplate(format))) }
        }
        return .call("IntentDescriptor.Summary", arguments)
    }

    /// The runtime's typed predicate, with the values the definition leaves implicit spelled
    /// out (a Boolean predicate without a value means `false`).
    private func relationshipPredicate(_ relationship: Relationship) -> SwiftExpression {
        let value = relationship.predicateValue?.value
        switch relationship.predicate {
        case "HasAnyValue":
            return .atom(".hasAnyValue")
        case "EnumHasExactValue" where value != nil:
            return .call(".enumHasExactValue", [SwiftArgument(nil, .string(value ?? ""))])
        case "BooleanHasExactValue":
            return .call(".booleanHasExactValue", [SwiftArgument(nil, .atom(String(Applicability.booleanValue(value))))])
        default:
            return .call(
                ".unrecognized",
                [
                    SwiftArgument("name", .string(relationship.predicate ?? "")),
                    SwiftArgument("value", value.map { .string($0) } ?? .atom("nil")),
                ])
        }
    }
}
