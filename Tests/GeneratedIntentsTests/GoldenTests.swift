import Foundation
import IntentCodegen
import TestSupport
import Testing

@testable import intentc

/// Generated/ is exactly what the regenerate command writes today: each file is byte-identical
/// to a fresh generation of its definition, and nothing else is there.
@Suite struct GoldenTests {
    static let outputNames = OutputFileNaming.outputFileNames(
        forInputPaths: GenerationFixtures.definitionPaths)

    @Test func everyDefinitionHasItsGeneratedFileAndNothingElseIsThere() throws {
        #expect(GenerationFixtures.definitionPaths.count == 5)
        // Generated/Intents/ and Generated/AppIntents/ hold the other flavors' files
        // (FlavorTypecheckTests and GeneratedAppIntentsTests check them).
        let present = try FileManager.default.contentsOfDirectory(
            atPath: GenerationFixtures.generatedDirectory.path
        ).filter { $0 != "Intents" && $0 != "AppIntents" }.sorted()
        #expect(
            present == Self.outputNames.sorted(),
            "Generated/ is out of date; regenerate with `\(GenerationFixtures.regenerateCommand)`")
    }

    @Test(arguments: zip(GenerationFixtures.definitionPaths, outputNames))
    func generatedFileMatchesAFreshGeneration(definition: String, output: String) throws {
        let fresh = try GenerationFixtures.generate(
            contentsOf: PackagePaths.root.appending(path: definition).path
        )
        .get()
        let committedPath = "Generated/" + output
        let committed = FileManager.default.contents(
            atPath: GenerationFixtures.generatedDirectory.appending(path: output).path
        ).map(Array.init)
        if let diff = UnifiedDiff.diff(old: committed, new: Array(fresh.utf8), path: committedPath) {
            Issue.record(
                """
                \(committedPath) differs from a fresh generation of \(definition); \
                regenerate with `\(GenerationFixtures.regenerateCommand)`:
                \(diff)
                """)
        }
    }
}
