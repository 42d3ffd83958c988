import IntentDefinition

extension DefaultFlavorTranslator {
    /// `static let descriptor = IntentDescriptor(…)`: the intent's metadata with localization
    /// keys. Arguments that equal the runtime's defaults (false, nil) are left out.
    func intentDescriptor(_ intent: Intent, _ members: [DefaultFlavorMember]) -> SwiftProperty {
        var arguments = [
            SwiftArgument("name", .string(intent.name)),
            SwiftArgument(
                "title", DefaultFlavorExpressions.localizedText(intent.title, fallback: intent.name)),
        ]
        if let description = intent.description {
            arguments.append(
                SwiftArgument("description", DefaultFlavorExpressions.localizedText(description, fallback: "")))
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
            modifiers: staticModifiers, isConstant: true, name: "descriptor",
            initialValue: .call(.runtime(.descriptor), arguments))
    }

    private func parameterDescriptor(_ member: DefaultFlavorMember) -> SwiftExpression {
        let parameter = member.parameter
        var arguments = [SwiftArgument("name", member.nameLiteral)]
        if let displayName = parameter.displayName {
            arguments.append(
                SwiftArgument(
                    "displayName", DefaultFlavorExpressions.localizedText(displayName, fallback: parameter.name)))
        }
        arguments.append(SwiftArgument("valueType", member.valueType.descriptorValueType))
        appendTrue("isArray", if: parameter.isArray, to: &arguments)
        appendTrue("isConfigurable", if: parameter.isConfigurable, to: &arguments)
        appendTrue("hasDynamicOptions", if: member.plan.hasDynamicOptions, to: &arguments)
        appendTrue("supportsSearch", if: member.plan.supportsSearch, to: &arguments)
        appendTrue("isRequired", if: member.plan.rules.isRequired, to: &arguments)
        if let defaultText = ModelValue.descriptorText(of: member.plan) {
            arguments.append(SwiftArgument("defaultValue", .string(defaultText)))
        }
        let metadata = parameter.metadata
        if let literal = metadata.appliedMinimumValue.flatMap({ SwiftNumberLiteral.double($0.value) }) {
            arguments.append(SwiftArgument("minimumValue", .atom(literal)))
        }
        if let literal = metadata.appliedMaximumValue.flatMap({ SwiftNumberLiteral.double($0.value) }) {
            arguments.append(SwiftArgument("maximumValue", .atom(literal)))
        }
        appendTrue("negativeNumbersNotSupported", if: member.plan.rules.checksNegativeNumbers, to: &arguments)
        if let relationship = parameter.relationship, let parent = relationship.parentName {
            arguments.append(
                SwiftArgument(
                    "relationship",
                    .call(
                        .nested(.runtime(.parameterDescriptor), "Relationship"),
                        [
                            SwiftArgument("parentName", .string(parent.value)),
                            SwiftArgument("predicate", relationshipPredicate(relationship)),
                        ])))
        }
        let reasons = parameter.unsupportedReasons.map { reason in
            var reasonArguments = [SwiftArgument("code", .string(reason.code))]
            if let text = reason.formatString {
                reasonArguments.append(
                    SwiftArgument("text", DefaultFlavorExpressions.localizedText(text.text, key: text.id)))
            }
            return SwiftExpression.call(.nested(.runtime(.parameterDescriptor), "UnsupportedReason"), reasonArguments)
        }
        if !reasons.isEmpty {
            arguments.append(SwiftArgument("unsupportedReasons", .array(reasons)))
        }
        let prompts = parameter.promptDialogs.compactMap { prompt in
            prompt.formatString.map { format in
                SwiftExpression.call(
                    .nested(.runtime(.parameterDescriptor), "Prompt"),
                    [
                        SwiftArgument("kind", .string(prompt.type)),
                        SwiftArgument("dialog", DefaultFlavorExpressions.dialogTemplate(format)),
                    ])
            }
        }
        if !prompts.isEmpty {
            arguments.append(SwiftArgument("prompts", .array(prompts)))
        }
        if case .string(let text)? = metadata.defaultValue?.value, let key = metadata.defaultValueID {
            arguments.append(
                SwiftArgument("localizedDefaultValue", DefaultFlavorExpressions.localizedText(text, key: key)))
        }
        if let name = metadata.trueDisplayName {
            arguments.append(
                SwiftArgument("trueDisplayName", DefaultFlavorExpressions.localizedText(name, fallback: "")))
        }
        if let name = metadata.falseDisplayName {
            arguments.append(
                SwiftArgument("falseDisplayName", DefaultFlavorExpressions.localizedText(name, fallback: "")))
        }
        return .call(.runtime(.parameterDescriptor), arguments)
    }

    /// Appends `label: true` when `flag` is set (the runtime's default is false).
    private func appendTrue(_ label: String, if flag: Bool, to arguments: inout [SwiftArgument]) {
        if flag { arguments.append(SwiftArgument(label, .atom("true"))) }
    }

    /// `IntentDescriptor.Summary(…)` for a combination with a title or subtitle; nil for one
    /// with neither.
    private func summary(_ combination: ParameterCombination) -> SwiftExpression? {
        guard combination.title != nil || combination.subtitle != nil else { return nil }
        var arguments = [SwiftArgument("parameters", .array(combination.parameterNames.map { .string($0) }))]
        if let title = combination.title {
            arguments.append(SwiftArgument("title", DefaultFlavorExpressions.dialogTemplate(title)))
        }
        if let subtitle = combination.subtitle {
            arguments.append(SwiftArgument("subtitle", DefaultFlavorExpressions.dialogTemplate(subtitle)))
        }
        return .call(.nested(.runtime(.descriptor), "Summary"), arguments)
    }

    /// The runtime's typed predicate, with the values the definition leaves implicit spelled
    /// out (a Boolean predicate without a value means `false`).
    private func relationshipPredicate(_ relationship: Relationship) -> SwiftExpression {
        let value = relationship.textValue?.value
        switch relationship.predicate {
        case .hasAnyValue:
            return .atom(".hasAnyValue")
        case .enumHasExactValue where value != nil:
            return .call(".enumHasExactValue", [SwiftArgument(nil, .string(value ?? ""))])
        case .booleanHasExactValue:
            return .call(".booleanHasExactValue", [SwiftArgument(nil, .atom(String(relationship.booleanValue)))])
        default:
            return .call(
                ".unrecognized",
                [
                    SwiftArgument("name", .string(relationship.predicate?.name ?? "")),
                    SwiftArgument("value", value.map { .string($0) } ?? .atom("nil")),
                ])
        }
    }
}
