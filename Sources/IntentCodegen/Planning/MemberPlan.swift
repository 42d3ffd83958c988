import IntentDefinition

/// One member (intent parameter, response parameter or custom-type property) with everything
/// a flavor needs to declare, initialize, code, validate and resolve it.
struct MemberPlan {
    /// The parameter as decoded (names, display texts, relationship, descriptor metadata).
    var parameter: Parameter
    /// Its Swift name.
    var name: SwiftName
    /// What it holds.
    var kind: ValueKind
    /// The definition's default, fitted to the kind; for arrays, the one element's value.
    var defaultValue: ModelValue?
    /// What its value must satisfy.
    var rules: ValidationRules
    /// Stored out of line because its type contains the member's owner (custom-type
    /// properties only; see ``RecursiveProperties``).
    var isBoxed: Bool
    /// The names of the methods generated for it (intent parameters with dynamic options or
    /// resolution); all nil for other members.
    var methods: DefinitionNames.ParameterMethodNames

    /// Multiple values.
    var isArray: Bool { parameter.isArray }
    /// The app provides its options at run time.
    var hasDynamicOptions: Bool { parameter.supportsDynamicOptions }
    /// The app's options can be searched.
    var supportsSearch: Bool { parameter.supportsSearch }
}

extension MemberPlan {
    /// Plans `parameters` with `names` and `methods` (parallel; no methods when empty); a
    /// parameter whose type cannot be generated is left out and its IC103 error added to
    /// `diagnostics`. `boxed` holds the indices of the members stored out of line.
    static func plan(
        _ parameters: [Parameter], names: [SwiftName], methods: [DefinitionNames.ParameterMethodNames] = [],
        in definition: Definition, boxed: Set<Int> = [], diagnostics: inout [Diagnostic]
    ) -> [MemberPlan] {
        // One copy of each parameter, moved into its plan: the checks below only read it.
        var plans: [MemberPlan] = []
        plans.reserveCapacity(parameters.count)
        for index in 0..<min(parameters.count, names.count) {
            let parameter = parameters[index]
            switch ValueKind.of(parameter, in: definition) {
            case .unavailable(let unavailable):
                diagnostics.append(unavailable.diagnostic)
            case .kind(let kind):
                let defaultValue = ModelValue.defaultValue(of: parameter, kind: kind, in: definition)
                let rules = ValidationRules(parameter, kind: kind)
                plans.append(
                    MemberPlan(
                        parameter: parameter, name: names[index], kind: kind, defaultValue: defaultValue,
                        rules: rules, isBoxed: boxed.contains(index),
                        methods: methods.indices.contains(index)
                            ? methods[index] : DefinitionNames.ParameterMethodNames()))
            }
        }
        return plans
    }
}
