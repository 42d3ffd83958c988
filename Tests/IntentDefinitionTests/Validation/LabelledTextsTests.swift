import Testing

@testable import IntentDefinition

@Suite("Validation: the walk over labelled texts")
struct LabelledTextsTests {
    /// Every labelled text as `id=text`.
    private func texts(_ model: Definition) -> [String] {
        LabelledTexts.all(in: model).map { "\($0.id)=\($0.text)" }
    }

    @Test func listsTextsThenFormatStringsInModelOrderSkippingUnlabelledOnes() {
        var brew = intent(
            "Brew", line: 10, parameters: [parameter("size", line: 11)],
            responseParameters: [parameter("cup", line: 12, role: .responseParameter)])
        brew.title = LocalizedText(text: "Brew", id: "t1", at: loc(20))
        brew.description = LocalizedText(text: nil, id: "t2", at: loc(21))
        brew.parameters[0].displayName = LocalizedText(text: "Size", id: nil, at: loc(22))
        brew.parameters[0].metadata.placeholder = LocalizedText(text: "Größe", id: "t3", at: loc(23))
        brew.parameters[0].promptDialogs = [
            PromptDialog(
                type: "Primary", isCustom: true,
                formatString: FormatString(text: "Which ${size}?", id: "f1", at: loc(24)), at: loc(24))
        ]
        brew.response!.parameters[0].displayName = LocalizedText(text: "Cup", id: "t4", at: loc(25))
        brew.response!.codes[0].formatString = FormatString(text: "Done", id: "f2", at: loc(26))
        brew.response!.codes[0].conciseFormatString = FormatString(text: "OK", id: nil, at: loc(27))
        brew.parameterCombinations = [
            ParameterCombination(
                key: "size", keyLocation: loc(28, 2), title: FormatString(text: "${size}", id: "f3", at: loc(28, 3)))
        ]
        var system = intent("SendMessage", line: 40)
        system.kind = .system
        system.title = LocalizedText(text: "Send", id: "t9", at: loc(41))
        var mode = enumeration("Mode", line: 100, cases: ["fast"])
        mode.displayName = LocalizedText(text: "Mode", id: "t5", at: loc(101))
        mode.cases[1].displayName = LocalizedText(text: "Fast", id: "t6", at: loc(102))
        var cup = customType("Cup", line: 200, properties: [parameter("volume", line: 210, role: .typeProperty)])
        cup.displayName = LocalizedText(text: "Cup", id: "t7", at: loc(201))
        cup.properties[4].displayName = LocalizedText(text: "Volume", id: "t8", at: loc(211))

        let model = definition(intents: [brew, system], enums: [mode], types: [cup])
        let uses = LabelledTexts.all(in: model)
        #expect(
            uses.map { "\($0.id)=\($0.text)" } == [
                "t1=Brew", "t3=Größe", "t4=Cup", "t5=Mode", "t6=Fast", "t7=Cup", "t8=Volume", "f1=Which ${size}?",
                "f2=Done", "f3=${size}",
            ])
        #expect(
            uses.map(\.location)
                == [loc(20), loc(23), loc(25), loc(101), loc(102), loc(201), loc(211), loc(24), loc(26), loc(28, 3)])
    }

    @Test func anEmptyDefinitionHasNoLabelledTexts() {
        #expect(texts(definition()).isEmpty)
    }
}
