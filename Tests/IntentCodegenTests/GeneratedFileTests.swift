import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// A generated file holds its text, the same on every run.
@Suite struct GeneratedFileTests {
    private func generated(count: Int = 5) throws -> GeneratedFile {
        let input = IntentCompiler.Input.bytes(
            Array(SyntheticDefinition.xml(count: count).utf8), path: "Synth.intentdefinition")
        let output = IntentCompiler.run(input, goal: .generate)
        #expect(!output.failed)
        #expect(output.files.map(\.placement) == [.source])
        return try #require(output.files.first)
    }

    @Test func theTextIsTheWholeFileAndTheSameEachTime() throws {
        let text = try generated().text
        #expect(text.hasPrefix(SwiftGenerator.headerMarker + "\n"))
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        #expect(try generated().text == text)
    }
}
