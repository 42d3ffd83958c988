import Testing

@testable import IntentDefinition

@Suite("Decoding parameter combinations")
struct CombinationDecodingTests {
    @Test func legacyCombinationsAreSortedByKeyAndKeepTheKeyAsWritten() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentParameterCombinations": [
                "door,address": [
                    "INIntentParameterCombinationTitle": FakePlist("Open ${door} at ${address}").at(5, 5),
                    "INIntentParameterCombinationTitleID": "oP3nDr",
                    "INIntentParameterCombinationSubtitle": "",
                    "INIntentParameterCombinationSupportsBackgroundExecution": true,
                    "INIntentParameterCombinationIsPrimary": true,
                    "INIntentParameterCombinationIsLinked": true,
                ],
                "": ["INIntentParameterCombinationSupportsBackgroundExecution": false],
                "address": ["INIntentParameterCombinationTitle": "Open ${address}"],
            ]
        ])
        #expect(diagnostics.isEmpty)
        let combinations = intent.parameterCombinations
        #expect(combinations.map(\.key) == ["", "address", "door,address"])
        #expect(combinations[0].parameterNames.isEmpty)
        #expect(!combinations[0].supportsBackgroundExecution)
        let doorAddress = combinations[2]
        #expect(doorAddress.parameterNames == ["door", "address"])
        #expect(
            doorAddress.title
                == FormatString(text: "Open ${door} at ${address}", id: "oP3nDr", at: FakePlist.location(5, 5)))
        #expect(doorAddress.subtitle?.text == "")
        #expect(doorAddress.supportsBackgroundExecution && doorAddress.isPrimary && doorAddress.isLinked)
        #expect(!doorAddress.updatesLinked)
        #expect(intent.managedParameterCombinations.isEmpty)
    }

    @Test func combinationKeyLocationIsTheKeyElement() throws {
        let root: FakePlist = ["INIntents": [["INIntentManagedParameterCombinations": ["a,b": [:]]]]]
        let node = root.node()
        var diagnostics: [Diagnostic] = []
        let definition = try #require(DefinitionDecoder.decode(node, path: FakePlist.file, diagnostics: &diagnostics))
        guard case .array(let intents) = node["INIntents"]?.value else {
            Issue.record("fake tree lost its intents")
            return
        }
        let keyLocation = intents.first?["INIntentManagedParameterCombinations"]?.entry("a,b")?.keyLocation
        #expect(keyLocation != nil)
        #expect(definition.intents.first?.managedParameterCombinations.first?.keyLocation == keyLocation)
    }

    @Test func managedCombinationsAreRead() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentManagedParameterCombinations": [
                "size,roaster": [
                    "INIntentParameterCombinationSupportsBackgroundExecution": true,
                    "INIntentParameterCombinationTitle": "Brew ${size} from ${roaster}",
                    "INIntentParameterCombinationUpdatesLinked": true,
                ]
            ]
        ])
        #expect(diagnostics.isEmpty)
        let managed = try #require(intent.managedParameterCombinations.first)
        #expect(managed.parameterNames == ["size", "roaster"])
        #expect(managed.updatesLinked && managed.supportsBackgroundExecution)
        #expect(managed.title?.placeholderRoots == ["size", "roaster"])
    }

    @Test func combinationsThatAreAnArrayAreReported() throws {
        let (intent, diagnostics) = try decodeIntent(["INIntentParameterCombinations": FakePlist([]).at(3, 3)])
        expectSingle(diagnostics, .wrongValueKind, line: 3, column: 3)
        #expect(intent.parameterCombinations.isEmpty)
    }

    @Test func combinationValueThatIsNotADictionaryIsReportedAndSkipped() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentParameterCombinations": ["a": FakePlist("x").at(4, 4), "b": [:]]
        ])
        expectSingle(diagnostics, .wrongValueKind, line: 4, column: 4)
        #expect(
            diagnostics.first?.message
                == "combination 'a' of 'INIntentParameterCombinations' holds a string; expected a dictionary, so it is ignored"
        )
        #expect(intent.parameterCombinations.map(\.key) == ["b"])
    }

    @Test func keysSplitIntoNamesAtEveryCommaThatIsACharacterOfItsOwn() {
        let location = FakePlist.location(1, 1)
        #expect(ParameterCombination(key: "a,,b,", keyLocation: location).parameterNames == ["a", "", "b", ""])
        #expect(ParameterCombination(key: ",", keyLocation: location).parameterNames == ["", ""])
        #expect(ParameterCombination(key: "é,b", keyLocation: location).parameterNames == ["é", "b"])
        // A combining mark after a comma makes one character with it: not a separator.
        #expect(ParameterCombination(key: "a,\u{301}b,c", keyLocation: location).parameterNames == ["a,\u{301}b", "c"])
    }
}
