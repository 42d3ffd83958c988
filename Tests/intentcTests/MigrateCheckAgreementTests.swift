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

    /// What a run printed besides its closing `checked …: every one migrates` line and the
    /// IC254 warnings (with their notes) that every Placemark parameter kept as `CLPlacemark` gets:
    /// empty when the check passed with no other finding.
    static func unexpected(_ result: ProcessResult) -> [String] {
        var lines = result.error.split(separator: "\n").map(String.init)
        if lines.count == 1, lines[0].hasSuffix("nothing to migrate [IC133]") { return [] }
        guard lines.last?.wholeMatch(of: /checked \d+ intents?, \d+ parameters?, \d+ enums?: every one migrates/) != nil
        else { return lines + ["(no closing line)"] }
        lines.removeLast()
        var kept: [String] = []
        var inDoubt = false
        for line in lines {
            if line.contains(": warning: ") { inDoubt = line.hasSuffix("[IC254]") }
            if !(inDoubt && (line.contains(": warning: ") || line.contains(": note: "))) { kept.append(line) }
        }
        return kept
    }

    @Test func theCommittedAppIntentsOfEveryDefinitionPassTheCheck() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: IntentcBinary.packageRoot + "/Definitions")
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let base = String(name.dropLast(".intentdefinition".count))
            let result = try Self.check("Definitions/" + name, "Generated/AppIntents/\(base)+AppIntents.swift")
            #expect(result.status == 0 && Self.unexpected(result).isEmpty, "\(name): \(result.error)")
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
            #expect(result.status == 0 && Self.unexpected(result).isEmpty, "\(file.lastPathComponent): \(result.error)")
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
            // A definition of system intents only (customized Apple intents) has nothing to migrate:
            // nothing is written, and the check of it passes on any sources.
            guard FileManager.default.fileExists(atPath: output.path("Owned")) else {
                #expect(migrated.output.isEmpty, "\(path): \(migrated.output)")
                let check = try Self.check(path, output.root)
                #expect(check.status == 0 && check.error.contains("nothing to migrate"), "\(path): \(check.error)")
                continue
            }
            let result = try Self.check(path, output.path("Owned"))
            #expect(result.status == 0 && Self.unexpected(result).isEmpty, "\(path): \(result.error)")
        }
    }
}
