import IntentDefinition

/// When a parameter with a relationship applies (is shown and resolved): its parent's value
/// satisfies a condition. Decided once here, with the values the definition leaves implicit
/// spelled out, so every flavor states the same rule.
struct Applicability {
    /// What the parent's value must be.
    enum Condition: Equatable {
        /// `HasAnyValue`: set (not nil, not empty, not an enum's unknown case).
        case hasAnyValue
        /// `EnumHasExactValue`: the case at this index of the parent's enum.
        case isEnumCase(Int)
        /// `BooleanHasExactValue`: this Boolean; the definition writes no value for `false`,
        /// and an unset parent counts as `false`.
        case isBoolean(Bool)
    }

    /// The parent, an index into the intent's planned parameters.
    var parent: Int
    /// What the parent's value must be.
    var condition: Condition

    /// The applicability of `parameters[index]`, or nil when it always applies: no
    /// relationship, a dangling or unplanned parent, a predicate intentc does not know, or an
    /// enum value that names no case (validation reports those).
    static func of(_ index: Int, in parameters: [MemberPlan], enums: [EnumPlan]) -> Applicability? {
        guard let relationship = parameters[index].parameter.relationship,
            let parentName = relationship.parentName?.value,
            let parent = parameters.firstIndex(where: { $0.parameter.name == parentName }), parent != index
        else { return nil }
        switch (relationship.predicate, parameters[parent].kind) {
        case (.hasAnyValue, _):
            return Applicability(parent: parent, condition: .hasAnyValue)
        case (.enumHasExactValue, .enumeration(let enumIndex)):
            guard let caseName = relationship.textValue?.value,
                let caseIndex = enums[enumIndex].enumeration.cases.firstIndex(where: { $0.name == caseName })
            else { return nil }
            return Applicability(parent: parent, condition: .isEnumCase(caseIndex))
        case (.booleanHasExactValue, .builtIn(.boolean)):
            return Applicability(parent: parent, condition: .isBoolean(relationship.booleanValue))
        default:
            return nil
        }
    }
}

extension IntentPlan {
    /// The applicability of each parameter, parallel to ``parameters``.
    func applicabilities(enums: [EnumPlan]) -> [Applicability?] {
        parameters.indices.map { Applicability.of($0, in: parameters, enums: enums) }
    }
}
