import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Migration safety, measured on real migrations (`../shared/reference/appintents-migrations/`):
/// for every intent an app moved to App Intents with `CustomIntentMigratedAppIntent`, intentc's
/// App Intent for the same definition (`before.intentdefinition`) has the same
/// `intentClassName`, and every parameter name the app kept (a parameter of the old intent,
/// which the system migrates by name) is intentc's property name. Skipped without the folder
/// locally; a failure in CI.
@Suite struct MigrationSafetyTests {
    static let folder = ReferenceLocator.appIntentsMigrations

    /// The pairs: each folder with a `before.intentdefinition` and an `after/` folder.
    private static func pairs() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = names.map { folder.appending(path: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.appending(path: "before.intentdefinition").path)
                && FileManager.default.fileExists(atPath: $0.appending(path: "after").path)
        }
        guard !result.isEmpty else { throw CorpusMissing(folder) }
        return result
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @Test(ReferenceLocator.availability) func migratedNamesAreIntentcNames() throws {
        var intents = 0
        var classNamesEqual = 0
        var keptParameters = 0
        var keptParametersEqual = 0
        for pair in try Self.pairs() {
            let loaded = DefinitionLoader.load(contentsOf: pair.appending(path: "before.intentdefinition").path)
            let definition = try #require(loaded.definition, "\(pair.lastPathComponent): \(loaded.diagnostics)")
            let (source, diagnostics) = SwiftGenerator.generate(
                definition, options: GenerationOptions(flavor: .appIntents))
            let generated = MigratedIntentScanner.scan(try #require(source, "\(diagnostics)"))
            #expect(generated.count == definition.intents.filter(\.generatesCode).count, "\(pair.lastPathComponent)")
            for file in Self.swiftFiles(under: pair.appending(path: "after")) {
                for migrated in MigratedIntentScanner.scan(try String(contentsOf: file, encoding: .utf8)) {
                    intents += 1
                    let ours = generated.first { $0.intentClassName == migrated.intentClassName }
                    #expect(
                        ours != nil,
                        "\(pair.lastPathComponent): intentc has no intent with class \(migrated.intentClassName)")
                    if ours != nil { classNamesEqual += 1 }
                    let intent = definition.intents.first {
                        $0.generatesCode && Self.className($0) == migrated.intentClassName
                    }
                    let definitionNames = Set(intent?.parameters.map(\.name) ?? [])
                    for name in migrated.parameterNames where definitionNames.contains(name) {
                        keptParameters += 1
                        let same = ours?.parameterNames.contains(name) == true
                        #expect(
                            same,
                            "\(pair.lastPathComponent) \(migrated.typeName): intentc's property for '\(name)' differs")
                        if same { keptParametersEqual += 1 }
                    }
                }
            }
        }
        print(
            "migration safety: intentClassName equal for \(classNamesEqual)/\(intents) migrated intents; "
                + "kept parameter names equal for \(keptParametersEqual)/\(keptParameters)")
        #expect(intents > 0)
        #expect(keptParameters > 0)
    }

    /// The class name Xcode generated for `intent` (no project prefix in these pairs).
    private static func className(_ intent: Intent) -> String {
        intent.className?.value ?? intent.composedClassName(projectPrefix: "")
    }
}
