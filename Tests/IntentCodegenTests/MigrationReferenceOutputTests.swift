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
    /// The definitions of `Definitions/` whose migration is committed.
    static let migratedDefinitionFiles = ["Custom", "PayTools"]

    /// The property generator's seed whose migration is committed (``generatedSeeds``).
    static let migratedSeed: UInt64 = 3

    /// The built-in definition whose migration is committed.
    static let migratedBuiltInDefinition = "BookClubSample"

    /// Every migration reference's folder name.
    static let migrationReferenceNames =
        migratedDefinitionFiles + [referenceName(ofSeed: migratedSeed), migratedBuiltInDefinition]

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

    @Test(arguments: migratedDefinitionFiles)
    func definitionFileMigrationMatchesItsReference(file: String) throws {
        try compareMigration(of: Self.loadDefinitionFile(file), with: file)
    }

    @Test func generatedDefinitionMigrationMatchesItsReference() throws {
        try compareMigration(
            of: Self.generatedDefinition(seed: Self.migratedSeed), with: Self.referenceName(ofSeed: Self.migratedSeed))
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
