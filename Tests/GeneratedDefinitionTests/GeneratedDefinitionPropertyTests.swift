import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Which seeds a run checks: `INTENTC_GENERATED_COUNT` seeds (default 10, a few seconds once the
/// SDK cache is warm) from
/// `INTENTC_GENERATED_FIRST_SEED` (default 1); `Scripts/check-generated-definitions.sh` sets both
/// for a large run.
enum GeneratedSeeds {
    static let all: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["INTENTC_GENERATED_COUNT"].flatMap { UInt64($0) } ?? 10
        let first = environment["INTENTC_GENERATED_FIRST_SEED"].flatMap { UInt64($0) } ?? 1
        return Array(first..<(first + count))
    }()

    /// The reader shapes switched on (see ``DefinitionGenerator/Shapes``).
    static let shapes: DefinitionGenerator.Shapes = [
        .clearedBounds, .booleanPredicateValues, .synonymDictionaries, .unsignedHash,
    ]
}

/// Every definition ``DefinitionGenerator`` writes is accepted by `lint`, generates Swift that
/// compiles against Apple's SDK at each flavor's deployment floor, migrates to App Intents that
/// compile standalone at iOS 16, survives a round trip through `dump`'s JSON, and is compatible
/// with itself. Every file compiles with member import visibility (SE-0444), so each imports
/// what it uses. Each seed prints one `generated-definition`
/// line (`seed=… checked` or `seed=… failed <check>: <first error>`) that the script counts.
@Suite("Generated definitions", AppleSDK.availability)
struct GeneratedDefinitionPropertyTests {
    /// A flavor, the platform floor its output is checked at and the files checked with it.
    private struct FlavorCheck {
        var flavor: GenerationOptions.Flavor
        var target: AppleSDK.Target
        /// Whether the default flavor's output is compiled in the same module (App Intents
        /// converts to and from its types) and IntentRuntime imported.
        var withDefaultFlavor: Bool
        var usesRuntime: Bool
    }

    private static let flavors = [
        FlavorCheck(flavor: .default, target: .iOS("13.0"), withDefaultFlavor: false, usesRuntime: true),
        FlavorCheck(flavor: .intents, target: .iOS("12.0"), withDefaultFlavor: false, usesRuntime: false),
        FlavorCheck(flavor: .appIntents, target: .iOS("16.0"), withDefaultFlavor: true, usesRuntime: true),
    ]

    /// Swift's member import visibility: a file reaches a module's extension members only by
    /// importing the module.
    private static let importVisibility = ["-enable-upcoming-feature", "MemberImportVisibility"]

