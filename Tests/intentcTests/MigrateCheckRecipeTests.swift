import Foundation
import TestSupport
import Testing

/// The recipe of the CheckingAMigration article (the shell block marked
/// `<!-- migrate-check-recipe -->`), run as written with the built intentc on `PATH`, in a scratch
/// repository laid out as it says: `App/Intents.intentdefinition` shipped in `v1.0`, deleted
/// since, and the App Intents in `App/AppIntents` (the fixtures' `safe` or `lossy` app).
@Suite struct MigrateCheckRecipeTests {
    static let marker = "<!-- migrate-check-recipe -->"
    static let article = "Sources/intentc/intentc.docc/CheckingAMigration.md"
    static let fixtures = IntentcBinary.packageRoot + "/" + MigrateCheckTests.fixtures

    /// The one marked block of the article.
    static func recipe() throws -> String {
        let text = try String(contentsOf: PackagePaths.root.appending(path: article), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let starts = lines.indices.filter { lines[$0] == marker }
        try #require(starts.count == 1, "\(article) marks \(starts.count) blocks, not one")
        try #require(
            starts[0] + 1 < lines.count && lines[starts[0] + 1] == "```sh", "the marker is not followed by ```sh")
        return lines[(starts[0] + 2)...].prefix { $0 != "```" }.joined(separator: "\n") + "\n"
    }

    /// Creates the repository with `app` (a fixtures folder) as `App/AppIntents`, and runs the
    /// recipe at its root; `output` holds standard output and standard error in order.
    static func run(app: String, environment extra: [String: String] = [:]) throws -> ProcessResult {
        let directory = try TemporaryDirectory()
        let environment = CompatGitTests.environment(home: directory.root)
        func git(_ arguments: [String]) throws {
            let result = try ProcessRunner.run(
                "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                in: directory.root, environment: environment)
            try #require(result.status == 0, "git \(arguments): \(result.error)")
        }
        try git(["init", "--quiet"])
        try directory.write(
            try String(contentsOfFile: fixtures + "/Garden.intentdefinition", encoding: .utf8),
            to: "App/Intents.intentdefinition")
        try git(["add", "."])
        try git(["commit", "--quiet", "-m", "SiriKit"])
        try git(["tag", "v1.0"])
        try git(["rm", "--quiet", "App/Intents.intentdefinition"])
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + app) {
            try directory.write(
                try String(contentsOfFile: fixtures + "/\(app)/\(name)", encoding: .utf8), to: "App/AppIntents/" + name)
        }
        try git(["add", "."])
        try git(["commit", "--quiet", "-m", "App Intents"])
        let scratch = try TemporaryDirectory()
        let script = try scratch.write(try recipe(), to: "recipe.sh")
        var full = environment
        full["PATH"] = (IntentcBinary.path as NSString).deletingLastPathComponent + ":" + (full["PATH"] ?? "")
        full.merge(extra) { $1 }
        return try ProcessRunner.run(
            "/usr/bin/env", ["bash", "-c", "exec bash \"$0\" 2>&1", script], in: directory.root, environment: full)
    }

    @Test func aCompleteMigrationPasses() throws {
        let result = try Self.run(app: "safe")
        #expect(
            result.status == 0 && result.output == "checked 3 intents, 5 parameters, 1 enum: every one migrates\n",
            "\(result.output)")
    }

    @Test func aLossyMigrationFailsWithEachLossAtItsLine() throws {
        let result = try Self.run(app: "lossy")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "v1.0:App/Intents.intentdefinition:241:4: error: no App Intent migrates intent 'Prune'"))
        #expect(
            result.output.contains(
                "App/AppIntents/WaterPlants.swift:17:9: error: 'WaterPlantsAppIntent' has no @Parameter named 'note'"))
    }

    @Test func onGitHubActionsTheLossesAreAnnotations() throws {
        let result = try Self.run(app: "lossy", environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        #expect(
            result.output.contains("::error file=App/AppIntents/WaterPlants.swift,line=11,col=9,title=IC243::"),
            "\(result.output)")
        // The intent left unmigrated is in the definition as git has it, a file no annotation can
        // open: the finding is anchored at the App Intent in the checkout whose class name is close.
        #expect(
            result.output.contains(
                "::error file=App/AppIntents/WaterPlants.swift,line=44,col=16,title=IC240::"
                    + "v1.0:App/Intents.intentdefinition:241:4: no App Intent migrates intent 'Prune'"),
            "\(result.output)")
    }
}
