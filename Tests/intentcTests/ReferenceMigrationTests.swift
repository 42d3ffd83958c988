import Foundation
import TestSupport
import Testing

/// `migrate --check` on four public apps' real migrations, read from the shared reference folder
/// as they are (their last definition, their App Intents sources). The expected findings are the
/// ones a reading of each app's code agrees with.
@Suite(ReferenceLocator.availability)
struct ReferenceMigrationTests {
    static let folder = ReferenceLocator.appIntentsMigrations.path

    /// The codes and messages printed for `app`'s `definition` against its `sources`.
    static func check(_ app: String, _ definition: String, _ sources: String) throws -> (Int32, [String]) {
        try ReferenceLocator.require()
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

    /// Xcode's conversion keeps every value; the hand editing after it turned the String `item`
    /// parameters into an App Entity and two String parameters into App Enums, which the system
    /// matches by name and type: those stored values are lost, each reported at its property.
    @Test func openHABsConversionMigratesEveryValueAndItsHandEditingRetypedNine() throws {
        let (status, findings) = try Self.check("openhab", "before.intentdefinition", "after-xcode-generated-17adf7d9")
        #expect(status == 0 && findings.isEmpty, "\(findings)")
        let (editedStatus, edited) = try Self.check("openhab", "before.intentdefinition", "after")
        #expect(editedStatus == 1)
        let retyped = edited.compactMap {
            $0.firstMatch(of: /parameter '(\w+)' of intent '(\w+)' was 'String' and is now '(\w+)'.*\[IC243\]/)
        }
        .map { "\($0.2).\($0.1) → \($0.3)" }
        #expect(
            retyped.sorted() == [
                "GetItemState.item → ItemAppEntity", "SetColorValue.item → ItemAppEntity",
                "SetContactStateValue.item → ItemAppEntity", "SetContactStateValue.state → Contact",
                "SetDimmerRollerValue.item → ItemAppEntity", "SetNumberValue.item → ItemAppEntity",
                "SetStringValue.item → ItemAppEntity", "SetSwitchState.action → Action",
                "SetSwitchState.item → ItemAppEntity",
            ] && edited.count == 9, "\(edited)")
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
