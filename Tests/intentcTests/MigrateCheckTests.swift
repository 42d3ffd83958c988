import Foundation
import TestSupport
import Testing

/// `intentc migrate DEFINITION --check SOURCE…` run by the built binary on the fixtures in
/// `MigrationCheckFixtures` (see its README): each way a migration loses data is found at its
/// line and column, safe migrations pass, and the output formats hold.
@Suite struct MigrateCheckTests {
    static let fixtures = "Tests/intentcTests/MigrationCheckFixtures"
    static let definition = fixtures + "/Garden.intentdefinition"

    /// One printed diagnostic: `path:line:col: severity: message [ICnnn]`, notes without a code too.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String?
        var message: String

        var description: String { "\(file):\(line):\(column): \(severity) \(code ?? "-"): \(message)" }
    }

    /// The diagnostics of standard error, paths relative to the fixtures folder.
    static func findings(_ text: String) -> [Finding] {
        text.split(separator: "\n").compactMap { line -> Finding? in
            let match = line.wholeMatch(of: /(.+?):(\d+):(\d+): (error|warning|note): (.*?)(?: \[(IC\d{3})\])?/)
            guard let match else { return nil }
            return Finding(
                file: String(match.1).replacingOccurrences(of: fixtures + "/", with: ""), line: Int(match.2)!,
                column: Int(match.3)!, severity: String(match.4), code: match.6.map(String.init),
                message: String(match.5))
        }
    }

    static func check(_ arguments: [String]) throws -> (status: Int32, findings: [Finding], result: ProcessResult) {
        let result = try IntentcBinary.run(
            ["migrate", definition, "--check"] + arguments, in: IntentcBinary.packageRoot)
        return (result.status, findings(result.error), result)
    }

    /// The coded findings as `file:line:col code`.
    static func coded(_ findings: [Finding]) -> [String] {
        findings.filter { $0.code != nil }.map { "\($0.file):\($0.line):\($0.column) \($0.code!)" }
    }

    /// IC250: the App Enum replacing an enum is in none of the sources (its file deleted, or left
    /// out), so its cases cannot be checked: a warning at the @Parameter, not a silent pass.
    @Test func aParameterWhoseAppEnumIsInNoSourceIsWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        let source = try String(
            contentsOfFile: IntentcBinary.packageRoot + "/" + Self.fixtures + "/safe/WaterPlants.swift", encoding: .utf8
        )
        let start = try #require(source.range(of: "enum WateringModeAppEnum"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let withoutEnum = String(source[..<start.lowerBound] + source[end.upperBound...])
        let path = try directory.write(withoutEnum, to: "WaterPlants.swift")
        let lines = withoutEnum.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("var mode: WateringModeAppEnum?") })
        let column = try #require(lines[line].range(of: "mode")).lowerBound.utf16Offset(in: lines[line]) + 1
        let others = IntentcBinary.packageRoot + "/" + Self.fixtures + "/safe/HarvestAndPrune.swift"
        let (status, findings, result) = try Self.check([path, others])
        #expect(status == 0, "\(result.error)")
        let warning = try #require(findings.first { $0.code == "IC250" }, "\(result.error)")
        #expect(warning.file == path && warning.line == line + 1 && warning.column == column, "\(warning)")
        #expect(warning.severity == "warning")
        #expect(warning.message.contains("'WateringModeAppEnum'") && warning.message.contains("cases"), "\(warning)")
    }

    /// The definition named after the sources is a usage error that says the order.
    @Test func aDefinitionAfterTheSourcesIsAUsageErrorSayingTheOrder() throws {
        let result = try IntentcBinary.run(
            ["migrate", "--check", Self.fixtures + "/safe", Self.definition], in: IntentcBinary.packageRoot)
        #expect(result.status == 64)
        #expect(
            result.error.contains(
                "takes the definition first: 'intentc migrate \(Self.definition) --check <source>...'"),
            "\(result.error)")
    }

    @Test func aSafeMigrationInEveryFormTheReaderFollowsHasNoFindingAndSaysWhatItChecked() throws {
        let (status, findings, result) = try Self.check([Self.fixtures + "/safe"])
        #expect(findings.isEmpty, "\(result.error)")
        #expect(status == 0)
        #expect(result.error == "checked 3 intents, 5 parameters, 1 enum: every one migrates\n")
        let quiet = try Self.check([Self.fixtures + "/safe", "--quiet"]).result
        #expect(quiet.status == 0 && quiet.error.isEmpty, "\(quiet.error)")
    }

    @Test func everyWayOfLosingDataIsFoundWhereItIs() throws {
        let (status, findings, result) = try Self.check([Self.fixtures + "/lossy"])
        #expect(status == 1)
        #expect(
            Self.coded(findings) == [
                "lossy/Broken.swift:4:24 IC247",
                "Garden.intentdefinition:241:4 IC240",
                "lossy/WaterPlants.swift:11:9 IC243",
                "lossy/WaterPlants.swift:17:9 IC242",
                "lossy/WaterPlants.swift:22:6 IC244",
                "lossy/WaterPlants.swift:22:6 IC244",
                "lossy/WaterPlants.swift:31:9 IC245",
                "lossy/WaterPlants.swift:38:16 IC242",
                "lossy/WaterPlants.swift:44:16 IC246",
            ], "\(result.error)")
        let messages = findings.map(\.message)
        // The intent and the parameter are named; a near name is offered as a rename.
        // A lost parameter is reported at the property that is most likely meant, as a rename.
        #expect(
            messages.contains(
                "'WaterPlantsAppIntent' has no @Parameter named 'note' (renamed to 'notes'? values are carried by exact "
                    + "name), so the values of parameter 'note' of intent 'WaterPlants' stored in widgets and shortcuts "
                    + "are lost"))
        #expect(messages.contains { $0.contains("parameter 'crop' of intent 'Harvest'") })
        #expect(
            messages.contains(
                "parameter 'amount' of intent 'WaterPlants' was 'Integer' and is now 'String?' in "
                    + "'WaterPlantsAppIntent': old values cannot map to 'String'"))
        #expect(
            messages.contains { $0.contains("no case 'soak'") } && messages.contains { $0.contains("no case 'mist'") })
        // The intent left without a migration points at the App Intent whose class name is close.
        #expect(findings.contains { $0.file == "lossy/WaterPlants.swift" && $0.line == 44 && $0.severity == "note" })
    }

    @Test func aMissingClassPrefixLeavesEveryIntentWithoutMigration() throws {
        let (status, findings, _) = try Self.check([Self.fixtures + "/safe", "--shipped-class-prefix", "GD"])
        #expect(status == 1)
        #expect(
            Self.coded(findings) == [
                "Garden.intentdefinition:75:4 IC240", "Garden.intentdefinition:186:4 IC240",
                "Garden.intentdefinition:241:4 IC240", "safe/HarvestAndPrune.swift:14:16 IC246",
                "safe/HarvestAndPrune.swift:20:16 IC246", "safe/WaterPlants.swift:10:16 IC246",
            ])
        #expect(findings.contains { $0.message.contains("intentClassName 'GDWaterPlantsIntent'") })
    }

    @Test func partialModeListsTheIntentsLeftToSiriKitAsNotes() throws {
        let (status, findings, result) = try Self.check([Self.fixtures + "/partial", "--partial"])
        #expect(status == 0, "\(result.error)")
        // PlantAppEntity is declared in no source of the fixture: its identifiers go unchecked.
        #expect(
            Self.coded(findings) == [
                "Garden.intentdefinition:186:4 IC241", "Garden.intentdefinition:241:4 IC241",
                "partial/WaterPlants.swift:8:36 IC250",
            ])
        let (strictStatus, strict, _) = try Self.check([Self.fixtures + "/partial"])
        #expect(strictStatus == 1)
        #expect(strict.filter { $0.code == "IC240" }.count == 2)
    }

    @Test func aBuiltProductsActionsDataIsCheckedAtItsJSON() throws {
        for argument in ["Built.app/Metadata.appintents", "Built.app/Metadata.appintents/extract.actionsdata"] {
            let (status, findings, result) = try Self.check([Self.fixtures + "/" + argument])
            #expect(status == 1)
            #expect(
                Self.coded(findings) == [
                    "Built.app/Metadata.appintents/extract.actionsdata:15:33 IC242",
                    "Garden.intentdefinition:186:4 IC240",
                ], "\(argument): \(result.error)")
        }
        // The app bundle stands for its widget extension's metadata too, which migrates Harvest.
        let (status, findings, result) = try Self.check([Self.fixtures + "/Built.app"])
        #expect(status == 1)
        #expect(
            Self.coded(findings) == ["Built.app/Metadata.appintents/extract.actionsdata:15:33 IC242"], "\(result.error)"
        )
    }

    @Test func sourcesThatCannotBeReadAreErrors() throws {
        let (status, findings, result) = try Self.check([Self.fixtures + "/README.md", Self.fixtures + "/absent"])
        #expect(status == 1)
        #expect(findings.isEmpty)
        #expect(result.error.contains("README.md' is not a Swift file"))
        #expect(result.error.contains("absent' does not exist"))
        #expect(result.error.contains("[IC248]"))
    }

    @Test func theDefinitionIsReadFromGitAfterItWasDeleted() throws {
        let repository = try TemporaryDirectory()
        func git(_ arguments: [String]) throws {
            let result = try ProcessRunner.run(
                "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                in: repository.root, environment: CompatGitTests.environment(home: repository.root))
            try #require(result.status == 0, "git \(arguments): \(result.error)")
        }
        try git(["init", "--quiet"])
        let text = try String(contentsOfFile: IntentcBinary.packageRoot + "/" + Self.definition, encoding: .utf8)
        try repository.write(text, to: "App/Garden.intentdefinition")
        try git(["add", "."])
        try git(["commit", "--quiet", "-m", "SiriKit"])
        try git(["rm", "--quiet", "App/Garden.intentdefinition"])
        try git(["commit", "--quiet", "-m", "App Intents"])
        let lossy = IntentcBinary.packageRoot + "/" + Self.fixtures + "/lossy"
        let result = try IntentcBinary.run(
            ["migrate", "git:HEAD~1:App/Garden.intentdefinition", "--check", lossy], in: repository.root)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "HEAD~1:App/Garden.intentdefinition:241:4: error: no App Intent migrates intent 'Prune'"))
        // SARIF anchors the finding in the definition as git has it at the App Intent in the
        // checkout that its note names, so that a viewer can open it.
        let sarif = try IntentcBinary.run(
            ["migrate", "git:HEAD~1:App/Garden.intentdefinition", "--check", lossy, "--diagnostics-format", "sarif"],
            in: repository.root)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let missing = try #require(results.first { $0["ruleId"] as? String == "IC240" })
        let message = try #require((missing["message"] as? [String: Any])?["text"] as? String)
        #expect(message.hasPrefix("HEAD~1:App/Garden.intentdefinition:241:4: no App Intent migrates intent 'Prune'"))
        let location = try #require(
            (missing["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.hasSuffix("lossy/WaterPlants.swift"), "\(uri)")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 44)
        // JSON names no file that is only in git: a finding with no file of the checkout keeps
        // its place in the message.
        let partial = IntentcBinary.packageRoot + "/" + Self.fixtures + "/partial"
        let json = try IntentcBinary.run(
            ["migrate", "git:HEAD~1:App/Garden.intentdefinition", "--check", partial, "--diagnostics-format", "json"],
            in: repository.root)
        let entries = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.contains { $0["code"] as? String == "IC240" }, "\(json.output)")
        #expect(
            !json.output.contains("\"file\":\"HEAD~1:") && !json.output.contains("\"file\" : \"HEAD~1:"),
            "\(json.output)")
        #expect(
            entries.contains {
                ($0["message"] as? String)?.hasPrefix("HEAD~1:App/Garden.intentdefinition:") == true
                    && ($0["file"] == nil || $0["file"] is NSNull)
            }, "\(json.output)")
        let usage = try IntentcBinary.run(["migrate", "git:HEAD", "--check", lossy], in: repository.root)
        #expect(usage.status == 64)
        #expect(usage.error.contains("needs the form 'git:<revision>:<path>'"))
    }

    @Test func jsonGitHubAndSARIFCarryTheFindings() throws {
        let lossy = Self.fixtures + "/lossy"
        let json = try Self.check([lossy, "--diagnostics-format", "json"]).result
        #expect(json.status == 1)
        let array = try #require(
            JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]], "\(json.output)")
        #expect(array.compactMap { $0["code"] as? String }.filter { $0 == "IC244" }.count == 2)
        let github = try Self.check([lossy, "--diagnostics-format", "github"]).result
        #expect(github.output.contains("::error file=\(lossy)/WaterPlants.swift,line=11,col=9,title=IC243::"))
        let sarif = try Self.check([lossy, "--diagnostics-format", "sarif"]).result
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "IC240" })
    }

    @Test func twoAppIntentsClaimingOneIntentAreWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        let copy = try directory.write(
            "struct Again: AppIntent, CustomIntentMigratedAppIntent {\n    static let intentClassName = \"PruneIntent\"\n}\n",
            to: "Again.swift")
        let (status, findings, result) = try Self.check([Self.fixtures + "/safe", copy])
        #expect(status == 0, "\(result.error)")
        #expect(findings.first?.code == "IC249")
        #expect(findings.first?.line == 2 && findings.first?.column == 16)
        #expect(findings.first?.message == "'Again' and 'PruneAppIntent' both declare intentClassName 'PruneIntent'")
    }

    @Test func theCommandLineRefusesMigrateWithoutCheckOrSources() throws {
        let root = IntentcBinary.packageRoot
        let noCheck = try IntentcBinary.run(["migrate", Self.definition], in: root)
        #expect(noCheck.status == 64)
        let noSources = try IntentcBinary.run(["migrate", Self.definition, "--check"], in: root)
        #expect(noSources.status == 64)
        #expect(noSources.error.contains("takes the definition, then the App Intents sources"))
    }
}
