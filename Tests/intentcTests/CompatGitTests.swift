import Foundation
import TestSupport
import Testing

/// `intentc compat <file> --against git:<rev>` run by the built binary in a scratch repository.
@Suite struct CompatGitTests {
    /// A scratch git repository with `Defs/Intents.intentdefinition` committed in one version.
    struct Repository {
        let directory: TemporaryDirectory
        let definition = "Defs/Intents.intentdefinition"

        /// Creates the repository and commits `committedFixture`'s old version.
        init(committing fixture: String?) throws {
            directory = try TemporaryDirectory()
            try git(["init", "--quiet"])
            if let fixture {
                try directory.write(try CompatGitTests.fixture(fixture, "old"), to: definition)
                try git(["add", "."])
                try git(["commit", "--quiet", "-m", "old"])
            }
        }

        /// Runs git in the repository with a fixed identity and no user or system configuration.
        func git(_ arguments: [String]) throws {
            let result = try ProcessRunner.run(
                "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                in: directory.root, environment: CompatGitTests.environment(home: directory.root))
            try #require(result.status == 0, "git \(arguments): \(result.error)")
        }

        /// Runs intentc in `subfolder` of the repository.
        func intentc(_ arguments: [String], in subfolder: String = "") throws -> ProcessResult {
            try IntentcBinary.run(
                arguments, in: directory.path(subfolder),
                environment: CompatGitTests.environment(home: directory.root))
        }
    }

    /// `PATH` (to find git) and a `HOME` without any git configuration.
    static func environment(home: String) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home,
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
    }

    /// The text of `version` (`old` or `new`) of a compat fixture.
    static func fixture(_ name: String, _ version: String) throws -> String {
        try String(
            contentsOfFile: IntentcBinary.packageRoot
                + "/Tests/DiagnosticSuiteTests/Fixtures/Compat/\(name)/\(version).intentdefinition",
            encoding: .utf8)
    }

