import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// `intentc migrate`'s output for Definitions/ and every corpus file typechecks standalone on
/// Apple's iOS SDK — nothing on the import path but the SDK — as its own module, in Swift 6,
/// with and without default `MainActor` isolation (with it, member import visibility too, so
/// each file imports what it uses), with definite initialization: at iOS 16.0,
/// App Intents' first release (widget intents are marked for iOS 17, so their availability is
/// checked too), and for Definitions/ also at iOS 17.0. Its metadata comes out of the compiler's
/// constant extraction as literals, as the `appintents` flavor's does.
@Suite(AppleSDK.availability)
struct MigrationOnAppleSDKTests {
    /// One check: the target and the isolation flags.
    struct Check: Sendable, Hashable, CustomTestStringConvertible {
        var target: AppleSDK.Target
        var flags: [String]
        var testDescription: String { "\(target)" + (flags.isEmpty ? "" : " " + flags.joined(separator: " ")) }
    }

    /// Default isolation, and `MainActor` isolation with Swift's member import visibility
    /// (SE-0444), under which a file must import every module whose members it uses.
    static let isolationModes: [[String]] = [
        [], ["-default-isolation", "MainActor", "-enable-upcoming-feature", "MemberImportVisibility"],
    ]
    static let floorChecks = isolationModes.map { Check(target: .iOS("16.0"), flags: $0) }
    static let definitionChecks = floorChecks + isolationModes.map { Check(target: .iOS("17.0"), flags: $0) }

    /// The Swift files `migrate` writes for the definition at `path` (file name → text).
    static func migratedSwift(_ path: String) throws -> [String: String] {
        let (output, migration) = IntentCompiler.migrate(
            .file(path), options: IntentCompiler.Options(generation: GenerationOptions(accessLevel: .internal)))
        #expect(!output.failed, "\(path): \(output.diagnostics)")
        let files = try #require(migration, "\(path): \(output.diagnostics)").files
        var sources: [String: String] = [:]
        for file in files {
            guard case .beside(let name) = file.placement, name.hasSuffix(".swift") else { continue }
            sources[name] = file.text
        }
        return sources
    }

    /// Typechecks the migrated Swift of `path` alone for `check`; nil when it has none (a
    /// definition of system intents only).
    static func typecheck(_ path: String, _ check: Check) throws -> SwiftToolchain.Output? {
        let sources = try migratedSwift(path)
        guard !sources.isEmpty else { return nil }
        return try AppleSDK.typecheck(
            sources, for: check.target, moduleName: "App", definiteInitialization: true, flags: check.flags)
    }

    @Test(arguments: definitionChecks)
    func definitionsTypecheck(check: Check) throws {
        try AppleSDK.requireSDK()
        try #require(OutputOnAppleSDKTests.definitions.count >= 4)
        for path in OutputOnAppleSDKTests.definitions {
            let output = try #require(try Self.typecheck(path, check), "\(path) migrates to no Swift")
            #expect(output.status == 0, "\(path), \(check.testDescription): \(output.firstError)\n\(output.text)")
            #expect(output.warnings.isEmpty, "\(path), \(check.testDescription): \(output.text)")
        }
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames, floorChecks)
    func corpusFileTypechecks(name: String, check: Check) throws {
        try AppleSDK.requireSDK()
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        guard let output = try Self.typecheck(file.path, check) else { return }
        #expect(output.status == 0, "\(name), \(check.testDescription): \(output.firstError)\n\(output.text)")
        #expect(output.warnings.isEmpty, "\(name), \(check.testDescription): \(output.text)")
    }

    @Test func definitionsMetadataIsLiteral() throws {
        try AppleSDK.requireSDK()
        var checked = 0
        for path in OutputOnAppleSDKTests.definitions {
            let (values, count) = try AppIntentsMetadataTests.runtimeValues(try Self.migratedSwift(path))
            checked += count
            #expect(
                values.isEmpty, "\(path), computed at run time:\n\(values.map(\.description).joined(separator: "\n"))")
        }
        #expect(checked >= 25, "only \(checked) metadata properties extracted")
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames)
    func corpusMetadataIsLiteral(name: String) throws {
        try AppleSDK.requireSDK()
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let sources = try Self.migratedSwift(file.path)
        guard !sources.isEmpty else { return }
        let (values, _) = try AppIntentsMetadataTests.runtimeValues(sources)
        #expect(values.isEmpty, "\(name), computed at run time:\n\(values.map(\.description).joined(separator: "\n"))")
    }
}
