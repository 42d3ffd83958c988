import IntentDefinition

/// `parameterSummary` from the definition's parameter combinations and relationships: the
/// widest combination with a title gives `Summary("…\(\.$p)…") { other parameters }`; a
/// parameter shown only when its parent has a value or an exact enum/Boolean value moves the
/// summary under `When(\.$parent, …) { with it } otherwise: { without it }`.
extension AppIntentsTranslator {
    func parameterSummary(_ intent: IntentPlan) -> SwiftDeclaration? {
        let shown = intent.parameters.filter { AppIntentsValueType($0, in: self) != nil }
        let combinations = (intent.intent.managedParameterCombinations + intent.intent.parameterCombinations)
            .filter { $0.title != nil }
        guard let combination = combinations.max(by: { $0.parameterNames.count < $1.parameterNames.count }),
            let title = combination.title
        else { return nil }
        let body: String
        if let (child, condition) = relationship(in: intent, among: shown) {
            body = "When(\(condition)) {\n" + summary(title, shown) + "\n} otherwise: {\n"
                + summary(title, shown.filter { $0.name != child.name }) + "\n}"
        } else {
            body = summary(title, shown)
        }
        return .property(
            SwiftProperty(
                documentation: "The summary Shortcuts shows, from the definition's parameter combinations.",
                modifiers: [access, "static"], name: "parameterSummary", type: "some ParameterSummary",
                accessors: .getter(body.split(separator: "\n").map { .expression(.atom(String($0))) })))
    }

    /// `Summary("title") { \.$rest … }`, where `title`'s placeholders name shown parameters.
    private func summary(_ title: FormatString, _ shown: [MemberPlan]) -> String {
        var used = Set<String>()
        let literal = InterpolatedLiteral.make(title) { root in
            guard let member = shown.first(where: { $0.parameter.name == root }) else { return nil }
            used.insert(member.parameter.name)
            return "\\.$" + member.name.bare
        }
        let rest = shown.filter { !used.contains($0.parameter.name) }
        guard !rest.isEmpty else { return "Summary(\(literal))" }
        return "Summary(\(literal)) {\n" + rest.map { "\\.$" + $0.name.bare }.joined(separator: "\n") + "\n}"
    }

    /// The first relationship a `When` can express, with its condition's arguments.
    private func relationship(in intent: IntentPlan, among shown: [MemberPlan]) -> (MemberPlan, String)? {
        for child in shown {
            guard let relationship = child.parameter.relationship,
                let parent = shown.first(where: { $0.parameter.name == relationship.parentName?.value }),
                !parent.isArray
            else { continue }
            let path = "\\.$" + parent.name.bare
            switch (relationship.predicate, parent.kind) {
            case ("HasAnyValue", _):
                return (child, path + ", .hasAnyValue")
            case ("EnumHasExactValue", .enumeration(let index)):
                let enumPlan = plan.enums[index]
                guard let caseName = relationship.predicateValue?.value,
                    let caseIndex = enumPlan.enumeration.cases.firstIndex(where: { $0.name == caseName }),
                    caseIndex != enumPlan.unknownCase
                else { continue }
                return (child, path + ", .equalTo, ." + enumPlan.names.cases[caseIndex].spelled)
            case ("BooleanHasExactValue", .builtIn(.boolean)):
                guard let value = relationship.predicateValue?.value, ["true", "false"].contains(value) else { continue }
                return (child, path + ", .equalTo, " + value)
            default:
                continue
            }
        }
        return nil
    }
}
