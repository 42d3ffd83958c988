import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// `Generated/AppIntents/` (compiled by the `GeneratedIntents` target with `Generated/`, so to
/// nothing on Linux) is exactly a fresh `intentc generate --flavor appintents` of `Definitions/`,
/// under the flavor's file names, and typechecks on Apple's iOS SDK at iOS 16 in one module
/// with the default flavor's files it reaches.
@Suite struct GeneratedAppIntentsTests {
    @Test func generatedAppIntentsAreAFreshGeneration() throws {
        let committed = try Self.swiftFiles(in: "Generated/AppIntents")
        let definitions = AppIntentsTypecheckTests.examples
        try #require(!definitions.isEmpty, "no definitions found in Definitions/")
        let names = OutputFileNaming.outputFileNames(
            forInputPaths: definitions,
            suffixes: definitions.map { _ in GenerationOptions.Flavor.appIntents.outputFileSuffix })
        #expect(committed.keys.sorted() == names.sorted())
        for (path, name) in zip(definitions, names) {
            #expect(name.hasSuffix("+AppIntents.swift"))
            let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
            let (files, _) = SwiftGenerator.generatedFiles(definition, options: GenerationOptions(flavor: .appIntents))
            #expect(files.first?.placement == .source)
            #expect(
                committed[name] == files.first?.text,
                "Generated/AppIntents/\(name) is out of date; see CONTRIBUTING.md, Regenerating")
            // The String Catalog beside it (Definitions/ has no translation tables: Base text only).
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let catalogName = stem + "AppIntents.xcstrings"
            let catalog = files.first { $0.placement == .beside(fileName: catalogName) }?.text
            #expect(files.count == (catalog == nil ? 1 : 2))
            let committedCatalog = try? String(
                contentsOf: PackagePaths.root.appending(path: "Generated/AppIntents/" + catalogName), encoding: .utf8)
            #expect(committedCatalog == catalog, "Generated/AppIntents/\(catalogName) is out of date")
        }
    }

    private static func swiftFiles(in folder: String) throws -> [String: String] {
        let url = PackagePaths.root.appending(path: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try String(contentsOf: url.appending(path: $0), encoding: .utf8)) })
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func generatedAppIntentsTypecheck(flags: [String]) throws {
        let appIntents = try Self.swiftFiles(in: "Generated/AppIntents")
        try #require(appIntents.count >= 4)
        let target = try Self.swiftFiles(in: "Generated").merging(appIntents) { _, _ in
            throw ToolchainError(
                "Generated/ and Generated/AppIntents/ share a file name; SwiftPM refuses that in one target")
        }
        let output = try AppIntentsTypechecker.typecheck(target, flags: flags)
        AppIntentsTypechecker.expectClean(output, "Generated/ with Generated/AppIntents \(flags)")
    }
}
