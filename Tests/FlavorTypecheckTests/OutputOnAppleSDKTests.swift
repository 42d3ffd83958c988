import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// intentc's output, for every corpus file (each its own module, as each would be in an app) and
/// for Definitions/ (one module, as the package's targets compile them), typechecks warning-free
/// on Apple's SDKs in each flavor at the package's declared minimum and at the flavor's
/// availability floor:
///
/// - default with `appintents` (one module: the App Intents reach the default flavor's types) at
///   iOS 13 — the declared minimum and the default flavor's floor, everything App Intents
///   behind `@available` — and at iOS 16, App Intents' floor; Definitions/ also at macOS 10.15;
/// - `intents` at iOS 12 (the classes' floor, Swift 6) and iOS 13 (the declared minimum, Swift 5,
///   so that both language modes are covered).
///
/// At the floors of the default and `intents` flavors the passes after type checking run too
/// (definite initialization: the structs' and the classes' initializers). One frontend run per
/// file and target; the runs are independent and run concurrently.
@Suite(AppleSDK.availability)
struct OutputOnAppleSDKTests {
    /// One check: which flavors' output, for which target, in which language mode.
    struct Check: Sendable, Hashable, CustomTestStringConvertible {
        var flavors: [GenerationOptions.Flavor]
        var target: AppleSDK.Target
        var swiftVersion = 6
        var definiteInitialization = false

        var testDescription: String {
            flavors.map(\.rawValue).joined(separator: "+") + " at \(target), Swift \(swiftVersion)"
                + (definiteInitialization ? ", -emit-sil" : "")
        }

        /// The flavor name `Scripts/typecheck-flavor.sh` takes for this check.
        var scriptFlavor: String { flavors.contains(.intents) ? "intents" : "appintents" }
    }

    static let structsAtMinimum = Check(
        flavors: [.default, .appIntents], target: .iOS("13.0"), definiteInitialization: true)
    static let appIntentsAtFloor = Check(flavors: [.default, .appIntents], target: .iOS("16.0"))
    static let structsOnMac = Check(
        flavors: [.default, .appIntents], target: .macOS("10.15"), definiteInitialization: true)
    static let classesAtFloor = Check(flavors: [.intents], target: .iOS("12.0"), definiteInitialization: true)
    static let classesAtMinimum = Check(
        flavors: [.intents], target: .iOS("13.0"), swiftVersion: 5, definiteInitialization: true)

    /// The checks of every corpus file.
    static let corpusChecks = [structsAtMinimum, appIntentsAtFloor, classesAtFloor, classesAtMinimum]

    /// The checks of Definitions/.
    static let definitionChecks = corpusChecks + [structsOnMac]

    /// The repository's definitions.
    static let definitions: [String] = {
        let folder = PackagePaths.root.appending(path: "Definitions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted().map { folder.appending(path: $0).path }
    }()

    /// The output of `flavor` for the definition at `path`, as `intentc generate` writes it.
    static func generate(_ path: String, flavor: GenerationOptions.Flavor) throws -> String {
        let output = IntentCompiler.run(
            .file(path), goal: .generate,
            options: IntentCompiler.Options(generation: GenerationOptions(flavor: flavor)))
        #expect(!output.diagnostics.contains { $0.severity == .error }, "\(path): \(output.diagnostics)")
        return try #require(output.source, "\(path) \(flavor): \(output.diagnostics)")
    }

    /// Generates the definitions at `paths` in the check's flavors and typechecks them as one module.
    static func run(_ check: Check, on paths: [String]) throws -> SwiftToolchain.Output {
        var sources: [String: String] = [:]
        for path in paths {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for flavor in check.flavors {
                sources["\(name).\(flavor.rawValue).swift"] = try generate(path, flavor: flavor)
            }
        }
        return try TypecheckScript.run(
            flavor: check.scriptFlavor, target: check.target, swiftVersion: check.swiftVersion,
            sil: check.definiteInitialization, sources: sources)
    }

    @Test(arguments: definitionChecks)
    func definitionsTypecheck(check: Check) throws {
        try #require(Self.definitions.count >= 4)
        let output = try Self.run(check, on: Self.definitions)
        #expect(output.status == 0, "Definitions/, \(check.testDescription): \(output.firstError)\n\(output.text)")
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames, corpusChecks)
    func corpusFileTypechecks(name: String, check: Check) throws {
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let output = try Self.run(check, on: [file.path])
        #expect(output.status == 0, "\(name), \(check.testDescription): \(output.firstError)\n\(output.text)")
    }
}
