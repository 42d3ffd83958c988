import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The repository's Definitions/ generate without errors and typecheck warning-free in every
/// isolation mode. (The corpus's output is typechecked and linted by GeneratedIntentsTests.)
@Suite struct RealDefinitionsTests {
    static func definitions(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted().map { folder + "/" + $0 }
    }

    static let examples = definitions(in: PackagePaths.root.appending(path: "Definitions").path)

    private static func generate(_ path: String) throws -> String {
        let output = IntentCompiler.run(.file(path), goal: .generate)
        #expect(!output.diagnostics.contains { $0.severity != .note }, "\(path): \(output.diagnostics)")
        return try #require(output.source)
    }

    @Test func theExamplesAreThere() {
        #expect(Self.examples.count >= 4)
    }

    @Test(FastLoop.heavy, arguments: examples, CompileTests.isolationModes)
    func exampleTypechecks(path: String, flags: [String]) throws {
        let output = try SwiftToolchain.typecheck(["Generated.swift": try Self.generate(path)], flags: flags)
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(path) \(flags): \(output.text)")
    }

    @Test(CorpusLocator.availability)
    func systemIntentsOfTheCorpusAreSkippedWithNotes() throws {
        let path = try #require(CorpusLocator.path("040"), "corpus missing; set INTENTC_CORPUS")
        let output = IntentCompiler.run(.file(path), goal: .generate)
        #expect(output.diagnostics.filter { $0.code == .systemIntentNotGenerated }.count == 3)
        #expect(output.source?.contains("SendMessageIntent") == false)
    }
}
