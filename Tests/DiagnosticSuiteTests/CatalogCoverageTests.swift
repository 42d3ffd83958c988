import Foundation
import IntentDefinition
import Testing

@testable import intentc

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
        "IC128": "OutputWriterTests/refusesToOverwriteAFileIntentcDidNotGenerate",
        "IC129": "OutputWriterTests/aDirectoryInTheWayIsUnwritable",
        "IC130": "ConfigurationTests/filesKeysMatchingNoInputAndNoNearbyDefinitionAreWarnedAtTheKey",
        "IC131": "EndToEndContinuousIntegrationTests/aFolderWithoutDefinitionsIsAnError",
        "IC169": "EndToEndContinuousIntegrationTests/tablesBesideADefinitionOutsideBaseLprojAreNamedWithTheFlagThatReadsThem",
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
    ]

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
        let uncovered = DiagnosticCode.intentcCatalog.map(\.rawValue)
            .filter { !triggered.contains($0) && Self.exemptions[$0] == nil }
        #expect(uncovered == [], "codes without a fixture: \(uncovered)")
    }

    @Test func exemptionsAreCatalogCodesWithoutFixtures() throws {
        let triggered = try fixtureCodes()
        let catalog = Set(DiagnosticCode.intentcCatalog.map(\.rawValue))
        for code in Self.exemptions.keys.sorted() {
            #expect(catalog.contains(code), "\(code) is exempt but not in the catalog")
            #expect(!triggered.contains(code), "\(code) is exempt but a fixture triggers it")
        }
    }

    @Test func everyExemptionNamesATestThatExists() throws {
        let testsFolder = SuitePaths.packageRoot.appendingPathComponent("Tests")
        let sources = try (FileManager.default.subpaths(atPath: testsFolder.path) ?? [])
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
        for (code, covering) in Self.exemptions.sorted(by: { $0.key < $1.key }) {
            let name = covering.split(separator: " ").first.map(String.init) ?? covering
            let parts = name.split(separator: "/").map(String.init)
            let found = sources.contains { text in
                text.contains("struct \(parts[0])") && text.contains("func \(parts[1])(")
            }
            #expect(found, "\(code) is exempt in favour of \(name), which does not exist")
        }
    }

    @Test func fixturesNameOnlyCatalogCodes() throws {
        let catalog = Set(DiagnosticCode.intentcCatalog.map(\.rawValue))
        #expect(try fixtureCodes().subtracting(catalog).sorted() == [])
    }
}
