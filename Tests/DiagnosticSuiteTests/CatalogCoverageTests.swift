import Foundation
import IntentDefinition
import TestSupport
import Testing

/// Every code intentc can emit is triggered by a fixture, or is exempt because no file can
/// trigger it, with the test that covers it instead.
@Suite("Diagnostic suite: catalog coverage")
struct CatalogCoverageTests {
    /// Codes no fixture can trigger, with the test that does: paths and limits rather than file
    /// contents, model states the decoder never produces, and the command line's configuration
    /// and output files.
    static let exemptions: [String: String] = [
        "IC001": "LoaderEdgeTests/aMissingPathIsReportedWithoutLocation",
        "IC004": "LoaderEdgeTests/anOversizedFileIsRefusedBeforeParsing",
        "IC120": "ConfigurationTests/unreadableFile",
        "IC121": "ConfigurationTests/malformedJSON",
        "IC122": "ConfigurationTests/missingVersion",
        "IC123": "ConfigurationTests/unsupportedVersion",
        "IC124": "ConfigurationTests/unknownKeysAtEveryLevel",
        "IC125": "ConfigurationTests/wrongTypes",
        "IC126": "ConfigurationTests/invalidValues",
        "IC127": "ConfigurationTests/duplicateKeysPointAtBothPlaces",
        "IC128": "EndToEndPipelineTests/neverOverwritesAFileIntentcDidNotGenerate",
        "IC129": "OutputWriterTests/writerFailuresBecomeLocatedDiagnostics",
        "IC130": "ConfigurationTests/filesKeysMatchingNoInputAndNoNearbyDefinitionAreWarnedAtTheKey",
        "IC131": "EndToEndContinuousIntegrationTests/aFolderWithoutDefinitionsIsAnError",
        "IC132": "MigrateCommandTests/anExistingFileIsRefusedAndNothingIsWritten",
        "IC133": "MigrateCheckRetypingTests/nothingToMigrateIsANoteAndSuccess",
        "IC169":
            "EndToEndContinuousIntegrationTests/tablesBesideADefinitionOutsideBaseLprojAreNamedWithTheFlagThatReadsThem",
        "IC228": "CompatGitTests/aSymbolicLinkIsFollowedToItsTargetsHistoryAndSaysSo",
        "IC225": "CompatGitTests/aFileOutsideARepositoryIsReported",
        "IC226": "CompatGitTests/anUnknownRevisionIsReported",
        "IC227": "CompatGitTests/aFileAbsentAtTheRevisionIsReported",
        "IC230": "SetupAdviceTests/definitionsListedAsResourcesAreWarnedAbout",
        "IC231": "SetupAdviceTests/aTargetWhoseDefinitionsAreAllExcludedIsWarnedAbout",
        "IC232": "SetupAdviceTests/aConfigurationAboveTheTargetIsWarnedAbout",
        "IC233": "SetupAdviceTests/aConfigurationWithoutDefinitionsIsWarnedAbout",
        "IC234": "NameClashTests/codeCommittedByTheCommandPluginGetsAdviceAtItsPath",
        "IC157": "ShippedClassPrefixTests/aClassPrefixAloneKeepsXcodesNameAndWarnsAtTheIntent",
        "IC235": "FlavorPlanningTests/appIntentsOfDefinitionsWithOneBaseNameAreRefused",
        "IC236": "TargetConfigurationTests/aConfigurationBesideADefinitionThatTheTargetDoesNotReadIsWarnedAbout",
        "IC237": "TargetConfigurationTests/aConfigurationNoTargetReadsIsWarnedAboutToATargetReadingNone",
        // `migrate --check` reads Swift sources, which the definition fixtures are not.
        "IC240": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC241": "MigrateCheckTests/partialModeListsTheIntentsLeftToSiriKitAsNotes",
        "IC242": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC243": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC244": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC245": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC246": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC247": "MigrateCheckTests/everyWayOfLosingDataIsFoundWhereItIs",
        "IC248": "MigrateCheckTests/sourcesThatCannotBeReadAreErrors",
        "IC249": "MigrateCheckTests/twoAppIntentsClaimingOneIntentAreWarnedAbout",
        "IC250": "MigrateCheckTests/aParameterWhoseAppEnumIsInNoSourceIsWarnedAbout",
        "IC251": "MigrateCheckAcceptanceTests/anAcceptedLossIsANoteQuotingItsReason",
        "IC252": "MigrateCheckAcceptanceTests/anAcceptanceWithoutAReasonIsAnError",
        "IC253": "MigrateCheckAcceptanceTests/anAcceptanceMatchingNoLossIsWarnedAbout",
        "IC254": "MigrateCheckRetypingTests/aPlacemarkIsInDoubtAsCLPlacemarkAndLostAsAnEntity",
        "IC134": "MigrateStyleTests/anUnreadableSettingIsAWarningAtItsValue",
    ]