    @Test("holds for every seed", arguments: GeneratedSeeds.all)
    func holds(seed: UInt64) throws {
        let generated = DefinitionGenerator.definition(seed: seed, shapes: GeneratedSeeds.shapes)
        let path = "Generated\(seed).intentdefinition"
        let bytes = Array(generated.xml.utf8)
        do {
            #expect(
                DefinitionGenerator.definition(seed: seed, shapes: GeneratedSeeds.shapes).xml == generated.xml,
                "the generator is not deterministic")
            let definition = try Self.lint(bytes, path: path)
            try Self.checkSummary(generated.summary, of: definition)
            try Self.checkDumpRoundTrip(bytes)
            try Self.checkSelfCompatibility(definition)
            var standard: String?
            for check in Self.flavors {
                let source = try Self.generate(bytes, path: path, flavor: check.flavor)
                if check.flavor == .default { standard = source }
                var files = ["Generated\(check.flavor.outputFileSuffix).swift": source]
                if check.withDefaultFlavor, let standard { files["Generated.swift"] = standard }
                let imports = check.usesRuntime ? [try AppleSDK.intentRuntime(for: check.target).path] : []
                let output = try AppleSDK.typecheck(
                    files, for: check.target, importPaths: imports, flags: Self.importVisibility)
                try Self.requireClean(output, "compile \(check.flavor.rawValue) \(check.target)")
            }
            let migrated = try Self.migrate(bytes, path: path)
            if !migrated.isEmpty {
                let output = try AppleSDK.typecheck(
                    migrated, for: .iOS("16.0"), moduleName: "App", flags: Self.importVisibility)
                try Self.requireClean(output, "compile migrate iOS 16.0")
            }
            report("seed=\(seed) checked")
        } catch let failure as GeneratedDefinitionFailure {
            report("seed=\(seed) failed \(failure.check): \(failure.firstError)")
            Issue.record(Comment(rawValue: "seed \(seed): \(failure.check): \(failure.firstError)\n\(generated.xml)"))
        }
    }

    /// Prints one line for the script at once, so that it survives a crash of a later seed.
    private func report(_ line: String) {
        FileHandle.standardOutput.write(Data(("generated-definition " + line + "\n").utf8))
    }

    /// The model `lint` accepts, or a failure naming the first error.
    private static func lint(_ bytes: [UInt8], path: String) throws -> Definition {
        let output = IntentCompiler.run(.bytes(bytes, path: path), goal: .lint)
        guard !output.failed, let definition = output.definition else {
            throw GeneratedDefinitionFailure(check: "lint", firstError: firstError(of: output.diagnostics))
        }
        return definition
    }

    /// The Swift `generate` writes in `flavor`.
    private static func generate(_ bytes: [UInt8], path: String, flavor: GenerationOptions.Flavor) throws -> String {
        let options = IntentCompiler.Options(generation: GenerationOptions(flavor: flavor))
        let output = IntentCompiler.run(.bytes(bytes, path: path), goal: .generate, options: options)
        guard let source = output.source else {
            throw GeneratedDefinitionFailure(
                check: "generate \(flavor.rawValue)", firstError: firstError(of: output.diagnostics))
        }
        return source
    }

    /// The Swift files `migrate` writes (file name → text).
    private static func migrate(_ bytes: [UInt8], path: String) throws -> [String: String] {
        let (output, migration) = IntentCompiler.migrate(.bytes(bytes, path: path), options: IntentCompiler.Options())
        guard !output.failed, let migration else {
            throw GeneratedDefinitionFailure(check: "migrate", firstError: firstError(of: output.diagnostics))
        }
        var sources: [String: String] = [:]
        for file in migration.files {
            guard case .beside(let name) = file.placement, name.hasSuffix(".swift") else { continue }
            sources[name] = file.text
        }
        return sources
    }

    /// Throws a failure of `check` with the compiler's first error unless `output` is clean.
    private static func requireClean(_ output: SwiftToolchain.Output, _ check: String) throws {
        guard output.status != 0 else { return }
        let errors = Self.errors(output.text)
        throw GeneratedDefinitionFailure(check: check, firstError: errors.first ?? String(output.text.prefix(300)))
    }

    /// The model holds the intents, parameters, enum cases and properties the generator wrote.
    private static func checkSummary(_ summary: DefinitionGenerator.Summary, of definition: Definition) throws {
        var read = DefinitionGenerator.Summary()
        for intent in definition.intents where intent.kind == .custom {
            read.intents[intent.name] = intent.parameters.map { parameter in
                let type: String =
                    switch parameter.type {
                    case .enumeration: "Integer"
                    case .object, .genericObject: "Object"
                    default: ParameterType.scalarTypeNames.first { $0.value == parameter.type }?.key ?? "?"
                    }
                return "\(parameter.name): \(type)"
            }
        }
        for enumeration in definition.enums {
            read.enums[enumeration.name] = enumeration.cases.map { "\($0.name)=\($0.rawValue)" }
        }
        for type in definition.types { read.types[type.name] = type.properties.map(\.name) }
        guard read == summary else {
            throw GeneratedDefinitionFailure(
                check: "decode", firstError: "the model differs from what was written: \(read) against \(summary)")
        }
    }

    /// `intentc dump`'s JSON (of the built binary, as a user runs it) decodes to the model the
    /// library loads from the same file, and dumping again gives the same bytes.
    private static func checkDumpRoundTrip(_ bytes: [UInt8]) throws {
        let directory = try TemporaryDirectory()
        let dumped = try dump(bytes, in: directory, as: "Dumped")
        let decoded = try JSONDecoder().decode(Definition.self, from: Data(dumped.utf8))
        let loaded = IntentCompiler.run(.file(directory.path("Dumped.intentdefinition")), goal: .load).definition
        guard decoded == loaded else {
            throw GeneratedDefinitionFailure(
                check: "dump round trip", firstError: "decoding the dump changes the model")
        }
        guard try dump(bytes, in: directory, as: "Dumped") == dumped else {
            throw GeneratedDefinitionFailure(check: "dump round trip", firstError: "dumping twice gives other JSON")
        }
    }

    /// `intentc dump` of `bytes`, written into `directory` as `<name>.intentdefinition`.
    private static func dump(_ bytes: [UInt8], in directory: TemporaryDirectory, as name: String) throws -> String {
        let file = try directory.write(bytes, to: "\(name).intentdefinition")
        let result = try IntentcBinary.run(["dump", file], in: directory.root)
        guard result.status == 0 else {
            throw GeneratedDefinitionFailure(check: "dump", firstError: String(result.error.prefix(300)))
        }
        return result.output
    }

    /// A definition compared with itself has no findings.
    private static func checkSelfCompatibility(_ definition: Definition) throws {
        let findings = CompatibilityChecker.compare(old: definition, new: definition)
        guard findings.isEmpty else {
            throw GeneratedDefinitionFailure(check: "compat", firstError: firstError(of: findings))
        }
    }

    private static func firstError(of diagnostics: [Diagnostic]) -> String {
        guard let first = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first else {
            return "no diagnostic"
        }
        let place = first.location.map { "\($0.line):\($0.column) " } ?? ""
        return "\(first.code.rawValue) \(place)\(first.message)"
    }

    /// The compiler's error lines, without the temporary folder the files were in.
    private static func errors(_ compilerOutput: String) -> [String] {
        compilerOutput.split(separator: "\n").filter { $0.contains(" error: ") }.map { line in
            line.split(separator: "/").last.map(String.init) ?? String(line)
        }
    }
}

/// Which check a generated definition failed, and its first error.
struct GeneratedDefinitionFailure: Error {
    var check: String
    var firstError: String
}
