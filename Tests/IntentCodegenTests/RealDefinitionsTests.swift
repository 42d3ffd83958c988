import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// Every real definition (the shared corpus and the repository's Definitions/) generates
/// without errors, and the output typechecks warning-free and lints clean.
@Suite struct RealDefinitionsTests {
    /// `INTENTC_CORPUS`, else `../shared/corpus` next to the package.
    static let corpusFolder = ProcessInfo.processInfo.environment["INTENTC_CORPUS"]
        ?? SwiftToolchain.packageRoot.deletingLastPathComponent().appending(path: "shared/corpus").path

    static func definitions(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted().map { folder + "/" + $0 }
    }

    static let corpus = definitions(in: corpusFolder)
    static let examples = definitions(in: SwiftToolchain.packageRoot.appending(path: "Definitions").path)

    private static func generate(_ path: String) throws -> String {
        let loaded = DefinitionLoader.load(contentsOf: path)
        let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions())
        #expect(!diagnostics.contains { $0.severity != .note }, "\(path): \(diagnostics)")
        return try #require(source)
    }

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.count >= 30, "no corpus at \(Self.corpusFolder)")
        #expect(Self.examples.count >= 4)
    }

    @Test(arguments: corpus)
    func corpusFileTypechecks(path: String) throws {
        let output = try SwiftToolchain.typecheck(["Generated.swift": try Self.generate(path)])
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(path): \(output.text)")
    }

    @Test(arguments: examples, CompileTests.isolationModes)
    func exampleTypechecks(path: String, flags: [String]) throws {
        let output = try SwiftToolchain.typecheck(["Generated.swift": try Self.generate(path)], flags: flags)
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(path) \(flags): \(output.text)")
    }

    @Test func everythingLintsClean() throws {
        var files: [String: String] = [:]
        for path in Self.corpus + Self.examples {
            files[(path as NSString).lastPathComponent + ".swift"] = try Self.generate(path)
        }
        let lint = try SwiftToolchain.lint(files)
        #expect(lint.status == 0 && lint.text.isEmpty, "\(lint.text)")
    }

    @Test func systemIntentsOfTheCorpusAreSkippedWithNotes() throws {
        let path = try #require(Self.corpus.first { $0.contains("040_") })
        let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions())
        #expect(diagnostics.filter { $0.code == .systemIntentNotGenerated }.count == 3)
        #expect(source?.contains("SendMessageIntent") == false)
    }
}
