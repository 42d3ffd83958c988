import Foundation
import TestSupport
import Testing

/// `intentc compat OLD NEW` run by the built binary: exit statuses, `--quiet`,
/// `--warnings-as-errors`, categories relaxed in `intentc.json`, and its command-line rules.
@Suite struct CompatCommandTests {
    /// A scratch folder with a fixture's two versions as `old.intentdefinition` and
    /// `new.intentdefinition`, and `configuration` as `intentc.json` when given.
    private func folder(_ fixture: String, configuration: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for version in ["old", "new"] {
            try directory.write(try CompatGitTests.fixture(fixture, version), to: "\(version).intentdefinition")
        }
        if let configuration { try directory.write(configuration, to: "intentc.json") }
        return directory
    }

    private let files = ["compat", "old.intentdefinition", "new.intentdefinition"]

    @Test func aBreakingChangeFailsWithAnErrorAndItsNote() throws {
        let directory = try folder("param-removed")
        let result = try IntentcBinary.run(files, in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error == """
                new.intentdefinition:85:4: error: parameter 'quantity' of intent 'OrderSoup' was removed; values \
                stored for it are lost [IC202]
                old.intentdefinition:118:6: note: 'quantity' was declared here

                """)
    }

    @Test func safeChangesAreNotesThatQuietHides() throws {
        let directory = try folder("safe")
        let loud = try IntentcBinary.run(files, in: directory.root)
        #expect(loud.status == 0)
        #expect(loud.error.split(separator: "\n").count == 4)
        #expect(loud.error.contains("new.intentdefinition:260:4: note: intent 'CancelOrder' was added [IC220]\n"))
        let quiet = try IntentcBinary.run(files + ["--quiet"], in: directory.root)
        #expect(quiet.status == 0)
        #expect(quiet.error == "")
    }

    @Test func aCategoryRelaxedToWarningPassesUnlessWarningsAreErrors() throws {
        let directory = try folder("param-renamed", configuration: #"{"version": 1, "compat": {"rename": "warning"}}"#)
        let relaxed = try IntentcBinary.run(files + ["--config", "intentc.json"], in: directory.root)
        #expect(relaxed.status == 0)
        #expect(relaxed.error.hasPrefix("new.intentdefinition:118:6: warning: parameter 'quantity'"))
        let strict = try IntentcBinary.run(
            files + ["--config", "intentc.json", "--warnings-as-errors"], in: directory.root)
        #expect(strict.status == 1)
        #expect(strict.error.hasPrefix("new.intentdefinition:118:6: error: parameter 'quantity'"))
    }

    @Test func aCategorySwitchedOffIsNotReported() throws {
        let directory = try folder("case-index", configuration: #"{"version": 1, "compat": {"enum-index": "off"}}"#)
        let result = try IntentcBinary.run(files + ["--config", "intentc.json"], in: directory.root)
        #expect(result.status == 0)
        #expect(result.error == "")
    }

    @Test func theClassPrefixFlagNamesBothVersionsClasses() throws {
        let directory = try folder("intent-removed")
        let result = try IntentcBinary.run(files + ["--class-prefix", "BC", "--quiet"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error.contains("intent 'CheckStatus' (class 'BCCheckStatusIntent') was removed"))
    }

    @Test func theVersionsOwnWarningsAreLeftToLint() throws {
        let directory = try folder("reordered")
        let new = try CompatGitTests.fixture("reordered", "new")
            .replacingOccurrences(of: "<string>1.2</string>", with: "<string>9.9</string>")
        try directory.write(new, to: "new.intentdefinition")
        let lint = try IntentcBinary.run(["lint", "new.intentdefinition"], in: directory.root)
        #expect(lint.error.contains("[IC098]"))
        for extra in [[], ["--warnings-as-errors"]] {
            let result = try IntentcBinary.run(files + extra, in: directory.root)
            #expect(result.status == 0, "\(extra)")
            #expect(result.error == "", "\(extra)")
        }
    }

    @Test func anInvalidVersionIsReportedAndNothingCompared() throws {
        let directory = try folder("param-removed")
        try directory.write("<plist>", to: "old.intentdefinition")
        let result = try IntentcBinary.run(files, in: directory.root)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("old.intentdefinition:"))
        #expect(!result.error.contains("[IC2"))
    }

    @Test func commandLineRules() throws {
        let directory = try TemporaryDirectory()
        for (arguments, message) in [
            (
                ["compat", "a.intentdefinition"],
                "'intentc compat' takes two files (old, new), or one file and '--against git:<rev>'"
            ),
            (
                ["compat", "a", "b", "c"],
                "'intentc compat' takes two files (old, new), or one file and '--against git:<rev>'"
            ),
            (
                ["compat", "a", "b", "--against", "git:HEAD"],
                "'intentc compat --against' takes one file (the new version)"
            ),
            (
                ["compat", "a", "--against", "HEAD"],
                "'--against' needs 'git:<revision>' (e.g. git:origin/main), not 'HEAD'"
            ),
            (
                ["compat", "a", "--against=git:"],
                "'--against' needs 'git:<revision>' (e.g. git:origin/main), not 'git:'"
            ),
            (["lint", "a", "--against", "git:HEAD"], "'--against' is not an option of 'intentc lint'"),
            (["compat", "a", "b", "-o", "out"], "'-o' is not an option of 'intentc compat'"),
        ] {
            let result = try IntentcBinary.run(arguments, in: directory.root)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.error == "intentc: error: \(message)\nRun 'intentc --help' for usage.\n", "\(arguments)")
        }
    }
}
