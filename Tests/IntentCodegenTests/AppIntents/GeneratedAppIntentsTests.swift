import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// `Generated/AppIntents/` (the `GeneratedAppIntents` target, empty on Linux) is exactly a fresh
/// `intentc generate --flavor appintents --import GeneratedIntents` of `Definitions/`, and
/// typechecks against the stand-ins with the `GeneratedIntents` module it imports built from
/// `Generated/`.
@Suite struct GeneratedAppIntentsTests {
    @Test func generatedAppIntentsAreAFreshGeneration() throws {
        let committed = try Self.swiftFiles(in: "Generated/AppIntents")
        let definitions = AppIntentsTypecheckTests.examples
        try #require(!definitions.isEmpty, "no definitions found in Definitions/")
        #expect(committed.count == definitions.count)
        for path in definitions {
            let name = (path.split(separator: "/").last.map(String.init) ?? path)
                .replacingOccurrences(of: ".intentdefinition", with: ".swift")
            let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
            let fresh = SwiftGenerator.generate(
                definition, options: GenerationOptions(extraImports: ["GeneratedIntents"], flavor: .appIntents)
            ).source
            #expect(committed[name] == fresh, "Generated/AppIntents/\(name) is out of date; see README, Working on intentc")
            // The String Catalog beside it (Definitions/ has no translation tables: Base text only).
            let catalogName = AppIntentsStringCatalog.fileName(forDefinitionAt: path)
            let catalog = AppIntentsStringCatalog.make(
                definition, options: GenerationOptions(flavor: .appIntents), translations: nil, developmentLanguage: "en")
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

    @Test(arguments: AppIntentsTypechecker.isolationModes)
    func generatedAppIntentsTypecheck(flags: [String]) throws {
        let appIntents = try Self.swiftFiles(in: "Generated/AppIntents")
        try #require(appIntents.count >= 4)
        let output = try AppIntentsTypechecker.typecheck(
            appIntents, flags: flags, dependencies: [("GeneratedIntents", try Self.swiftFiles(in: "Generated"))])
        AppIntentsTypechecker.expectClean(output, "Generated/AppIntents \(flags)")
    }
}
