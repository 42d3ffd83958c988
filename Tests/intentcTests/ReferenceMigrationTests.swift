import Foundation
import TestSupport
import Testing

/// Where the reference migrations are: `../shared/reference/appintents-migrations`.
enum ReferenceMigrations {
    static let folder = PackagePaths.root.appendingPathComponent("../shared/reference/appintents-migrations")
        .standardizedFileURL.path
    static var available: Bool { FileManager.default.fileExists(atPath: folder + "/maccy/before.intentdefinition") }
}

/// `migrate --check` on four public apps' real migrations, read from the shared reference folder
/// as they are (their last definition, their App Intents sources). The expected findings are the
/// ones a reading of each app's code agrees with.
@Suite(.enabled(if: ReferenceMigrations.available, "no reference migrations; \(TestMaterial.howToRun)"))
struct ReferenceMigrationTests {
    static let folder = ReferenceMigrations.folder

    /// The codes and messages printed for `app`'s `definition` against its `sources`.
    static func check(_ app: String, _ definition: String, _ sources: String) throws -> (Int32, [String]) {
        let result = try IntentcBinary.run(
            ["migrate", "\(folder)/\(app)/\(definition)", "--check", "\(folder)/\(app)/\(sources)"],
            in: IntentcBinary.packageRoot)
        let lines = result.error.split(separator: "\n").map(String.init).filter { $0.contains(" [IC") }
        return (result.status, lines)
    }

    @Test func maccyMigratesItsFourIntentsWithEveryParameter() throws {
        let (status, findings) = try Self.check("maccy", "before.intentdefinition", "after")
        #expect(status == 0 && findings.isEmpty, "\(findings)")
    }

    @Test func zavalaMigratesItsEighteenIntentsWithEveryParameterAndCase() throws {
        let (status, findings) = try Self.check("zavala", "before.intentdefinition", "after")
        // Its rows are identified by `EntityID`, declared in a framework outside the App Intents
        // folder: the identifiers cannot be checked, which is a warning, not an error.
        #expect(status == 0, "\(findings)")
        #expect(
            findings.count == 5 && findings.allSatisfy { $0.contains("'EntityID'") && $0.hasSuffix("[IC250]") },
            "\(findings)")
    }

    @Test func openHABMigratesItsSevenPrefixedIntentsBeforeAndAfterHandEditing() throws {
        for sources in ["after", "after-xcode-generated-17adf7d9"] {
            let (status, findings) = try Self.check("openhab", "before.intentdefinition", sources)
            #expect(status == 0 && findings.isEmpty, "\(sources): \(findings)")
        }
    }

    /// Spud converted its widget intent once, then added sort cases to the definition only: a
    /// widget configured with one of them on the SiriKit side loses its choice when migrated.
    @Test func spudsAppEnumLacksTheSortCasesAddedToTheDefinitionAfterConversion() throws {
        let (atConversion, none) = try Self.check("spud", "before-at-4773cbc.intentdefinition", "after-at-4773cbc")
        #expect(atConversion == 0 && none.isEmpty, "\(none)")
        let (status, findings) = try Self.check("spud", "before.intentdefinition", "after")
        #expect(status == 1)
        #expect(findings.allSatisfy { $0.hasSuffix("[IC244]") && $0.contains("IntentSortTypeAppEnum.swift:11:6:") })
        let cases = findings.compactMap { $0.firstMatch(of: /no case '(\w+)'/).map { String($0.1) } }
        #expect(cases == ["controversial", "scaled", "topNineMonths", "topSixMonths", "topThreeMonths"])
    }
}
