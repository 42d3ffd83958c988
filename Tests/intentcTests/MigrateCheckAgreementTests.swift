import Foundation
import TestSupport
import Testing

/// `migrate --check` agrees with the appintents flavor and with `migrate`: what `--flavor
/// appintents` generates, and what `migrate -o` writes, from a definition migrates every intent of
/// it, with no finding.
@Suite struct MigrateCheckAgreementTests {
    /// Runs the check and returns what it printed; empty means no finding.
    static func check(_ definition: String, _ sources: String) throws -> ProcessResult {
        try IntentcBinary.run(["migrate", definition, "--check", sources], in: IntentcBinary.packageRoot)
    }

    @Test func theCommittedAppIntentsOfEveryDefinitionPassTheCheck() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: IntentcBinary.packageRoot + "/Definitions")
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let base = String(name.dropLast(".intentdefinition".count))
            let result = try Self.check("Definitions/" + name, "Generated/AppIntents/\(base)+AppIntents.swift")
            #expect(result.status == 0 && result.error.isEmpty, "\(name): \(result.error)")
        }
    }

    @Test(CorpusLocator.availability) func theFlavorsOutputForEveryCorpusFilePassesTheCheck() throws {
        for file in try CorpusLocator.requireFiles() {
            let output = try TemporaryDirectory()
            let generated = try IntentcBinary.run(
                ["generate", "--flavor", "appintents", file.path, "-o", output.root, "--quiet"],
                in: IntentcBinary.packageRoot)
            try #require(generated.status == 0, "\(file.lastPathComponent): \(generated.error)")
            let result = try Self.check(file.path, output.root)
            #expect(result.status == 0 && result.error.isEmpty, "\(file.lastPathComponent): \(result.error)")
        }
    }

    @Test(CorpusLocator.availability) func migrateOutputForEveryDefinitionAndCorpusFilePassesTheCheck() throws {
        let definitions = try FileManager.default.contentsOfDirectory(
            atPath: IntentcBinary.packageRoot + "/Definitions"
        )
        .filter { $0.hasSuffix(".intentdefinition") }.sorted().map { IntentcBinary.packageRoot + "/Definitions/" + $0 }
        for path in definitions + (try CorpusLocator.requireFiles().map(\.path)) {
            let output = try TemporaryDirectory()
            let migrated = try IntentcBinary.run(
                ["migrate", path, "-o", output.path("Owned"), "--quiet"], in: IntentcBinary.packageRoot)
            try #require(migrated.status == 0, "\(path): \(migrated.error)")
            // A definition of system intents only (customized Apple intents) has nothing to migrate.
            guard try output.contents(of: "Owned").contains(where: { $0.hasSuffix(".swift") }) else {
                #expect(!migrated.output.contains(".swift"), "\(path): \(migrated.output)")
                continue
            }
            let result = try Self.check(path, output.path("Owned"))
            #expect(result.status == 0 && result.error.isEmpty, "\(path): \(result.error)")
        }
    }
}
