import Foundation
import TestSupport
import Testing

/// `migrate --check` on variants of a complete migration: ordinary valid Swift around the App
/// Intents gives no false error, and each way of hiding a parameter from the system is a loss.
@Suite struct MigrateCheckVariantTests {
    /// Valid Swift (each parses with `swiftc -parse`) that once made the check report losses.
    static let validVariants: [(String, String)] = [
        (
            "a division after a force unwrap",
            "    static let total: Int? = 8\n    static let ratio = min(total!/4, 3) / 2\n"
        ),
        ("a division after a closing parenthesis", "    static let half = (4 + 2)/2\n    static let third = 9/3 / 1\n"),
        ("a regex literal", "    static let pattern = /[a-z]+\\/(\\d+)/\n"),
        ("a string holding a brace", "    static let brace = \"} struct X {\"\n"),
        (
            "an #if true branch",
            "    #if true\n    static let on = true\n    #else\n    static let on = false\n    #endif\n"
        ),
    ]

    @Test(arguments: validVariants.indices)
    func validSwiftAroundTheParametersIsNoLoss(_ variant: Int) throws {
        let (name, member) = Self.validVariants[variant]
        let source = MigrateCheckRetypingTests.sources().replacingOccurrences(
            of: "    static let intentClassName = \"WaterPlantsIntent\"\n",
            with: "    static let intentClassName = \"WaterPlantsIntent\"\n" + member)
        let (status, findings, error, _) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 0 && findings.isEmpty, "\(name): \(error)")
    }

    /// An isolated conformance (`@MainActor AppIntent`) is a conformance.
    @Test func anIsolatedConformanceMigrates() throws {
        let source = MigrateCheckRetypingTests.sources().replacingOccurrences(
            of: "struct WaterPlantsAppIntent: AppIntent, CustomIntentMigratedAppIntent {",
            with: "struct WaterPlantsAppIntent: @MainActor AppIntent, @MainActor CustomIntentMigratedAppIntent {")
        let (status, findings, error, _) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 0 && findings.isEmpty, "\(error)")
    }

    /// Ways of leaving `note` out of what the system sees, each a loss of its values.
    static let lossyVariants: [(String, String)] = [
        ("commented out", "    // @Parameter(title: \"Note\") var note: String?"),
        ("in a block comment", "    /* @Parameter(title: \"Note\") var note: String? */"),
        ("under #if false", "    #if false\n    @Parameter(title: \"Note\") var note: String?\n    #endif"),
        ("in a nested type", "    struct Legacy {\n        @Parameter(title: \"Note\") var note: String?\n    }"),
        ("in a string", "    static let text = \"@Parameter(title: \\\"Note\\\") var note: String?\""),
        (
            "in an #if true's #else",
            "    #if true\n    #else\n    @Parameter(title: \"Note\") var note: String?\n    #endif"
        ),
    ]

    @Test(arguments: lossyVariants.indices)
    func aParameterTheSystemCannotSeeIsALoss(_ variant: Int) throws {
        let (name, replacement) = Self.lossyVariants[variant]
        let source = MigrateCheckRetypingTests.sources().replacingOccurrences(
            of: "    @Parameter(title: \"Note\") var note: String?", with: replacement)
        let (status, findings, error, _) = try MigrateCheckRetypingTests.check(source)
        #expect(status == 1, "\(name): \(error)")
        #expect(findings.compactMap(\.code) == ["IC242"], "\(name): \(error)")
        #expect(findings.first?.message.contains("no @Parameter named 'note'") == true, "\(name): \(error)")
    }
}
