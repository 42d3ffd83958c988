import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The App Intents `intentc migrate` writes for a team to own are committed under
/// `Tests/ReferenceOutputs/migrate/<name>/`, one folder per definition holding every file the
/// migration writes with `migrate`'s default options and no translation tables (its catalog then
/// holds the definition's own texts only), so that each change to that code shows in review.
/// Compared and rewritten as ``ReferenceOutputTests`` compares and rewrites the flavors' references.
extension ReferenceOutputTests {
    /// The corpus files whose migration is committed, and why each was chosen.
    static let migratedCorpusFiles = [
        "039_EmilioPelaez_SpeedDialWidgets_Widgets.intentdefinition",  // widgets: enums, entities, relationships
        "041_kevingomes17_ios-swift-soup-chef_Intents.intentdefinition",  // responses, dialogs, predictions
    ]

    /// The built-in definition whose migration is committed.
    static let migratedBuiltInDefinition = "BookClubSample"

    /// Every migration reference's folder name.
    static let migrationReferenceNames =
        migratedCorpusFiles.map(referenceName(ofCorpusFile:)) + [migratedBuiltInDefinition]

    @Test(.disabled(if: isRecording, "the reference files are being rewritten"))
    func theMigrateFolderHoldsExactlyTheMigrationReferences() throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appending(path: "migrate").path)
        #expect(
            present.sorted() == Self.migrationReferenceNames.sorted(), "regenerate with `\(Self.regenerateCommand)`")
    }

    @Test func builtInMigrationMatchesItsReference() throws {
        let definition = try #require(Self.builtInDefinitions[Self.migratedBuiltInDefinition])
        try compareMigration(of: definition, with: Self.migratedBuiltInDefinition)
    }

    @Test(CorpusLocator.availability, arguments: migratedCorpusFiles)
    func corpusMigrationMatchesItsReference(file: String) throws {
        try compareMigration(of: Self.loadCorpusFile(file), with: Self.referenceName(ofCorpusFile: file))
    }

    private struct MigrationFileWithoutName: Error {}

    /// Compares every file the migration of `definition` writes with the folder `name`, which
    /// holds exactly those files.
    private func compareMigration(of definition: Definition, with name: String) throws {
        // `intentc migrate`'s default access: internal, which owned code leaves unwritten.
        let migration = AppIntentsMigration.migrate(
            definition, options: GenerationOptions(accessLevel: .internal, flavor: .appIntents), translations: nil)
        #expect(!migration.diagnostics.containsErrors, "\(migration.diagnostics)")
        let folder = "Tests/ReferenceOutputs/migrate/\(name)"
        // Every file a migration writes goes beside the others, under its own name.
        let names = try migration.files.map { file in
            guard case .beside(let fileName) = file.placement else { throw MigrationFileWithoutName() }
            return fileName
        }
        if Self.isRecording {
            try? FileManager.default.removeItem(at: PackagePaths.root.appending(path: folder))
        } else {
            let present = try FileManager.default.contentsOfDirectory(
                atPath: PackagePaths.root.appending(path: folder).path)
            #expect(present.sorted() == names.sorted(), "regenerate with `\(Self.regenerateCommand)`")
        }
        for (file, fileName) in zip(migration.files, names) {
            try compare(file.text, at: "\(folder)/\(fileName)")
        }
    }
}
