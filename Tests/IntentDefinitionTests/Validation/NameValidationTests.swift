import Testing

@testable import IntentDefinition

@Suite("Validation: names")
struct NameValidationTests {
    @Test func aWellFormedModelHasNoFindings() {
        let model = definition(
            intents: [
                intent(
                    "BrewCoffee", line: 10,
                    parameters: [
                        parameter("size", .enumeration(reference("CupSize", line: 11)), line: 11),
                        parameter("roaster", .object(reference("Roaster", line: 12)), line: 12),
                    ],
                    responseParameters: [parameter("size", line: 70, role: .responseParameter)])
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small", "large"])],
            types: [
                customType(
                    "Roaster", line: 200, properties: [parameter("origin", line: 210, tag: 100, role: .typeProperty)])
            ])
        #expect(validationFindings(model) == [])
    }

    @Test func identifiersFollowXcodesEditor() {
        #expect(NameChecks.isIdentifier("input_file"))
        #expect(NameChecks.isIdentifier("_x9"))
        #expect(NameChecks.isIdentifier("public"))
        #expect(!NameChecks.isIdentifier(""))
        #expect(!NameChecks.isIdentifier("9lives"))
        #expect(!NameChecks.isIdentifier("cup size"))
        #expect(!NameChecks.isIdentifier("taille-é"))
        #expect(!NameChecks.isIdentifier("größe"))
    }

    @Test func missingNamesAreErrorsAtTheNameLocation() {
        var emptyCase = enumeration("Mode", line: 100, cases: [""])
        emptyCase.name = ""
        let model = definition(
            intents: [intent("", line: 10, parameters: [parameter("", line: 11)])],
            enums: [emptyCase],
            types: [customType("", line: 200)])
        #expect(
            validationFindings(model) == [
                errorAt(.missingName, 10, 2), errorAt(.missingName, 11, 2), errorAt(.missingName, 100, 2),
                errorAt(.missingName, 102, 2), errorAt(.missingName, 200, 2),
            ])
        let messages = DefinitionValidator.validate(model).map(\.message)
        #expect(messages.contains("a parameter of intent '' has no name"))
        #expect(messages.contains("a case of enum '' has no name"))
    }

