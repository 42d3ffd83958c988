import AppIntentsSource
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// What `--flavor appintents` and `intentc migrate` write from every definition
/// ``DefinitionGenerator`` writes passes `migrate --check`, except where the flavor itself says it loses a value: a parameter it
/// leaves out (IC153: a measurement is not `Sendable` in Swift 6) or a parameter or enum case it
/// renames (IC101: a name Swift cannot use there). Those values are lost as the check says, so
/// each finding must be one of those, named alike. Needs no SDK.
@Suite("Generated definitions pass migrate --check")
struct GeneratedDefinitionMigrationTests {
    /// The flavor's warnings that a value does not keep its name or place.
    static let flavorLosses: Set<String> = ["IC153", "IC101"]

    @Test("holds for every seed", arguments: GeneratedSeeds.all)
    func holds(seed: UInt64) throws {
        let generated = DefinitionGenerator.definition(seed: seed, shapes: GeneratedSeeds.shapes)
        let path = "Generated\(seed).intentdefinition"
        let bytes = Array(generated.xml.utf8)
        let loaded = IntentCompiler.run(.bytes(bytes, path: path), goal: .load)
        let definition = try #require(loaded.definition, "seed \(seed) does not load")
        let options = IntentCompiler.Options(generation: GenerationOptions(flavor: .appIntents))
        let output = IntentCompiler.run(.bytes(bytes, path: path), goal: .generate, options: options)
        let source = try #require(output.source, "seed \(seed) generates no App Intents")
        try Self.expectNoUnwarnedLoss(
            of: definition, in: [("Generated+AppIntents.swift", source)], warnings: output.diagnostics, seed: seed,
            xml: generated.xml)
        // `migrate`'s owned files, checked the same way.
        let migrated = IntentCompiler.migrate(.bytes(bytes, path: path)).output
        let owned = migrated.files.compactMap { file -> (String, String)? in
            guard case .beside(let name) = file.placement, name.hasSuffix(".swift") else { return nil }
            return (name, file.text)
        }
        #expect(!owned.isEmpty || definition.intents.isEmpty, "seed \(seed): migrate wrote no Swift")
        try Self.expectNoUnwarnedLoss(
            of: definition, in: owned, warnings: migrated.diagnostics, seed: seed, xml: generated.xml)
    }

    /// Expects every finding of the check on `files` (name, text) to be a loss the generator
    /// warned about in `warnings`.
    static func expectNoUnwarnedLoss(
        of definition: Definition, in files: [(String, String)], warnings: [Diagnostic], seed: UInt64, xml: String
    ) throws {
        let warned = warnings.filter { flavorLosses.contains($0.code.rawValue) }.map(\.message)
        let summaries = files.map { SwiftDeclarationReader.read(Array($0.1.utf8), file: $0.0) }
        for summary in summaries {
            #expect(summary.skipped.isEmpty, "seed \(seed): \(summary.skipped.map(\.message))")
        }
        // IC254: Placemark values kept as `CLPlacemark`, which the check warns may not carry over.
        let findings = MigrationChecker.check(definition, sources: AppIntentsSourceIndex(summaries)).diagnostics
        for finding in findings where finding.code.rawValue != "IC254" {
            let subject = finding.message.firstMatch(
                of: /(parameter '[^']*' of intent '[^']*'|case '[^']*' of enum '[^']*')/)
            let named = subject.map { match in warned.contains { $0.contains(match.1) } } ?? false
            #expect(
                ["IC242", "IC244"].contains(finding.code.rawValue) && named,
                "seed \(seed): \(finding.code) \(finding.message), which the generator did not warn about\n\(xml)"
            )
        }
    }
}
