import Foundation
import IntentDefinition
import TestSupport
import Testing

/// The App Intents article's example (the app's logic written once, its registration and the
/// widget; `Sources/intentc/intentc.docc/AppIntents.md`) typechecks as written, with intentc's
/// output for `Definitions/BookClub`.
@Suite struct ReadmeAppIntentsExampleTests {
    /// The first Swift code block after the article's heading `## The app's logic, written once`.
    static func example() throws -> String {
        let article = PackagePaths.root.appending(path: "Sources/intentc/intentc.docc/AppIntents.md")
        let readme = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(readme.range(of: "## The app's logic, written once"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func exampleTypechecks(flags: [String]) throws {
        let path = PackagePaths.root.appending(path: "Definitions/BookClub.intentdefinition").path
        var files = try AppIntentsTypechecker.generatedPair(
            try #require(DefinitionLoader.load(contentsOf: path).definition), name: "BookClub")
        files["Example.swift"] = try Self.example()
        #expect(try Self.example().contains("AppDependencyManager.shared.add"))
        // Widgets configured by App Intents (WidgetConfigurationIntent, AppIntentConfiguration) start at iOS 17.
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags, target: .iOS("17.0")), "AppIntents.md \(flags)")
    }
}
