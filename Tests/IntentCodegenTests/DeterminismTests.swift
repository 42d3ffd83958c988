import IntentCodegen
import IntentDefinition
import Testing

/// Same model, same bytes.
@Suite struct DeterminismTests {
    @Test func generatingTwiceGivesTheSameBytes() {
        for definition in [SampleDefinitions.bookClub, LandmineDefinition.definition, HostileStringsTests.definition] {
            let first = SwiftGenerator.generate(definition, options: GenerationOptions())
            let second = SwiftGenerator.generate(definition, options: GenerationOptions())
            #expect(first.source != nil)
            #expect(Array(first.source?.utf8 ?? "".utf8) == Array(second.source?.utf8 ?? "".utf8))
            #expect(first.diagnostics == second.diagnostics)
        }
    }

    /// Combinations come from dictionaries in the file: their order must not matter, nor the
    /// order extra imports are given in.
    @Test func dictionaryOrderAndImportOrderDoNotChangeTheOutput() {
        var definition = SampleDefinitions.bookClub
        let combinations = ["book", "book,period", "period,tags", ""].map {
            ParameterCombination(
                key: $0, keyLocation: Model.at(90), title: FormatString(text: "Log ${book}", id: "x\($0)", at: Model.at(90)))
        }
        definition.intents[0].parameterCombinations = combinations
        definition.intents[0].managedParameterCombinations = combinations
        var shuffled = definition
        shuffled.intents[0].parameterCombinations.reverse()
        shuffled.intents[0].managedParameterCombinations.shuffle()
        let a = SwiftGenerator.generate(definition, options: GenerationOptions(extraImports: ["Combine", "SwiftUI"]))
        let b = SwiftGenerator.generate(shuffled, options: GenerationOptions(extraImports: ["SwiftUI", "Combine", "SwiftUI"]))
        #expect(a.source != nil && a.source == b.source)
    }

    @Test func outputHasNoMachineSpecificText() throws {
        let source = try #require(SwiftGenerator.generate(SampleDefinitions.bookClub, options: GenerationOptions()).source)
        #expect(!source.contains("Definitions/"))  // base name only
        #expect(!source.contains("\r") && !source.contains("\t"))
        #expect(source.hasSuffix("}\n") && !source.hasSuffix("\n\n"))
        #expect(!source.split(separator: "\n").contains { $0.last == " " })
    }
}
