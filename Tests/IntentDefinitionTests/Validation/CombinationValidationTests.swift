import Testing

@testable import IntentDefinition

@Suite("Validation: parameter combinations")
struct CombinationValidationTests {
    private func combination(_ key: String, line: Int, title: String? = nil, subtitle: String? = nil)
        -> ParameterCombination
    {
        ParameterCombination(
            key: key, keyLocation: loc(line, 2), title: title.map { FormatString(text: $0, id: nil, at: loc(line, 3)) },
            subtitle: subtitle.map { FormatString(text: $0, id: nil, at: loc(line, 4)) })
    }

    private func brew(
        _ kind: Intent.Kind = .custom, legacy: [ParameterCombination] = [], managed: [ParameterCombination] = []
    ) -> Intent {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", line: 11), parameter("roaster", line: 12)])
        brew.kind = kind
        brew.parameterCombinations = legacy
        brew.managedParameterCombinations = managed
        return brew
    }

    @Test func keysAreSetsAndTheEmptyKeyIsValid() {
        let intent = brew(
            legacy: [
                combination("", line: 20, title: "Brew"),
                combination("roaster,size", line: 21, title: "Brew ${size} from ${roaster}"),
            ],
            managed: [combination("size,roaster", line: 30, title: "Brew ${size}")])
        #expect(validationFindings(definition(intents: [intent])) == [])
    }

    @Test func keyNamesMustBeParameters() {
        let intent = brew(managed: [combination("size,mug", line: 30, title: "Brew ${size}")])
        #expect(validationFindings(definition(intents: [intent])) == [warningAt(.unknownCombinationParameter, 30, 2)])
    }

    @Test func titlesMayUseOnlyTheKeysParameters() {
        let intent = brew(legacy: [
            combination("size", line: 20, title: "Brew ${size} from ${roaster}", subtitle: "${mug}")
        ])
        #expect(
            validationFindings(definition(intents: [intent])) == [
                warningAt(.combinationPlaceholderNotInKey, 20, 3), warningAt(.combinationPlaceholderNotInKey, 20, 4),
            ])
        #expect(
            DefinitionValidator.validate(definition(intents: [intent])).sortedForDisplay().first?.message
                == "title of parameter combination 'size' of intent 'Brew' uses '${roaster}', which its key does not list"
        )
    }

    @Test func twoKeysWithTheSameParametersAreAWarning() {
        let intent = brew(managed: [combination("roaster,size", line: 30), combination("size,roaster", line: 31)])
        let diagnostics = DefinitionValidator.validate(definition(intents: [intent]))
        #expect(validationFindings(definition(intents: [intent])) == [warningAt(.duplicateCombination, 31, 2)])
        #expect(diagnostics.first?.notes.first?.location == loc(30, 2))
    }

    @Test func systemIntentsCheckKeysButNotTitles() {
        let intent = brew(.system, legacy: [combination("size,mug", line: 20, title: "${roaster}")])
        #expect(validationFindings(definition(intents: [intent])) == [warningAt(.unknownCombinationParameter, 20, 2)])
    }
}
