/// Parent/child relationships between parameters of one intent (DefinitionFormat.md,
/// 'Relationships').
enum RelationshipChecks {
    /// Reports dangling relationships, parents that are not siblings or are the parameter
    /// itself, predicates that do not fit the parent's type, and enum values that are not cases.
    /// All are warnings: Xcode keeps such relationships and real files contain them.
    static func check(
        _ parameter: Parameter, of container: ParameterContainer, in definition: Definition,
        into diagnostics: inout [Diagnostic]
    ) {
        guard let relationship = parameter.relationship else { return }
        var subject: String { container.describe(parameter) }
        guard let parentName = relationship.parentName else {
            diagnostics.append(
                Diagnostic(
                    .danglingRelationship,
                    "relationship of \(subject) has no parent \(container.role.noun) (it was probably deleted) and is ignored",
                    at: relationship.location))
            return
        }
        guard parentName.value != parameter.name else {
            diagnostics.append(
                Diagnostic(
                    .relationshipOnItself, "\(subject) names itself as the parent of its relationship",
                    at: parentName.location))
            return
        }
        guard let parent = container.parameters.first(where: { $0.name == parentName.value }) else {
            diagnostics.append(
                Diagnostic(
                    .unknownRelationshipParent,
                    "\(subject) depends on '\(parentName.value)', which is not a \(container.role.noun) of \(container.owner)",
                    at: parentName.location,
                    notes: NameSuggestion.notes(
                        for: parentName.value,
                        among: container.parameters.filter { $0.name != parameter.name }.suggestionCandidates)))
            return
        }
        checkPredicate(relationship, parent: parent, subject: subject, in: definition, into: &diagnostics)
    }

    private static func checkPredicate(
        _ relationship: Relationship, parent: Parameter, subject: @autoclosure () -> String, in definition: Definition,
        into diagnostics: inout [Diagnostic]
    ) {
        let expected: String
        switch (relationship.predicate, parent.type) {
        case (.enumHasExactValue, .enumeration(let reference)):
            guard let value = relationship.textValue,
                let parentEnum = definition.enumDefinition(named: reference.name),
                parentEnum.enumCase(named: value.value) == nil
            else { return }
            diagnostics.append(
                Diagnostic(
                    .relationshipValueNotACase,
                    "\(subject()) depends on '\(parent.name)' being '\(value.value)', which is not a case of enum '\(reference.name)'",
                    at: value.location,
                    notes: [DiagnosticNote("enum '\(reference.name)' is defined here", at: parentEnum.nameLocation)]
                        + NameSuggestion.notes(for: value.value, among: parentEnum.caseCandidates)))
            return
        case (.enumHasExactValue, _):
            expected = "an enum"
        case (.booleanHasExactValue, .boolean):
            return
        case (.booleanHasExactValue, _):
            expected = "a Boolean"
        default:
            return
        }
        diagnostics.append(
            Diagnostic(
                .relationshipPredicateMismatch,
                "\(subject()) depends on '\(parent.name)' with predicate \(relationship.predicate?.name ?? ""), but '\(parent.name)' is \(ValueDescriptions.type(parent.type)), not \(expected)",
                at: relationship.parentName?.location ?? relationship.location))
    }
}
