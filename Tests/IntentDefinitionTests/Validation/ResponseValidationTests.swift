import Testing

@testable import IntentDefinition

@Suite("Validation: responses")
struct ResponseValidationTests {
    private func code(_ name: String, line: Int, success: Bool = false, text: String? = nil, concise: String? = nil)
        -> ResponseCode
    {
        ResponseCode(
            name: name, nameLocation: loc(line, 2), location: loc(line), isSuccess: success,
            formatString: text.map { FormatString(text: $0, id: "fS\(line)", at: loc(line, 8)) },
            conciseFormatString: concise.map { FormatString(text: $0, id: "cS\(line)", at: loc(line, 9)) })
    }

    @Test func aCustomIntentWithoutResponseIsAWarning() {
        var brew = intent("Brew", line: 10)
        brew.response = nil
        #expect(validationFindings(definition(intents: [brew])) == [warningAt(.missingResponse, 10, 2)])
    }

    @Test func aResponseNeedsSuccessAndFailure() {
        var brew = intent("Brew", line: 10)
        brew.response?.codes.removeAll { $0.name == "failure" }
        let diagnostics = DefinitionValidator.validate(definition(intents: [brew]))
        #expect(validationFindings(definition(intents: [brew])) == [warningAt(.missingSuccessOrFailureCode, 60, 1)])
        #expect(diagnostics.first?.message == "response of intent 'Brew' has no 'failure' code")
    }

    @Test func builtInNamesAndWrongSuccessFlagsAreWarnings() {
        var brew = intent("Brew", line: 10)
        brew.response?.codes = [
            code("success", line: 61), code("failure", line: 62, success: true), code("ready", line: 63),
            code("failureOutOfBeans", line: 64),
        ]
        #expect(
            validationFindings(definition(intents: [brew])) == [
                warningAt(.successFlagMismatch, 61, 2), warningAt(.successFlagMismatch, 62, 2),
                warningAt(.builtInResponseCodeName, 63, 2),
            ])
    }

    @Test func placeholdersMustNameResponseParametersByTheirRoot() {
        var brew = intent(
            "Brew", line: 10, parameters: [parameter("roaster", line: 11)],
            responseParameters: [parameter("order", line: 70, role: .responseParameter)])
        brew.response?.codes = [
            code("success", line: 61, success: true, text: "Your ${order.total} is ready.", concise: "${roaster} done"),
            code("failure", line: 62, text: "No ${beans}."),
        ]
        let diagnostics = DefinitionValidator.validate(definition(intents: [brew])).sortedForDisplay()
        #expect(
            validationFindings(definition(intents: [brew])) == [
                warningAt(.unknownResponsePlaceholder, 61, 9), warningAt(.unknownResponsePlaceholder, 62, 8),
            ])
        #expect(
            diagnostics.first?.message
                == "concise format string of response code 'success' of intent 'Brew' uses '${roaster}', which names no response parameter"
        )
    }

    @Test func theOutputMustBeAResponseParameter() {
        var brew = intent(
            "Brew", line: 10, responseParameters: [parameter("order", line: 70, role: .responseParameter)])
        brew.response?.outputParameterName = Located("receipt", at: loc(65, 2))
        #expect(validationFindings(definition(intents: [brew])) == [warningAt(.unknownOutputParameter, 65, 2)])
    }

    @Test func inputAndKeyParameterMustBeParameters() {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", line: 11)])
        brew.inputParameterName = Located("cup", at: loc(20, 2))
        brew.keyParameterName = Located("size", at: loc(21, 2))
        #expect(validationFindings(definition(intents: [brew])) == [warningAt(.unknownIntentParameterReference, 20, 2)])
        brew.keyParameterName = Located("mug", at: loc(21, 2))
        #expect(
            DefinitionValidator.validate(definition(intents: [brew])).map(\.message).contains(
                "key parameter 'mug' of intent 'Brew' is not a parameter of the intent"))
    }

    @Test func anIntentOfUnknownKindIsAWarningAndOnlyNamesAreChecked() {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", .unknown("Colour"), line: 11)])
        brew.kind = .other("Shortcut")
        brew.response = nil
        #expect(validationFindings(definition(intents: [brew])) == [warningAt(.unknownIntentKind, 10, 1)])
    }
}
