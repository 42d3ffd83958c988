import Testing

@testable import IntentDefinition

@Suite("Validation: file-wide checks")
struct FileValidationTests {
    @Test func anUnknownModelVersionIsAWarning() {
        var model = definition()
        model.modelVersion = Located("2.0", at: loc(2, 2))
        #expect(validationFindings(model) == [warningAt(.unknownModelVersion, 2, 2)])
        model.modelVersion = nil
        #expect(validationFindings(model) == [])
    }

    @Test func oneIDWithDifferentTextsWarnsOncePerTextWithANoteAtTheFirstUse() {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", line: 11), parameter("cup", line: 12)])
        brew.title = LocalizedText(text: "Brew", id: "tT1", at: loc(20))
        brew.description = LocalizedText(text: nil, id: "tT1", at: loc(21))
        brew.parameters[0].displayName = LocalizedText(text: "Size", id: "tT1", at: loc(22))
        brew.parameters[1].displayName = LocalizedText(text: "Brew", id: "tT1", at: loc(23))
        brew.managedParameterCombinations = [
            ParameterCombination(
                key: "size", keyLocation: loc(24, 2), title: FormatString(text: "Size", id: "tT1", at: loc(24, 3)))
        ]
        var mode = enumeration("Mode", line: 100, cases: ["fast"])
        mode.displayName = LocalizedText(text: "Mode", id: "tT1", at: loc(101, 5))
        let model = definition(intents: [brew], enums: [mode])
        let diagnostics = DefinitionValidator.validate(model).sortedForDisplay()
        #expect(
            validationFindings(model) == [
                warningAt(.conflictingLocalizationID, 22, 1), warningAt(.conflictingLocalizationID, 101, 5),
            ])
        #expect(diagnostics.first?.message == "localization ID 'tT1' labels 'Size' here but 'Brew' elsewhere")
        #expect(diagnostics.first?.notes.first?.location == loc(20))
    }

    @Test func systemIntentsGetOnlyNameTagAndKeyChecks() {
        var send = intent(
            "SendMessage", line: 10,
            parameters: [
                parameter("recipients", .object(reference("Person", line: 11, namespace: "System")), line: 11),
                parameter("kind", .unknown("Whatever"), line: 12, tag: 11),
                parameter("bad name", line: 13),
            ])
        send.kind = .system
        send.response = nil
        send.title = LocalizedText(text: "Send", id: "sM1", at: loc(20))
        send.description = LocalizedText(text: "Other", id: "sM1", at: loc(21))
        #expect(
            validationFindings(definition(intents: [send])) == [
                warningAt(.duplicateTag, 12, 3), errorAt(.invalidName, 13, 2),
            ])
    }

    @Test func everyValidationCodeIsInTheValidationRangeAndUnique() {
        let codes = DiagnosticCode.validationCodes.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { ("IC050"..."IC099").contains($0) })
        #expect(codes.count >= 30)
    }
}
