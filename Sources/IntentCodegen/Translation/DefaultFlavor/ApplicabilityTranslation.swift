import IntentDefinition

extension DefaultFlavorTranslator {
    /// `is<P>Applicable` for each parameter whose relationship the plan can decide: whether
    /// the parent's value satisfies it (and the parent itself applies), each appended to
    /// `groups` as a group of its own, in parameter order.
    func appendApplicabilityChecks(
        _ intent: IntentPlan, _ members: [DefaultFlavorMember], to groups: inout [[SwiftDeclaration]]
    ) {
        let applicabilities = intent.applicabilities(enums: plan.enums)
        for index in applicabilities.indices {
            guard let applicability = applicabilities[index],
                let name = applicabilityName(intent, index)
            else { continue }
            let parent = members[applicability.parent]
            var condition = parentCondition(applicability.condition, parent)
            if applicabilities[applicability.parent] != nil,
                let parentCheck = applicabilityName(intent, applicability.parent)
            {
                condition = "\(parentCheck.spelled) && \(condition)"
            }
            let check = SwiftProperty(
                documentation: "Whether `\(members[index].parameter.name)` applies (is shown and resolved): "
                    + applicabilityText(applicability.condition, parent) + ".",
                modifiers: accessModifiers, name: name.spelled, type: .swift(.bool),
                accessors: .getter([.expression(.atom(condition))]))
            groups.append([.property(check)])
        }
    }

    /// The property name of `intent.parameters[index]`'s check.
    func applicabilityName(_ intent: IntentPlan, _ index: Int) -> SwiftName? {
        let position = intent.intent.parameters.firstIndex { $0.name == intent.parameters[index].parameter.name }
        return position.flatMap {
            intent.names.applicabilityChecks.indices.contains($0) ? intent.names.applicabilityChecks[$0] : nil
        }
    }

    /// The Swift condition on the parent's value.
    private func parentCondition(_ condition: Applicability.Condition, _ parent: DefaultFlavorMember) -> String {
        let value = parent.selfPath
        switch condition {
        case .hasAnyValue:
            return ExpressionLayout.flat(.call(.runtime(.validationValue), [SwiftArgument(nil, .atom(value))]))
                + " != .unset"
        case .isEnumCase(let caseIndex):
            let enumCase = "." + enumCaseName(parent, caseIndex)
            return parent.valueType.isArray ? "\(value).contains(\(enumCase))" : "\(value) == \(enumCase)"
        case .isBoolean(let expected):
            if parent.valueType.isArray {
                return expected ? "\(value).contains(true)" : "!\(value).contains(true)"
            }
            return expected ? "\(value) == true" : "\(value) != true"
        }
    }

    /// The rule in words, for the doc comment.
    private func applicabilityText(_ condition: Applicability.Condition, _ parent: DefaultFlavorMember) -> String {
        let name = "`\(parent.parameter.name)`"
        switch condition {
        case .hasAnyValue: return "\(name) has a value"
        case .isEnumCase(let caseIndex): return "\(name) is `.\(enumCaseName(parent, caseIndex))`"
        case .isBoolean(true): return "\(name) is true"
        case .isBoolean(false): return "\(name) is false or unset"
        }
    }

    private func enumCaseName(_ parent: DefaultFlavorMember, _ caseIndex: Int) -> String {
        guard case .enumeration(let enumIndex) = parent.plan.kind else { return "" }
        return plan.enums[enumIndex].names.cases[caseIndex].spelled
    }
}
