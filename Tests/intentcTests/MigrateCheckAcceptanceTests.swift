import Foundation
import TestSupport
import Testing

/// `// intentc:accept-loss Subject: reason` in a checked Swift file: the one finding it names
/// becomes a note quoting the reason; one without a reason is an error, one that names no
/// finding a warning.
@Suite struct MigrateCheckAcceptanceTests {
    /// Sources that drop `note` and rename the enum case `mist`, with `comments` at the top.
    static func sources(_ comments: String) -> String {
        MigrateCheckRetypingTests.sources()
            .replacingOccurrences(of: "    @Parameter(title: \"Note\") var note: String?\n", with: "")
            .replacingOccurrences(of: "case gentle, soak, mist", with: "case gentle, soak")
            .replacingOccurrences(of: "import AppIntents\n", with: "import AppIntents\n\n" + comments + "\n")
    }

    @Test func anAcceptedLossIsANoteQuotingItsReason() throws {
        let comments = """
            // intentc:accept-loss WaterPlants.note: notes moved into the plant entity in 2.0
            /* not an annotation: intentc:accept-loss Harvest.crop: in a block comment */
            // intentc:accept-loss WateringMode.mist:   misting was never offered to users
            """
        let source = Self.sources(comments)
        let (status, findings, error, path) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 0, "\(error)")
        let accepted = findings.filter { $0.code == "IC251" }
        #expect(accepted.count == 2, "\(error)")
        let note = try #require(accepted.first { $0.message.contains("'note'") })
        #expect(note.severity == "note" && note.file == path)
        #expect(
            note.message.hasPrefix("accepted (IC242): 'WaterPlantsAppIntent' has no @Parameter named 'note'"), "\(note)"
        )
        #expect(note.message.hasSuffix("— \"notes moved into the plant entity in 2.0\""), "\(note)")
        let at = try MigrateCheckRetypingTests.place(of: "// intentc:accept-loss WaterPlants.note", in: source)
        #expect(findings.contains { $0.message == "accepted here" && $0.line == at.line && $0.column == at.column })
        let mist = try #require(accepted.first { $0.message.contains("'mist'") })
        #expect(mist.message.hasPrefix("accepted (IC244): App Enum 'WateringModeAppEnum' has no case 'mist'"))
        #expect(mist.message.hasSuffix("— \"misting was never offered to users\""), "\(mist)")
        #expect(error.hasSuffix("checked 3 intents, 5 parameters, 1 enum: every one migrates but 2 accepted losses\n"))
    }

    /// Without an acceptance the same sources fail: the acceptance is what passes them.
    @Test func theSameLossesWithoutAcceptanceFail() throws {
        let (status, findings, error, _) = try MigrateCheckRetypingTests.check(Self.sources(""))
        #expect(status == 1)
        #expect(findings.compactMap(\.code) == ["IC242", "IC244"], "\(error)")
    }

    @Test func anAcceptanceWithoutAReasonIsAnError() throws {
        for comment in [
            "// intentc:accept-loss WaterPlants.note", "// intentc:accept-loss WaterPlants.note:   ",
            "// intentc:accept-loss", "// intentc:accept-los WaterPlants.note: typo",
        ] {
            let source = Self.sources(comment)
            let (status, findings, error, path) = try MigrateCheckRetypingTests.check(source)
            #expect(status == 1, "\(comment)")
            let at = try MigrateCheckRetypingTests.place(of: comment, in: source)
            let problem = try #require(findings.first { $0.code == "IC252" }, "\(comment): \(error)")
            #expect(problem.file == path && problem.line == at.line && problem.column == at.column, "\(problem)")
            #expect(problem.severity == "error")
        }
        let missing = try MigrateCheckRetypingTests.check(Self.sources("// intentc:accept-loss WaterPlants.note"))
        #expect(
            missing.findings.first { $0.code == "IC252" }?.message
                == "accepting the loss of 'WaterPlants.note' needs a reason after a colon, for the reviewers who read "
                + "it: 'intentc:accept-loss WaterPlants.note: <reason>'")
    }

    /// An acceptance that names no finding (a loss fixed since, a misspelling) is a warning at
    /// the comment, with the near subject.
    @Test func anAcceptanceMatchingNoLossIsWarnedAbout() throws {
        let comments = """
            // intentc:accept-loss WaterPlants.notes: typo of the parameter
            // intentc:accept-loss WaterPlants.note: dropped
            // intentc:accept-loss WateringMode.mist: dropped
            // intentc:accept-loss Harvest.crop: fixed since
            """
        let source = Self.sources(comments)
        let (status, findings, error, path) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 0, "\(error)")
        let stale = findings.filter { $0.code == "IC253" }
        #expect(stale.count == 2, "\(error)")
        let typo = try MigrateCheckRetypingTests.place(of: "// intentc:accept-loss WaterPlants.notes", in: source)
        #expect(
            stale.first
                == MigrateCheckTests.Finding(
                    file: path, line: typo.line, column: typo.column, severity: "warning", code: "IC253",
                    message: "'intentc:accept-loss WaterPlants.notes' accepts a loss the check does not find "
                        + "(did you mean 'WaterPlants.note'?); remove it"))
        #expect(stale.last?.message.hasPrefix("'intentc:accept-loss Harvest.crop' accepts a loss") == true)
    }

    /// An intent left unmigrated on purpose is accepted by its name.
    @Test func anIntentLeftUnmigratedIsAcceptedByName() throws {
        let source = MigrateCheckRetypingTests.sources()
            .replacingOccurrences(
                of:
                    "struct PruneAppIntent: AppIntent, CustomIntentMigratedAppIntent {\n    static let intentClassName = \"PruneIntent\"\n}\n",
                with: "// intentc:accept-loss Prune: pruning is done by the watering schedule now\n")
        let (status, findings, error, _) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 0, "\(error)")
        #expect(findings.first?.code == "IC251" && findings.first?.message.hasPrefix("accepted (IC240)") == true)
    }
}
