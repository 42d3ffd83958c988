import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The `appintents` output typechecks on Apple's iOS SDK at iOS 16, together with the default
/// flavor's output it reaches, in Swift 6 mode, also with default `MainActor` isolation,
/// warning-free: for `Definitions/`, the models whose names are Swift keywords and names the
/// generated code uses, and every corpus file with default `MainActor` isolation (without it,
/// FlavorTypecheckTests' OutputOnAppleSDKTests checks them at each target).
@Suite struct AppIntentsTypecheckTests {
    static let examples = RealDefinitionsTests.examples

    private static func load(_ path: String) throws -> Definition {
        let loaded = DefinitionLoader.load(contentsOf: path)
        return try #require(loaded.definition, "\(path): \(loaded.diagnostics)")
    }

    @Test(AppleSDK.availability, arguments: examples, AppIntentsTypechecker.isolationModes)
    func definitionsTypecheck(path: String, flags: [String]) throws {
        let files = try AppIntentsTypechecker.generatedPair(Self.load(path), name: "Definition")
        AppIntentsTypechecker.expectClean(try AppIntentsTypechecker.typecheck(files, flags: flags), "\(path) \(flags)")
    }

    @Test(AppleSDK.availability, CorpusLocator.availability, arguments: CorpusLocator.fileNames)
    func corpusTypechecksWithMainActorIsolation(name: String) throws {
        let flags = AppIntentsTypechecker.isolationModes[1]
        let path = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let files = try AppIntentsTypechecker.generatedPair(Self.load(path.path), name: "Corpus")
        AppIntentsTypechecker.expectClean(try AppIntentsTypechecker.typecheck(files, flags: flags), "\(name) \(flags)")
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func landminesTypecheck(flags: [String]) throws {
        let files = try AppIntentsTypechecker.generatedPair(LandmineDefinition.definition, name: "Landmines")
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags), "landmines \(flags)")
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func samplesTypecheck(flags: [String]) throws {
        for (name, definition) in [
            ("Custom", SampleDefinitions.custom), ("BookClub", SampleDefinitions.bookClub),
            ("EdgeCases", SampleDefinitions.edgeCases),
        ] {
            let files = try AppIntentsTypechecker.generatedPair(definition, name: name)
            AppIntentsTypechecker.expectClean(
                try AppIntentsTypechecker.typecheck(files, flags: flags), "\(name) \(flags)")
        }
    }

    /// An intent not eligible for widgets is iOS 16 API, but Xcode keeps its lists' widget sizes
    /// when the widget checkbox is cleared, and `size:` is iOS 17 API: its generated and its
    /// migrated App Intents leave the sizes out (IC150) and compile at iOS 16.
    @Test(AppleSDK.availability) func sizesOfAnIntentForNoWidgetCompileAtIOS16() throws {
        let path = PackagePaths.root.appending(
            path: "Tests/DiagnosticSuiteTests/Fixtures/flavor-appintents-widget-sizes-without-widget.intentdefinition"
        ).path
        let generated = try AppIntentsTypechecker.generatedPair(Self.load(path), name: "Sized")
        #expect(generated.values.allSatisfy { !$0.contains("size:") })
        AppIntentsTypechecker.expectClean(try AppIntentsTypechecker.typecheck(generated), "appintents")
        let (output, migration) = IntentCompiler.migrate(.file(path))
        var migrated: [String: String] = [:]
        for file in try #require(migration, "\(output.diagnostics)").files {
            if case .beside(let name) = file.placement, name.hasSuffix(".swift") { migrated[name] = file.text }
        }
        #expect(!migrated.isEmpty && migrated.values.allSatisfy { !$0.contains("size:") })
        AppIntentsTypechecker.expectClean(
            try AppleSDK.typecheck(
                migrated, for: AppIntentsTypechecker.floor, moduleName: "App", definiteInitialization: true),
            "migrate")
    }

    /// Failure texts showing measurements (seed 8251): the owned `Failure` error must be
    /// `Sendable`, and `Measurement` is not in Swift 6 with iOS 17's Foundation (the compiler says
    /// so once it has read another intent's `Response` and `Failure` holding one), so the error
    /// holds it as its text, and the migrated Swift compiles warning-free.
    @Test(AppleSDK.availability) func failuresShowingMeasurementsAreSendable() throws {
        func intent(_ name: String, line: Int) -> Intent {
            let load = Model.parameter("load", .measurement(.mass), role: .responseParameter, line: line + 3)
            let response = Response(
                location: Model.at(line + 2),
                codes: [
                    Model.code("success", line: line + 4, format: "Lifted ${load}"),
                    Model.code("failure", line: line + 5, format: "Too heavy: ${load}"),
                ],
                parameters: [load])
            return Model.intent(name, line: line, title: name, response: response)
        }
        let definition = Model.definition(
            path: "Loads.intentdefinition", intents: [intent("Lift", line: 2), intent("Walk", line: 10)])
        let migration = AppIntentsMigration.migrate(definition, options: GenerationOptions(), translations: nil)
        var sources: [String: String] = [:]
        for file in migration.files {
            if case .beside(let name) = file.placement, name.hasSuffix(".swift") { sources[name] = file.text }
        }
        let walk = try #require(sources["WalkAppIntent.swift"], "\(migration.diagnostics)")
        #expect(walk.contains("case failure(load: String?)"), "\(walk)")
        AppIntentsTypechecker.expectClean(
            try AppleSDK.typecheck(
                sources, for: AppIntentsTypechecker.floor, moduleName: "App", definiteInitialization: true),
            "migrate")
    }

    /// The check sees errors: a generated file with one wrong line fails.
    @Test(AppleSDK.availability) func aBrokenFileFails() throws {
        var files = try AppIntentsTypechecker.generatedPair(SampleDefinitions.custom, name: "Custom")
        let key = try #require(files.keys.first { $0.contains("appintents") })
        files[key] = try #require(files[key]).replacingOccurrences(
            of: "public init() {}", with: "public init() { x = 1 }")
        let output = try AppIntentsTypechecker.typecheck(files)
        #expect(output.status != 0 && output.text.contains("cannot find 'x' in scope"), "\(output.text)")
    }
}
