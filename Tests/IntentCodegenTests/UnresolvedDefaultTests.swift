import IntentCodegen
import IntentDefinition
import Testing

/// An enum parameter whose default names no case of its enum (an app shipped `default` for the
/// case `default_` for two years) starts with no default, as Xcode's classes start it: every
/// flavor and `intentc migrate` write exactly what they write for the parameter without a default.
@Suite struct UnresolvedDefaultTests {
    /// A widget intent `Play` whose parameter `mode` of enum `Mode` (`unknown`, `default_`,
    /// `later`) has `defaultCase` as its default, or none.
    static func play(defaultCase: String?) -> Definition {
        Model.definition(
            intents: [
                Model.intent(
                    "Play",
                    parameters: [
                        Model.parameter(
                            "mode", .enumeration(Model.reference("Mode")), line: 2,
                            metadata: defaultCase.map { Model.defaultValue(.enumCase($0)) } ?? ParameterMetadata())
                    ], widget: true)
            ],
            enums: [Model.enumeration("Mode", line: 20, cases: ["default_", "later"])])
    }

    /// Every file `flavor` writes for `definition`, by placement and text, with its diagnostics.
    private static func generate(
        _ definition: Definition, _ flavor: GenerationOptions.Flavor
    ) throws -> (files: [String], diagnostics: [Diagnostic]) {
        let (files, diagnostics) = SwiftGenerator.generatedFiles(
            definition, options: GenerationOptions(flavor: flavor))
        try #require(!files.isEmpty, "\(diagnostics)")
        return (files.map { "\($0.placement)\n\($0.text)" }, diagnostics)
    }

    @Test(arguments: GenerationOptions.Flavor.allCases)
    func aFlavorWritesTheParameterAsIfItHadNoDefault(flavor: GenerationOptions.Flavor) throws {
        let unresolved = try Self.generate(Self.play(defaultCase: "default"), flavor)
        let absent = try Self.generate(Self.play(defaultCase: nil), flavor)
        let resolved = try Self.generate(Self.play(defaultCase: "later"), flavor)
        #expect(unresolved.files == absent.files)
        #expect(unresolved.diagnostics == absent.diagnostics)
        if flavor != .intents {
            // The flavors that write defaults write a default that names a case.
            #expect(resolved.files != absent.files)
        }
    }

    @Test func migrateWritesTheParameterAsIfItHadNoDefault() {
        func migrated(_ defaultCase: String?) -> AppIntentsMigration {
            AppIntentsMigration.migrate(
                Self.play(defaultCase: defaultCase), options: GenerationOptions(), translations: nil)
        }
        let unresolved = migrated("default")
        let absent = migrated(nil)
        #expect(!unresolved.files.isEmpty, "\(unresolved.diagnostics)")
        #expect(unresolved.files.map(\.text) == absent.files.map(\.text))
        #expect(unresolved.diagnostics == absent.diagnostics)
        #expect(migrated("later").files.map(\.text) != absent.files.map(\.text))
    }
}