    @Test func anEditSinceTheLastCommitIsReportedAgainstHead() throws {
        let repository = try Repository(committing: "param-renamed")
        try repository.directory.write(try Self.fixture("param-renamed", "new"), to: repository.definition)
        let result = try repository.intentc(["compat", repository.definition, "--against", "git:HEAD"])
        #expect(result.status == 1)
        #expect(
            result.error == """
                Defs/Intents.intentdefinition:118:6: error: parameter 'quantity' of intent 'OrderSoup' was renamed \
                to 'count' (tag 2); values stored under 'quantity' are lost [IC203]
                HEAD:Defs/Intents.intentdefinition:118:6: note: 'quantity' was named here

                """)
        #expect(result.output == "")
    }

    /// On GitHub, a note about the old version is no annotation on a file (the revision's path is
    /// no file of the checkout): its line names no file, and its message starts with the place.
    @Test func githubNotesAboutTheOldVersionNameItsPlaceInTheMessage() throws {
        let repository = try Repository(committing: "param-renamed")
        try repository.directory.write(try Self.fixture("param-renamed", "new"), to: repository.definition)
        let result = try repository.intentc(
            ["compat", repository.definition, "--against", "git:HEAD", "--diagnostics-format", "github"])
        #expect(result.status == 1)
        #expect(
            result.output == """
                ::error file=Defs/Intents.intentdefinition,line=118,col=6,title=IC203::parameter 'quantity' of intent \
                'OrderSoup' was renamed to 'count' (tag 2); values stored under 'quantity' are lost
                ::notice title=IC203::HEAD:Defs/Intents.intentdefinition:118:6: 'quantity' was named here

                """)
    }

    @Test func aSymbolicLinkIsFollowedToItsTargetsHistoryAndSaysSo() throws {
        let repository = try Repository(committing: "widget")
        try repository.directory.write(try Self.fixture("widget", "new"), to: repository.definition)
        try FileManager.default.createDirectory(
            atPath: repository.directory.path("Widget"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: repository.directory.path("Widget/Intents.intentdefinition"),
            withDestinationPath: "../Defs/Intents.intentdefinition")
        try repository.git(["add", "Widget"])
        try repository.git(["commit", "--quiet", "-m", "link"])
        let result = try repository.intentc(
            ["compat", "Widget/Intents.intentdefinition", "--against", "git:HEAD", "--diagnostics-format", "json"])
        #expect(result.status == 1, "\(result.error)")
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["IC228", "IC213"])
        let note = try #require(findings.first)
        #expect(note["severity"] as? String == "note")
        #expect(note["file"] as? String == "Widget/Intents.intentdefinition")
        #expect(note["line"] is NSNull && note["column"] is NSNull)
        #expect(
            (note["message"] as? String)?.hasSuffix("as it was at 'HEAD' ('Defs/Intents.intentdefinition')") == true)
        #expect(findings.last?["line"] as? Int != nil)
    }

    @Test func theFileIsFoundFromAnyFolderOfTheRepository() throws {
        let repository = try Repository(committing: "widget")
        try repository.directory.write(try Self.fixture("widget", "new"), to: repository.definition)
        let result = try repository.intentc(
            ["compat", "Intents.intentdefinition", "--against=git:HEAD", "--diagnostics-format", "json"], in: "Defs")
        #expect(result.status == 1)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["IC213"])
        // JSON names no file that is only in git: the note's place leads its message.
        let note = try #require((findings.first?["notes"] as? [[String: Any]])?.first)
        #expect((note["file"] as? String)?.hasPrefix("HEAD:") != true, "\(note)")
        #expect((note["message"] as? String)?.hasPrefix("HEAD:Defs/Intents.intentdefinition:85:") == true, "\(note)")
    }

    @Test func aClassPrefixChangedInTheConfigurationCounts() throws {
        let repository = try Repository(committing: "intent-removed")
        try repository.directory.write(#"{"version": 1, "classPrefix": "BC"}"#, to: "intentc.json")
        try repository.git(["add", "intentc.json"])
        try repository.git(["commit", "--quiet", "-m", "prefix"])
        try repository.directory.write(#"{"version": 1, "classPrefix": "XY"}"#, to: "intentc.json")
        let result = try repository.intentc(
            ["compat", repository.definition, "--against", "git:HEAD", "--config", "intentc.json"])
        #expect(result.status == 1)
        let errors = result.error.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        let lost = "configurations and shortcuts stored with the old class are lost [IC201]"
        let expected: [String] = [
            "Defs/Intents.intentdefinition:85:4: error: intent 'OrderSoup' changes class from 'BCOrderSoupIntent' to "
                + "'XYOrderSoupIntent'; " + lost,
            "Defs/Intents.intentdefinition:202:4: error: intent 'CheckStatus' changes class from 'BCCheckStatusIntent' "
                + "to 'XYCheckStatusIntent'; " + lost,
        ]
        #expect(errors == expected)
        // The flag overrides both versions' configurations: nothing changes then.
        let overridden = try repository.intentc(
            [
                "compat", repository.definition, "--against", "git:HEAD", "--config", "intentc.json", "--class-prefix",
                "Q",
            ])
        #expect(overridden.status == 0)
        #expect(overridden.error == "")
    }

    @Test func anUnchangedFilePassesSilently() throws {
        let repository = try Repository(committing: "safe")
        let result = try repository.intentc(["compat", repository.definition, "--against", "git:HEAD"])
        #expect(result.status == 0)
        #expect(result.error == "")
    }

    @Test func aFileOutsideARepositoryIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write(try Self.fixture("safe", "new"), to: "Intents.intentdefinition")
        let result = try IntentcBinary.run(
            ["compat", "Intents.intentdefinition", "--against", "git:HEAD"], in: directory.root,
            environment: Self.environment(home: directory.root))
        #expect(result.status == 1)
        #expect(
            result.error.hasPrefix(
                "Intents.intentdefinition: error: cannot read 'Intents.intentdefinition' at 'HEAD': "))
        #expect(result.error.contains("is not in a git work tree"))
        #expect(result.error.hasSuffix("[IC225]\n"))
    }

    @Test func aMissingGitExecutableIsReported() throws {
        let repository = try Repository(committing: "safe")
        let result = try IntentcBinary.run(
            ["compat", repository.definition, "--against", "git:HEAD"], in: repository.directory.root,
            environment: ["PATH": repository.directory.path("no-such-folder")])
        #expect(result.status == 1)
        #expect(
            result.error
                == "Defs/Intents.intentdefinition: error: cannot run 'git' to read 'Defs/Intents.intentdefinition' "
                + "at 'HEAD' [IC225]\n")
    }

    @Test func anUnknownRevisionIsReported() throws {
        let repository = try Repository(committing: "safe")
        let result = try repository.intentc(["compat", repository.definition, "--against", "git:no-such-branch"])
        #expect(result.status == 1)
        #expect(
            result.error == "Defs/Intents.intentdefinition: error: 'no-such-branch' names no commit of the "
                + "repository that holds 'Defs/Intents.intentdefinition' [IC226]\n")
    }

    @Test func aFileAbsentAtTheRevisionIsReported() throws {
        let repository = try Repository(committing: "safe")
        try repository.directory.write(try Self.fixture("safe", "new"), to: "Defs/Other.intentdefinition")
        let result = try repository.intentc(["compat", "Defs/Other.intentdefinition", "--against", "git:HEAD"])
        #expect(result.status == 1)
        #expect(
            result.error == "Defs/Other.intentdefinition: error: 'Defs/Other.intentdefinition' does not exist at "
                + "revision 'HEAD' [IC227]\n")
    }
}
