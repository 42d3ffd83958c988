import Foundation
import TestSupport
import Testing

/// `Generated/Intents/` (the GeneratedIntentsClasses target) is the `intents` output of
/// Definitions/, one file per definition, byte for byte, and typechecks on Apple's iOS SDK at
/// iOS 12, the classes' floor, with definite initialization, in Swift 5 and 6 modes (on Linux the
/// target itself compiles to nothing).
@Suite struct GeneratedIntentsClassesTests {
    static let folder = PackagePaths.root.appending(path: "Generated/Intents")
    static let regenerateCommand =
        "swift run intentc generate --flavor intents Definitions/*.intentdefinition -o Generated/Intents"

    static func committedFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func everyDefinitionHasItsFileAndNothingElseIsThere() throws {
        let expected = OutputOnAppleSDKTests.definitions.map {
            URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent + ".swift"
        }
        #expect(expected.count >= 4)
        #expect(try Self.committedFiles() == expected.sorted(), "regenerate with `\(Self.regenerateCommand)`")
    }

    @Test(arguments: OutputOnAppleSDKTests.definitions)
    func committedFileMatchesAFreshGeneration(definition: String) throws {
        let name = URL(fileURLWithPath: definition).deletingPathExtension().lastPathComponent + ".swift"
        let (source, diagnostics) = IntentsGeneration.generate(definition)
        let fresh = try #require(source, "\(diagnostics)")
        let committed = try String(contentsOf: Self.folder.appending(path: name), encoding: .utf8)
        #expect(committed == fresh, "Generated/Intents/\(name) is stale; regenerate with `\(Self.regenerateCommand)`")
        #expect(committed.contains("#if canImport(Intents)"))
    }

    @Test(AppleSDK.availability, arguments: [5, 6])
    func committedFilesTypecheck(swiftVersion: Int) throws {
        let files = try Self.committedFiles().map { Self.folder.appending(path: $0).path }
        let output = try TypecheckScript.run(flavor: "intents", swiftVersion: swiftVersion, sil: true, files: files)
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
    }
}