    @Test func invalidNamesNameTheOffender() {
        let model = definition(
            intents: [intent("Brew Coffee", line: 10, parameters: [parameter("cup-size", line: 11)])],
            enums: [enumeration("9Modes", line: 100, cases: ["fast one"])],
            types: [
                customType(
                    "Ro@ster", line: 200, properties: [parameter("örigin", line: 210, tag: 100, role: .typeProperty)])
            ])
        #expect(
            validationFindings(model) == [
                errorAt(.invalidName, 10, 2), errorAt(.invalidName, 11, 2), errorAt(.invalidName, 100, 2),
                errorAt(.invalidName, 102, 2), errorAt(.invalidName, 200, 2), errorAt(.invalidName, 210, 2),
            ])
        #expect(
            DefinitionValidator.validate(model).map(\.message).contains(
                "parameter name 'cup-size' of intent 'Brew Coffee' is not an identifier (letters, digits and underscores, not starting with a digit)"
            ))
    }

    @Test func duplicateIntentsPointAtTheSecondWithANoteAtTheFirst() {
        let model = definition(intents: [intent("Brew", line: 10), intent("Brew", line: 20)])
        let diagnostics = DefinitionValidator.validate(model)
        #expect(validationFindings(model) == [errorAt(.duplicateIntentName, 20, 2)])
        #expect(diagnostics.first?.notes == [DiagnosticNote("intent 'Brew' is first defined here", at: loc(10, 2))])
    }

    @Test func enumsAndTypesShareOneNamespace() {
        let model = definition(
            enums: [enumeration("Roaster", line: 300, cases: ["a"]), enumeration("Mode", line: 100, cases: ["a"])],
            types: [customType("Roaster", line: 200), customType("Mode", line: 400)])
        let diagnostics = DefinitionValidator.validate(model).sortedForDisplay()
        #expect(
            validationFindings(model) == [errorAt(.duplicateTypeName, 300, 2), errorAt(.duplicateTypeName, 400, 2)])
        #expect(diagnostics.first?.message == "enum 'Roaster' has the same name as type 'Roaster' at line 200")
        #expect(diagnostics.first?.notes.first?.location == loc(200, 2))
    }

    /// Two declarations of one kind: the message says where the first is, so a format without
    /// notes (JSON consumers, annotations) still tells the two apart.
    @Test func twoTypesOfOneNameSayWhereTheFirstIs() {
        let model = definition(types: [customType("MenuList", line: 12), customType("MenuList", line: 40)])
        let diagnostics = DefinitionValidator.validate(model).sortedForDisplay()
        #expect(validationFindings(model) == [errorAt(.duplicateTypeName, 40, 2)])
        #expect(diagnostics.first?.message == "type 'MenuList' is defined twice, first at line 12")
        #expect(diagnostics.first?.notes.first?.location == loc(12, 2))
    }

    @Test func anIntentNamedLikeATypeIsAWarning() {
        let model = definition(
            intents: [intent("Roaster", line: 10)], types: [customType("Roaster", line: 200)])
        #expect(validationFindings(model) == [warningAt(.intentSharesTypeName, 10, 2)])
    }

    @Test(arguments: [ParameterRole.intentParameter, .responseParameter, .typeProperty])
    func duplicateParameterNamesAreFoundInEveryRole(role: ParameterRole) {
        let pair = [parameter("size", line: 11, role: role), parameter("size", line: 12, role: role)]
        let model: Definition
        switch role {
        case .intentParameter: model = definition(intents: [intent("Brew", line: 10, parameters: pair)])
        case .responseParameter: model = definition(intents: [intent("Brew", line: 10, responseParameters: pair)])
        case .typeProperty:
            model = definition(types: [
                customType(
                    "Roaster", line: 5,
                    properties: pair.map {
                        var p = $0
                        p.tag?.value += 100
                        return p
                    })
            ])
        }
        let diagnostics = DefinitionValidator.validate(model)
        #expect(validationFindings(model) == [errorAt(.duplicateParameterName, 12, 2)])
        #expect(diagnostics.first?.notes.first?.location == loc(11, 2))
        let plural = [
            .intentParameter: "parameters", .responseParameter: "response parameters", .typeProperty: "properties",
        ][role]
        #expect(diagnostics.first?.message.contains("two \(plural ?? "") named 'size'") == true)
    }

    @Test func duplicatesInALongListAreFoundLikeInAShortOne() {
        // Thirteen cases (with the implicit `unknown`): repeats far apart in a long list.
        var cases = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
        cases[9] = "c"
        cases[11] = "e"
        let model = definition(enums: [enumeration("Mode", line: 100, cases: cases)])
        #expect(
            validationFindings(model) == [errorAt(.duplicateCaseName, 111, 2), errorAt(.duplicateCaseName, 113, 2)])
        let notes = DefinitionValidator.validate(model).sorted { $0.location! < $1.location! }.flatMap(\.notes)
        #expect(notes.map(\.location) == [loc(104, 2), loc(106, 2)])
        #expect(notes.map(\.message) == ["the first case 'c' is here", "the first case 'e' is here"])
    }

    @Test func duplicateCasesAndResponseCodes() {
        var brew = intent("Brew", line: 10)
        brew.response?.codes.append(ResponseCode(name: "failure", nameLocation: loc(63, 2), location: loc(63)))
        let model = definition(intents: [brew], enums: [enumeration("Mode", line: 100, cases: ["fast", "fast"])])
        #expect(
            validationFindings(model) == [
                errorAt(.duplicateResponseCodeName, 63, 2), errorAt(.duplicateCaseName, 103, 2),
            ])
    }
}
