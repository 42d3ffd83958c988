import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The `intents` flavor's output for the landmine and hostile-string definitions typechecks
/// warning-free on Apple's iOS SDK at iOS 12 (the classes' floor) with definite initialization,
/// in Swift 5 and Swift 6 modes, through `Scripts/typecheck-flavor.sh` (the entry point users
/// call). Corpus files and Definitions/ are typechecked by FlavorTypecheckTests.
@Suite(AppleSDK.availability)
struct IntentsFlavorCompileTests {
    static let languageModes = [5, 6]

    private static func generated(_ definition: Definition) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: .intents))
        return try #require(source, "generation failed: \(diagnostics)")
    }

    /// Typechecks `source` as one module at iOS 12.
    private static func typecheck(_ source: String, swiftVersion: Int) throws -> SwiftToolchain.Output {
        try AppleSDK.requireSDK()
        return try SwiftToolchain.withFiles(["Generated.swift": source]) { _, paths in
            try SwiftToolchain.run(
                PackagePaths.root.appending(path: "Scripts/typecheck-flavor.sh").path,
                ["intents", "ios12.0", "--sil", "--swift-version", String(swiftVersion)] + paths, in: PackagePaths.root)
        }
    }

    @Test(arguments: languageModes)
    func landminesTypecheck(swiftVersion: Int) throws {
        let output = try Self.typecheck(try Self.generated(LandmineDefinition.definition), swiftVersion: swiftVersion)
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
    }

    @Test(arguments: languageModes)
    func hostileStringsTypecheck(swiftVersion: Int) throws {
        let output = try Self.typecheck(try Self.generated(HostileStringsTests.definition), swiftVersion: swiftVersion)
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
    }

    /// The check can fail: a handler whose method's type is wrong for its selector does not
    /// typecheck against the output.
    @Test func aWrongHandlerFailsTheCheck() throws {
        let source =
            try Self.generated(SampleDefinitions.custom) + """

                final class Handler: NSObject, MyIntentIntentHandling {
                    func provideTypeOptionsCollection(
                        for intent: MyIntentIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void
                    ) {}
                }
                """
        let output = try Self.typecheck(source, swiftVersion: 6)
        #expect(output.status != 0)
        #expect(output.text.contains("error:"), "\(output.text)")
    }
}
