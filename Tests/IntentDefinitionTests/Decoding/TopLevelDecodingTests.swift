import Testing

@testable import IntentDefinition

@Suite("Decoding the root dictionary")
struct TopLevelDecodingTests {
    @Test func newFileTemplateDecodesToAnEmptyDefinition() throws {
        // The Xcode template: only INIntents and INEnums, unsorted, empty.
        let outcome = decode(FakePlist(["INIntents": [], "INEnums": []]).at(3, 1))
        let definition = try outcome.decoded
        #expect(outcome.diagnostics.isEmpty)
        #expect(definition.path == FakePlist.file)
        #expect(definition.location == FakePlist.location(3, 1))
        #expect(definition.intents.isEmpty && definition.enums.isEmpty && definition.types.isEmpty)
        #expect(definition.modelVersion == nil && definition.namespace == nil)
    }

    @Test func emptyRootDictionaryDecodes() throws {
        let outcome = decode([:])
        #expect(try outcome.decoded.intents.isEmpty)
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func versionKeysAreRead() throws {
        let definition = try decode([
            "INIntentDefinitionModelVersion": FakePlist("1.2").at(5, 2),
            "INIntentDefinitionNamespace": FakePlist("p74MWb").at(7, 2),
            "INIntentDefinitionToolsVersion": "13.2.1",
            "INIntentDefinitionToolsBuildVersion": "13C100",
            "INIntentDefinitionSystemVersion": "21C52",
        ]).decoded
        #expect(definition.modelVersion == Located("1.2", at: FakePlist.location(5, 2)))
        #expect(definition.namespace == Located("p74MWb", at: FakePlist.location(7, 2)))
        #expect(definition.toolsVersion == "13.2.1")
        #expect(definition.toolsBuildVersion == "13C100")
        #expect(definition.systemVersion == "21C52")
    }

    @Test func unknownKeysAreIgnoredAtEveryLevel() throws {
        let outcome = decode([
            "SomethingNew": ["x": 1],
            "INIntents": [["INIntentName": "A", "INIntentFuture": [1, 2]]],
            "INEnums": [["INEnumName": "E", "INEnumFuture": true]],
        ])
        #expect(outcome.diagnostics.isEmpty)
        #expect(try outcome.decoded.intents.map(\.name) == ["A"])
        #expect(try outcome.decoded.enums.map(\.name) == ["E"])
    }

    @Test func rootThatIsNotADictionaryIsReportedAndNothingIsDecoded() {
        let outcome = decode(FakePlist([]).at(4, 1))
        #expect(outcome.definition == nil)
        expectSingle(outcome.diagnostics, .rootNotDictionary, line: 4, column: 1)
        #expect(outcome.diagnostics.first?.message.contains("an array") == true)
    }

    @Test func topLevelArrayOfTheWrongKindIsReportedAndTreatedAsEmpty() throws {
        let outcome = decode(["INIntents": FakePlist(["x": 1]).at(9, 3), "INEnums": []])
        #expect(try outcome.decoded.intents.isEmpty)
        expectSingle(outcome.diagnostics, .wrongValueKind, line: 9, column: 3)
        #expect(
            outcome.diagnostics.first?.message == "'INIntents' holds a dictionary; expected an array, so it is ignored")
    }

    @Test func arrayEntryOfTheWrongKindIsReportedAndSkippedKeepingTheOthers() throws {
        let outcome = decode([
            "INIntents": [["INIntentName": "First"], FakePlist("oops").at(12, 4), ["INIntentName": "Third"]]
        ])
        #expect(try outcome.decoded.intents.map(\.name) == ["First", "Third"])
        expectSingle(outcome.diagnostics, .wrongValueKind, line: 12, column: 4)
        #expect(
            outcome.diagnostics.first?.message
                == "entry 2 of 'INIntents' holds a string; expected a dictionary, so it is ignored")
    }

    @Test func versionOfTheWrongKindIsReportedAndAbsent() throws {
        let outcome = decode(["INIntentDefinitionModelVersion": FakePlist(1.2).at(2, 5)])
        #expect(try outcome.decoded.modelVersion == nil)
        expectSingle(outcome.diagnostics, .wrongValueKind, line: 2, column: 5)
    }

    /// Combinations are a dictionary in the file, whose key order means nothing: they come out
    /// sorted by key whatever that order. (Decoding one tree twice could never differ.)
    @Test func combinationsComeOutInKeyOrderWhateverTheFileOrder() throws {
        func combinationKeys(_ combinations: FakePlist) throws -> [String] {
            let tree: FakePlist = ["INIntents": [["INIntentName": "A", "INIntentParameterCombinations": combinations]]]
            return try decode(tree).decoded.intents.flatMap { $0.parameterCombinations.map(\.key) }
        }
        let title: FakePlist = ["INIntentParameterCombinationTitle": "B"]
        #expect(try combinationKeys(["b": title, "a": [:], "a,b": [:]]) == ["a", "a,b", "b"])
        #expect(try combinationKeys(["a,b": [:], "a": [:], "b": title]) == ["a", "a,b", "b"])
    }
}

@Suite("Decoding text through the reader")
struct ReadAndDecodeTests {
    @Test func xcodeNewFileTemplateDecodesWithoutDiagnostics() throws {
        let template = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>INIntents</key>
              <array>
              </array>
              <key>INEnums</key>
              <array>
              </array>
            </dict>
            </plist>

            """
        var diagnostics: [Diagnostic] = []
        let root = try #require(
            PlistReader.read(bytes: Array(template.utf8), path: "Intents.intentdefinition", diagnostics: &diagnostics))
        let definition = try #require(
            DefinitionDecoder.decode(root, path: "Intents.intentdefinition", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(definition.location == SourceLocation(file: "Intents.intentdefinition", line: 4, column: 1))
        #expect(definition.intents.isEmpty && definition.enums.isEmpty && definition.types.isEmpty)
    }
}
