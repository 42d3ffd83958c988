import Testing

@testable import IntentDefinition

@Suite("Validation: tags and types")
struct TagAndTypeValidationTests {
    @Test func duplicateTagsPointAtTheSecondTag() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10, parameters: [parameter("a", line: 11, tag: 2), parameter("b", line: 12, tag: 2)])
            ])
        let diagnostics = DefinitionValidator.validate(model)
        #expect(validationFindings(model) == [warningAt(.duplicateTag, 12, 3)])
        #expect(
            diagnostics.first?.message == "parameter 'b' of intent 'Brew' has tag 2, which parameter 'a' already has")
        #expect(diagnostics.first?.notes.first?.location == loc(11, 3))
    }

    @Test func aMissingTagIsAWarning() {
        var untagged = parameter("a", line: 11)
        untagged.tag = nil
        let model = definition(intents: [intent("Brew", line: 10, parameters: [untagged])])
        #expect(validationFindings(model) == [warningAt(.missingTag, 11, 2)])
    }

    @Test func aLastTagBelowAUsedTagIsAWarningAtTheLastTag() {
        var brew = intent(
            "Brew", line: 10, parameters: [parameter("a", line: 11, tag: 1), parameter("b", line: 12, tag: 5)])
        brew.lastParameterTag = Located(3, at: loc(13, 2))
        var roaster = customType("Roaster", line: 200)
        roaster.lastPropertyTag = Located(4, at: loc(205, 2))
        let model = definition(intents: [brew], types: [roaster])
        #expect(validationFindings(model) == [warningAt(.lastTagBelowUsedTag, 13, 2)])
        #expect(
            DefinitionValidator.validate(model).first?.message
                == "INIntentLastParameterTag of intent 'Brew' is 3, below tag 5 of parameter 'b'")
    }

    @Test func unknownAndMissingTypesAreErrorsAtTheType() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10,
                    parameters: [parameter("a", .unknown("Colour"), line: 11), parameter("b", .missing, line: 12)])
            ])
        #expect(validationFindings(model) == [errorAt(.unknownType, 11, 4), errorAt(.missingType, 12, 4)])
        #expect(
            DefinitionValidator.validate(model).first?.message
                == "parameter 'a' of intent 'Brew' has type 'Colour', which intentc does not know")
    }

    @Test func undefinedLocalReferencesAreErrorsAtTheReference() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10,
                    parameters: [parameter("size", .enumeration(reference("CupSize", line: 11)), line: 11)],
                    responseParameters: [
                        parameter("bean", .object(reference("Bean", line: 70)), line: 70, role: .responseParameter)
                    ])
            ])
        #expect(validationFindings(model) == [errorAt(.undefinedEnum, 11, 4), errorAt(.undefinedCustomType, 70, 4)])
        #expect(
            DefinitionValidator.validate(model).map(\.message).contains(
                "parameter 'size' of intent 'Brew' names enum 'CupSize', which the file does not define"))
    }

    @Test func aReferenceToTheWrongKindSaysWhatHasTheName() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10, parameters: [parameter("size", .object(reference("CupSize", line: 11)), line: 11)]
                )
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(
            DefinitionValidator.validate(model).map(\.message) == [
                "parameter 'size' of intent 'Brew' names type 'CupSize', which the file does not define (an enum has that name)"
            ])
    }

    @Test func systemReferencesAreNeverResolved() {
        let model = definition(
            intents: [
                intent(
                    "Play", line: 10,
                    parameters: [
                        parameter(
                            "mode", .enumeration(reference("PlaybackRepeatMode", line: 11, namespace: "System")),
                            line: 11),
                        parameter("item", .object(reference("MediaItem", line: 12, namespace: "System")), line: 12),
                    ])
            ])
        #expect(validationFindings(model) == [])
    }

    @Test func aForeignNamespaceIsAWarningAndTheNameIsStillResolved() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10,
                    parameters: [
                        parameter("size", .enumeration(reference("CupSize", line: 11, namespace: "zZ9yY8")), line: 11),
                        parameter("kind", .enumeration(reference("Kind", line: 12, namespace: "zZ9yY8")), line: 12),
                    ])
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(
            validationFindings(model) == [
                warningAt(.foreignNamespace, 11, 4), errorAt(.undefinedEnum, 12, 4),
                warningAt(.foreignNamespace, 12, 4),
            ])
    }

    @Test func model10ReferencesWithoutNamespaceResolveLocally() {
        let model = definition(
            intents: [
                intent(
                    "Brew", line: 10,
                    parameters: [
                        parameter("size", .enumeration(reference("CupSize", line: 11, namespace: nil)), line: 11)
                    ])
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(validationFindings(model) == [])
    }
}