    /// Every code intentc can emit, as the built binary lists them: the rules of its SARIF log,
    /// which name the whole catalog whatever the run found.
    static func intentcCatalog() throws -> [String] {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory)
        let result = try IntentcBinary.run(
            ["lint", "Custom.intentdefinition", "--diagnostics-format", "sarif"], in: directory.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        return rules.compactMap { $0["id"] as? String }
    }

    /// The codes named in `.expected` files and in the compat and translation fixtures' `expected` files.
    private func fixtureCodes() throws -> Set<String> {
        var codes = try CompatFixtures.expectedCodes().union(TranslationFixtures.expectedCodes())
        for name in SuitePaths.fixtureNames {
            let text = try String(
                contentsOf: SuitePaths.fixtures.appendingPathComponent(name + ".expected"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count > 1 { codes.insert(String(fields[1])) }
            }
        }
        return codes
    }

    @Test func everyCatalogCodeIsTriggeredByAFixtureOrExempt() throws {
        let triggered = try fixtureCodes()
        let uncovered = try Self.intentcCatalog()
            .filter { !triggered.contains($0) && Self.exemptions[$0] == nil }
        #expect(uncovered == [], "codes without a fixture: \(uncovered)")
    }

    @Test func exemptionsAreCatalogCodesWithoutFixtures() throws {
        let triggered = try fixtureCodes()
        let catalog = Set(try Self.intentcCatalog())
        for code in Self.exemptions.keys.sorted() {
            #expect(catalog.contains(code), "\(code) is exempt but not in the catalog")
            #expect(!triggered.contains(code), "\(code) is exempt but a fixture triggers it")
        }
    }

    /// Each exemption's test exists and triggers its code: its body names the code, as `ICnnn`
    /// in an expected message or as the code's Swift name (`.configurationUnreadable`).
    @Test func everyExemptionNamesATestThatTriggersItsCode() throws {
        let sources = try Self.swiftFiles(under: "Tests")
        let swiftNames = try Self.codeSwiftNames()
        for (code, covering) in Self.exemptions.sorted(by: { $0.key < $1.key }) {
            let parts = covering.split(separator: "/").map(String.init)
            let bodies = sources.filter { $0.contains("struct \(parts[0])") }
                .compactMap { Self.body(ofFunction: parts[1], in: $0) }
            #expect(!bodies.isEmpty, "\(code) is exempt in favour of \(covering), which does not exist")
            let spellings = [code] + (swiftNames[code].map { [".\($0)"] } ?? [])
            #expect(
                bodies.contains { body in spellings.contains { body.contains($0) } },
                "\(code) is exempt in favour of \(covering), whose body names neither \(spellings.joined(separator: " nor "))"
            )
        }
    }

    /// The text of every Swift file under `folder` of the package.
    private static func swiftFiles(under folder: String) throws -> [String] {
        let root = SuitePaths.packageRoot.appendingPathComponent(folder)
        return try (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }

    /// Each code's Swift name, from its declaration `static let name = DiagnosticCode("ICnnn", …`.
    private static func codeSwiftNames() throws -> [String: String] {
        var names: [String: String] = [:]
        for text in try swiftFiles(under: "Sources") {
            var rest = text[...]
            while let declaration = rest.range(of: " = DiagnosticCode(") {
                let before = rest[..<declaration.lowerBound]
                let name = before.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map(String.init)
                let after = rest[declaration.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\"" }
                let code = String(after.prefix { $0 != "\"" })
                if let name, code.hasPrefix("IC") { names[code] = name }
                rest = rest[declaration.upperBound...]
            }
        }
        return names
    }

    /// The body of `func name(` in `text`, from its first `{` to the brace that closes it, braces in
    /// string literals left out.
    private static func body(ofFunction name: String, in text: String) -> Substring? {
        guard let signature = text.range(of: "func \(name)("),
            let open = text[signature.upperBound...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        var inString = false
        var previous: Character = " "
        var index = open
        while index < text.endIndex {
            let character = text[index]
            // Braces inside string literals are text (a quote after a backslash is escaped).
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString, character == "{" { depth += 1 }
            if !inString, character == "}" {
                depth -= 1
                if depth == 0 { return text[open...index] }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    @Test func fixturesNameOnlyCatalogCodes() throws {
        let catalog = Set(try Self.intentcCatalog())
        #expect(try fixtureCodes().subtracting(catalog).sorted() == [])
    }
}
