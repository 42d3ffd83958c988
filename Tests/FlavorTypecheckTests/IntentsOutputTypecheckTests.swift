import Foundation
import Testing
import TestSupport

/// intentc's `intents` output typechecks warning-free against the Intents stand-ins in Swift 5
/// and Swift 6 modes: for every corpus file (each its own module, as each would be in an app)
/// and for Definitions/ (one module, as the GeneratedIntentsClasses target compiles them).
@Suite struct IntentsOutputTypecheckTests {
    static let languageModes = [5, 6]

    /// The repository's definitions.
    static let definitions: [String] = {
        let folder = PackagePaths.root.appending(path: "Definitions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted().map { folder.appending(path: $0).path }
    }()

    /// Generates each definition with `--flavor intents` and typechecks the files as one module.
    static func typecheck(_ paths: [String], swiftVersion: Int) throws -> SwiftToolchain.Output {
        var sources: [String: String] = [:]
        for path in paths {
            let (source, diagnostics) = IntentsGeneration.generate(path)
            #expect(!diagnostics.contains { $0.severity == .error }, "\(path): \(diagnostics)")
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".swift"
            let generated: String = try #require(source, "\(path): \(diagnostics)")
            sources[name] = generated
        }
        return try TypecheckScript.run(flavor: "intents", swiftVersion: swiftVersion, sources: sources)
    }

    @Test(arguments: languageModes)
    func definitionsTypecheck(swiftVersion: Int) throws {
        try #require(Self.definitions.count >= 4)
        let output = try Self.typecheck(Self.definitions, swiftVersion: swiftVersion)
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames, languageModes)
    func corpusFileTypechecks(name: String, swiftVersion: Int) throws {
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let output = try Self.typecheck([file.path], swiftVersion: swiftVersion)
        #expect(output.status == 0, "\(name) in Swift \(swiftVersion):\n\(output.text)")
    }
}
