import Testing

@testable import IntentDefinition

@Suite("Validation: relationships")
struct RelationshipValidationTests {
    private func child(parent: String?, predicate: RelationshipPredicate, value: String? = nil) -> Parameter {
        var child = parameter("address", line: 13)
        child.relationship = Relationship(
            parentName: parent.map { Located($0, at: loc(14, 2)) }, predicate: predicate,
            predicateValue: value.map { Located(.text($0), at: loc(15, 2)) }, at: loc(14))
        return child
    }

    private func findings(_ child: Parameter) -> [Found] {
        let brew = intent(
            "Brew", line: 10,
            parameters: [
                parameter("style", .enumeration(reference("Style", line: 11)), line: 11),
                parameter("toGo", .boolean, line: 12), child,
            ])
        return validationFindings(
            definition(intents: [brew], enums: [enumeration("Style", line: 100, cases: ["here", "delivery"])]))
    }

    @Test func wellFormedRelationshipsAreFine() {
        #expect(findings(child(parent: "style", predicate: "EnumHasExactValue", value: "delivery")) == [])
        #expect(findings(child(parent: "toGo", predicate: "BooleanHasExactValue")) == [])
        #expect(findings(child(parent: "style", predicate: "HasAnyValue")) == [])
        #expect(findings(child(parent: "style", predicate: "SomeFuturePredicate")) == [])
    }

    @Test func aDanglingRelationshipIsAWarningNeverAnError() {
        #expect(
            findings(child(parent: nil, predicate: "EnumHasExactValue", value: "delivery")) == [
                warningAt(.danglingRelationship, 14, 1)
            ])
    }

    @Test func theParentMustBeAnotherParameter() {
        #expect(
            findings(child(parent: "venue", predicate: "HasAnyValue")) == [warningAt(.unknownRelationshipParent, 14, 2)]
        )
        #expect(
            findings(child(parent: "address", predicate: "HasAnyValue")) == [warningAt(.relationshipOnItself, 14, 2)])
    }

    @Test func thePredicateMustFitTheParent() {
        #expect(
            findings(child(parent: "toGo", predicate: "EnumHasExactValue", value: "x")) == [
                warningAt(.relationshipPredicateMismatch, 14, 2)
            ])
        #expect(
            findings(child(parent: "style", predicate: "BooleanHasExactValue")) == [
                warningAt(.relationshipPredicateMismatch, 14, 2)
            ])
    }

    @Test func anEnumValueMustBeACaseOfTheParentsEnum() {
        #expect(
            findings(child(parent: "style", predicate: "EnumHasExactValue", value: "pickup")) == [
                warningAt(.relationshipValueNotACase, 15, 2)
            ])
    }
}
