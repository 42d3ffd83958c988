import Foundation
import TestSupport
import Testing

/// What a CI job runs: folders as inputs, and diagnostics as GitHub workflow commands, SARIF or
/// JSON on standard output.
@Suite struct EndToEndContinuousIntegrationTests {
    /// A definition whose only error is an unknown type kind (`Objcet`) on line 4, column 35, its string value (it
    /// also has no response, a warning).
    static let misspeltKind = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>INIntents</key><array><dict><key>INIntentName</key><string>Brew</string>
        <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>roaster</string>
          <key>INIntentParameterType</key><string>Objcet</string>
        <key>INIntentParameterTag</key><integer>1</integer></dict></array></dict></array></dict></plist>

        """

    private func tree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Custom.intentdefinition", into: directory, as: "Sources/B/Custom.intentdefinition")
        try IntentcBinary.copyDefinition(
            "Accounts.intentdefinition", into: directory, as: "Sources/A/Base.lproj/Accounts.intentdefinition")
        try IntentcBinary.copyDefinition(
            "PayTools.intentdefinition", into: directory, as: "Sources/.build/PayTools.intentdefinition")
        try directory.write("not a definition", to: "Sources/B/notes.txt")
        return directory
    }

    @Test func aFolderStandsForTheDefinitionsBelowItInPathOrder() throws {
        let directory = try tree()
        let listed = try IntentcBinary.run(["generate", "Sources", "-o", "Out", "--dry-run"], in: directory.root)
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output == "Out/Accounts.swift\nOut/Custom.swift\n", "hidden folders are skipped")
        let linted = try IntentcBinary.run(["lint", "Sources/"], in: directory.root)
        #expect(linted.status == 0, "\(linted.error)")
    }

    /// The current folder as input adds no `./` to the paths printed.
    @Test func theCurrentFolderAddsNoPrefixToPaths() throws {
        let directory = try tree()
        try directory.write(EndToEndPipelineTests.broken, to: "Sources/B/Broken.intentdefinition")
        for folder in [".", "./"] {
            let result = try IntentcBinary.run(["lint", folder], in: directory.path("Sources"))
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("B/Broken.intentdefinition:5:9: error: "), "\(folder): \(result.error)")
            let listed = try IntentcBinary.run(
                ["generate", folder, "-o", "../Out", "--dry-run"], in: directory.path("Sources/A"))
            #expect(listed.output == "../Out/Accounts.swift\n", "\(folder): \(listed.error)")
        }
    }

    @Test func aBrokenDefinitionInAFolderFailsWithItsPath() throws {
        let directory = try tree()
        try directory.write(EndToEndPipelineTests.broken, to: "Sources/B/Broken.intentdefinition")
        let result = try IntentcBinary.run(["lint", "Sources"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Sources/B/Broken.intentdefinition:5:9: error: "), "\(result.error)")
        #expect(result.error.hasSuffix("[IC005]\n"), "\(result.error)")
    }

    @Test func aFolderWithoutDefinitionsIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "Empty/.hidden/X.intentdefinition")
        let result = try IntentcBinary.run(["lint", "Empty"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error
                == "Empty: error: 'Empty' holds no .intentdefinition file (folders named '.…' are skipped) [IC131]\n")
        let json = try IntentcBinary.run(["lint", "Empty", "--diagnostics-format", "json"], in: directory.root)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["IC131"])
        #expect(entries.first?["file"] as? String == "Empty")
        #expect(entries.first?["line"] is NSNull)
    }

    @Test func severalDefinitionsFromAFolderNeedAnOutputFolder() throws {
        let directory = try tree()
        let result = try IntentcBinary.run(["generate", "Sources"], in: directory.root)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("intentc: error: several input files need '--output <dir>'\n"))
    }

    /// `generate -o DIR --check --config` covers every flavor the configuration lists, as the CI
    /// recipe promises: a hand edit of any flavor's committed file fails the check, with its diff.
    @Test func checkWithAConfigurationCoversEveryListedFlavor() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Custom.intentdefinition", into: directory, as: "Sources/W/Custom.intentdefinition")
        try directory.write(#"{"version": 1, "flavors": ["default", "appintents"]}"#, to: "Sources/W/intentc.json")
        let arguments = ["generate", "Sources/W", "-o", "Sources/W/Generated", "--config", "Sources/W/intentc.json"]
        let written = try IntentcBinary.run(arguments, in: directory.root)
        #expect(written.status == 0, "\(written.error)")
        #expect(
            try directory.contents(of: "Sources/W/Generated")
                == ["Custom+AppIntents.swift", "Custom.swift", "CustomAppIntents.xcstrings"])
        let clean = try IntentcBinary.run(arguments + ["--check"], in: directory.root)
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        #expect(clean.output.isEmpty)
        for file in ["Custom+AppIntents.swift", "Custom.swift", "CustomAppIntents.xcstrings"] {
            let path = directory.path("Sources/W/Generated/\(file)")
            let original = try String(contentsOfFile: path, encoding: .utf8)
            try
                (original.replacingOccurrences(of: "\n", with: "\n// hand edit\n", options: [], range: nil)
                .description).write(toFile: path, atomically: true, encoding: .utf8)
            let stale = try IntentcBinary.run(arguments + ["--check"], in: directory.root)
            #expect(stale.status == 1, "\(file): \(stale.output)")
            #expect(stale.output.contains("+++ Sources/W/Generated/\(file)"), "\(file): \(stale.output)")
            try original.write(toFile: path, atomically: true, encoding: .utf8)
        }
        // `--flavor` picks one; standard output takes the first listed.
        let one = try IntentcBinary.run(
            ["generate", "Sources/W", "-o", "One", "--config", "Sources/W/intentc.json", "--flavor", "appintents"],
            in: directory.root)
        #expect(one.status == 0, "\(one.error)")
        #expect(try directory.contents(of: "One") == ["Custom+AppIntents.swift", "CustomAppIntents.xcstrings"])
        let printed = try IntentcBinary.run(
            ["generate", "Sources/W/Custom.intentdefinition", "--config", "Sources/W/intentc.json"], in: directory.root)
        #expect(printed.output.contains("public nonisolated struct MyIntentIntent"), "\(printed.error)")
        #expect(!printed.output.contains("AppIntent"))
    }

    /// A definition generated in two flavors is read twice; its warnings are printed once.
    @Test func warningsOfADefinitionGeneratedInTwoFlavorsArePrintedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            Self.misspeltKind.replacingOccurrences(of: "Objcet", with: "String"), to: "W/Brew.intentdefinition")
        try directory.write(#"{"version": 1, "flavors": ["default", "appintents"]}"#, to: "W/intentc.json")
        let result = try IntentcBinary.run(
            ["generate", "W", "-o", "Out", "--config", "W/intentc.json"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try directory.contents(of: "Out") == ["Brew+AppIntents.swift", "Brew.swift"])
        #expect(result.error == "W/Brew.intentdefinition:2:84: warning: custom intent 'Brew' has no response [IC075]\n")
    }

    @Test func aCleanJSONRunPrintsAnEmptyArrayOnStandardOutput() throws {
        let directory = try tree()
        let result = try IntentcBinary.run(["lint", "Sources", "--diagnostics-format", "json"], in: directory.root)
        #expect(result.status == 0)
        #expect(result.output == "[]\n")
        #expect(result.error == "")
    }

    @Test func jsonStaysOnStandardErrorWhenTheSwiftGoesToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.misspeltKind, to: "Brew.intentdefinition")
        let result = try IntentcBinary.run(
            ["Brew.intentdefinition", "--diagnostics-format", "json"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.output == "")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.error.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["IC075", "IC061"])
    }

    @Test func aMisspeltTypeKindGetsADidYouMeanAtTheTypeString() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.misspeltKind, to: "Brew.intentdefinition")
        let result = try IntentcBinary.run(["lint", "Brew.intentdefinition", "--quiet"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error == """
                Brew.intentdefinition:4:35: error: parameter 'roaster' of intent 'Brew' has type 'Objcet', which intentc does not know [IC061]
                Brew.intentdefinition:4:35: note: did you mean 'Object'?

