import Foundation
import Testing

@testable import PluginPlanning

/// A hand-written Swift file named like a generated one is reported, ignoring case as the README
/// promises (macOS file systems do, and Swift refuses two files with one name in a module).
@Suite struct NameClashTests {
    /// Generating `Colors.swift`, `Shortcuts_Intents.swift` and `Widgets_Intents.swift`.
    private let definitions = [
        "Colors.intentdefinition", "Shortcuts/Intents.intentdefinition", "Widgets/Intents.intentdefinition",
    ]

    @Test func aSourceNamedExactlyLikeAnOutputIsReported() throws {
        let target = PlanningTarget()
        let clashes = target.clashes(definitions: definitions, sources: ["Helpers/Colors.swift", "Shelf.swift"])
        let clash = try #require(clashes.first)
        #expect(clashes.count == 1)
        #expect(clash.definition == target.url("Colors.intentdefinition"))
        #expect(
            clash.message
                == "Colors.intentdefinition generates Colors.swift, the name of the target's own Helpers/Colors.swift; "
                + "Swift needs distinct file names, so rename one")
    }

    @Test func namesAreComparedIgnoringCase() {
        let target = PlanningTarget()
        let clashes = target.clashes(
            definitions: definitions, sources: ["colors.swift", "Sub/WIDGETS_INTENTS.swift"])
        // Sorted by the source's path: "Sub/…" before "colors.swift".
        #expect(
            clashes.map(\.definition) == [
                target.url("Widgets/Intents.intentdefinition"), target.url("Colors.intentdefinition"),
            ])
        #expect(
            clashes.map(\.message) == [
                "Widgets/Intents.intentdefinition generates Widgets_Intents.swift, the name ignoring case of the "
                    + "target's own Sub/WIDGETS_INTENTS.swift; Swift needs distinct file names, so rename one",
                "Colors.intentdefinition generates Colors.swift, the name ignoring case of the target's own "
                    + "colors.swift; Swift needs distinct file names, so rename one",
            ])
    }

    @Test func otherFilesAndOtherNamesAreNotReported() {
        let clashes = PlanningTarget().clashes(
            definitions: definitions,
            sources: ["Colors.md", "Colors.swift.txt", "Intents.swift", "MoreColors.swift", "Colors/Shelf.swift"])
        #expect(clashes.isEmpty)
    }
}
