import Foundation
import TestSupport
import Testing

/// The CI recipe of the ContinuousIntegration article (the shell block marked
/// `<!-- ci-recipe-check -->`), run as written with the built intentc on `PATH`, in a scratch git
/// repository laid out as the article says: definitions in `Sources/WidgetIntents`, their
/// generated code committed in its `Generated` folder, an `origin/main` that has
/// `Custom.intentdefinition` and a branch that adds `Accounts.intentdefinition`.
@Suite struct ContinuousIntegrationRecipeTests {
    static let marker = "<!-- ci-recipe-check -->"
    static let article = "Sources/intentc/intentc.docc/ContinuousIntegration.md"
    static let custom = "Sources/WidgetIntents/Custom.intentdefinition"

    /// The one marked block of the article.
    static func recipe() throws -> String {
        let text = try String(contentsOf: PackagePaths.root.appending(path: article), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let starts = lines.indices.filter { lines[$0] == marker }
        try #require(starts.count == 1, "\(article) marks \(starts.count) blocks, not one")
        let start = starts[0]
        try #require(start + 1 < lines.count && lines[start + 1] == "```sh", "the marker is not followed by ```sh")
        return lines[(start + 2)...].prefix { $0 != "```" }.joined(separator: "\n") + "\n"
    }

    /// The scratch repository, on its branch.
    struct Project {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
            try git(["init", "--quiet"])
            try IntentcBinary.copyDefinition(
                "Custom.intentdefinition", into: directory, as: ContinuousIntegrationRecipeTests.custom)
            try regenerate()
            try git(["add", "."])
            try git(["commit", "--quiet", "-m", "main"])
            try git(["update-ref", "refs/remotes/origin/main", "HEAD"])
            try IntentcBinary.copyDefinition(
                "Accounts.intentdefinition", into: directory, as: "Sources/WidgetIntents/Accounts.intentdefinition")
            try regenerate()
            try git(["add", "."])
            try git(["commit", "--quiet", "-m", "branch"])
        }

        /// Runs git in the repository with a fixed identity and no user or system configuration.
        func git(_ arguments: [String]) throws {
            let result = try ProcessRunner.run(
                "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                in: directory.root, environment: CompatGitTests.environment(home: directory.root))
            try #require(result.status == 0, "git \(arguments): \(result.error)")
        }

        /// Writes the generated code the way the project commits it.
        func regenerate() throws {
            let result = try IntentcBinary.run(
                ["generate", "Sources/WidgetIntents", "-o", "Sources/WidgetIntents/Generated"], in: directory.root)
            try #require(result.status == 0, "\(result.error)")
        }

        /// Replaces `old`, which must occur once, in the committed Custom.intentdefinition.
        func edit(_ old: String, _ new: String) throws {
            let path = directory.path(ContinuousIntegrationRecipeTests.custom)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try #require(text.components(separatedBy: old).count == 2, "'\(old)' does not occur once")
            try directory.write(
                text.replacingOccurrences(of: old, with: new), to: ContinuousIntegrationRecipeTests.custom)
        }

        /// Runs the recipe with bash at the repository's root, the built intentc first on `PATH`;
        /// the result's `output` holds standard output and standard error together, in order.
        func runRecipe(environment extra: [String: String] = [:]) throws -> ProcessResult {
            let script = try ContinuousIntegrationRecipeTests.recipe()
            let scratch = try TemporaryDirectory()
            let path = try scratch.write(script, to: "recipe.sh")
            var environment = CompatGitTests.environment(home: directory.root)
            let binaries = (IntentcBinary.path as NSString).deletingLastPathComponent
            environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "")
            environment.merge(extra) { $1 }
            try #require(FileManager.default.isExecutableFile(atPath: IntentcBinary.path), "run `swift build` first")
            return try ProcessRunner.run(
                "/usr/bin/env", ["bash", "-c", "exec bash \"$0\" 2>&1", path], in: directory.root,
                environment: environment)
        }
    }

    @Test func theRecipeRunsTheThreeChecks() throws {
        let recipe = try Self.recipe()
        #expect(recipe.contains("intentc lint Sources"))
        #expect(recipe.contains("--against git:origin/main"))
        #expect(recipe.contains("--check"))
    }

    @Test func aCleanBranchPasses() throws {
        let project = try Project()
        let result = try project.runRecipe()
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aBrokenDefinitionFailsWithItsPath() throws {
        let project = try Project()
        try project.directory.write(EndToEndPipelineTests.broken, to: "Sources/WidgetIntents/Broken.intentdefinition")
        let result = try project.runRecipe()
        #expect(result.status == 1)
        #expect(
            result.output.hasPrefix("Sources/WidgetIntents/Broken.intentdefinition:5:9: error: "), "\(result.output)")
        #expect(result.output.contains("[IC005]"), "\(result.output)")
    }

    @Test func onGitHubActionsTheErrorIsAnAnnotationAtTheFile() throws {
        let project = try Project()
        try project.directory.write(EndToEndPipelineTests.broken, to: "Sources/WidgetIntents/Broken.intentdefinition")
        let result = try project.runRecipe(environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        #expect(
            result.output.hasPrefix(
                "::error file=Sources/WidgetIntents/Broken.intentdefinition,line=5,col=9,title=IC005::"),
            "\(result.output)")
    }

    @Test func generatedCodeLeftStaleFailsWithItsPath() throws {
        let project = try Project()
        try project.edit("<string>My Intent</string>", "<string>My Menu Intent</string>")
        let result = try project.runRecipe()
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/WidgetIntents/Generated/Custom.swift"), "\(result.output)")
        #expect(result.output.contains("+/// My Menu Intent"), "\(result.output)")
    }

    @Test func aChangeThatLosesStoredConfigurationsFailsWithItsPath() throws {
        let project = try Project()
        try project.edit("<string>parameter</string>", "<string>greeting</string>")
        try project.edit("<key>parameter,type</key>", "<key>greeting,type</key>")
        try project.edit("${parameter}", "${greeting}")
        try project.regenerate()
        let result = try project.runRecipe()
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "\(Self.custom):69:6: error: parameter 'parameter' of intent 'MyIntent' was renamed to 'greeting' (tag 2); "
                    + "values stored under 'parameter' are lost [IC203]\n"),
            "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}
