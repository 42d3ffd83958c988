import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// A definition with warnings and no error is one intentc reads and generates from, because
/// Xcode may build it; so what intentc writes for it must compile too. Each diagnostic-suite
/// fixture whose findings are warnings only (a value of the wrong kind left out, a default that
/// does not fit, contradictory bounds, a repeated tag, …) is generated in every flavor and
/// migrated, and each output typechecks on Apple's SDK as its own module: the default and
/// `appintents` flavors at iOS 16, the `intents` flavor at iOS 12, `migrate` at iOS 16.
@Suite(AppleSDK.availability)
struct WarningFixturesOnAppleSDKTests {
    /// `Tests/DiagnosticSuiteTests/Fixtures`, beside this target's folder.
    static let fixtures = PackagePaths.root.appending(path: "Tests/DiagnosticSuiteTests/Fixtures")

    /// The fixtures whose expected findings hold a warning and no error.
    static let warningOnlyFixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.sorted().compactMap { name in
            let findings = (try? String(contentsOf: fixtures.appending(path: name), encoding: .utf8)) ?? ""
            let severities = findings.split(separator: "\n").map { $0.prefix { $0 != " " } }
            guard severities.contains("warning"), !severities.contains("error") else { return nil }
            return fixtures.appending(path: String(name.dropLast(".expected".count)) + ".intentdefinition").path
        }
    }()

    /// What is typechecked for one fixture.
    enum Output: String, CaseIterable, Sendable {
        case structsAndAppIntents, intentsClasses, migration
    }

    @Test func thereAreWarningOnlyFixtures() {
        #expect(Self.warningOnlyFixtures.count >= 40)
        #expect(Self.warningOnlyFixtures.contains { $0.hasSuffix("/decoder-later-shapes-unreadable.intentdefinition") })
    }

    @Test(arguments: warningOnlyFixtures.map { URL(fileURLWithPath: $0).lastPathComponent }, Output.allCases)
    func outputTypechecks(fixture: String, output: Output) throws {
        try AppleSDK.requireSDK()
        let path = Self.fixtures.appending(path: fixture).path
        let result: SwiftToolchain.Output
        switch output {
        case .structsAndAppIntents:
            result = try OutputOnAppleSDKTests.run(OutputOnAppleSDKTests.appIntentsAtFloor, on: [path])
        case .intentsClasses:
            result = try OutputOnAppleSDKTests.run(OutputOnAppleSDKTests.classesAtFloor, on: [path])
        case .migration:
            guard let migrated = try MigrationOnAppleSDKTests.typecheck(path, MigrationOnAppleSDKTests.floorChecks[0])
            else { return }
            result = migrated
        }
        #expect(result.status == 0, "\(fixture), \(output): \(result.firstError)\n\(result.text)")
    }
}