                """)
    }

    @Test func githubAnnotationsCarryFileLineColumnAndCode() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.misspeltKind, to: "Brew.intentdefinition")
        let result = try IntentcBinary.run(
            ["lint", "Brew.intentdefinition", "--diagnostics-format", "github", "--quiet"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(
            result.output == """
                ::error file=Brew.intentdefinition,line=4,col=35,title=IC061::parameter 'roaster' of intent 'Brew' has type 'Objcet', which intentc does not know
                ::notice file=Brew.intentdefinition,line=4,col=35,title=IC061::did you mean 'Object'?

                """)
    }

    @Test func sarifNamesTheRuleLevelMessageAndRegion() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.misspeltKind, to: "Brew.intentdefinition")
        let result = try IntentcBinary.run(
            ["lint", "Brew.intentdefinition", "--diagnostics-format", "sarif"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "intentc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["IC075", "IC061"])
        let result0 = try #require(results.last)
        #expect(result0["ruleId"] as? String == "IC061")
        #expect(result0["level"] as? String == "error")
        let ruleIndex = try #require(result0["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "IC061")
        let message = try #require(result0["message"] as? [String: Any])
        #expect(
            (message["text"] as? String)?.hasPrefix("parameter 'roaster' of intent 'Brew' has type 'Objcet'") == true)
        let physical = try #require(
            ((result0["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Brew.intentdefinition")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4)
        #expect(region["startColumn"] as? Int == 35)
        let related = try #require((result0["relatedLocations"] as? [[String: Any]])?.first)
        #expect((related["message"] as? [String: Any])?["text"] as? String == "did you mean 'Object'?")
    }

    @Test func tablesBesideADefinitionOutsideBaseLprojAreNamedWithTheFlagThatReadsThem() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Accounts.intentdefinition", into: directory, as: "W/Accounts.intentdefinition")
        try directory.write("\"useDef\" = \"Standardkonto\";\n", to: "W/de.lproj/Accounts.strings")
        let result = try IntentcBinary.run(["lint", "W", "--diagnostics-format", "json"], in: directory.root)
        #expect(result.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["IC169"])
        #expect(entries.first?["severity"] as? String == "warning")
        #expect(entries.first?["file"] as? String == "W/Accounts.intentdefinition")
        #expect(entries.first?["line"] is NSNull && entries.first?["column"] is NSNull)
        #expect((entries.first?["message"] as? String)?.contains("pass '--translations W/'") == true)
        // With the flag, the table is read and checked (it lacks most strings).
        let read = try IntentcBinary.run(["lint", "W", "--translations", "W/"], in: directory.root)
        #expect(read.error.contains("[IC163]"), "\(read.error)")
        #expect(!read.error.contains("[IC169]"))
        // In Base.lproj, the tables beside it are read as before, and nothing is hinted.
        let base = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Accounts.intentdefinition", into: base, as: "W/Base.lproj/Accounts.intentdefinition")
        try base.write("\"useDef\" = \"Standardkonto\";\n", to: "W/de.lproj/Accounts.strings")
        let beside = try IntentcBinary.run(["lint", "W"], in: base.root)
        #expect(beside.error.contains("[IC163]") && !beside.error.contains("[IC169]"), "\(beside.error)")
    }
}
