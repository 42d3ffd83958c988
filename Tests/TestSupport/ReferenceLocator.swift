import Foundation
import Testing

/// The one locator of the reference folder `../shared/reference` beside the package: Xcode's
/// output for real definitions (`xcode-intents/`) and real apps' App Intents migrations
/// (`appintents-migrations/`). Every test that reads it carries ``availability``: skipped,
/// saying why, without the folder locally; in CI (`CI` set) never skipped, and ``require()``
/// fails it.
public enum ReferenceLocator {
    /// Where the reference folder is looked for.
    public static let directory = PackagePaths.root.appending(path: "../shared/reference").standardizedFileURL

    /// Xcode's generated Swift, one subfolder per definition.
    public static let xcodeIntents = directory.appending(path: "xcode-intents")

    /// Real apps' migrations, one subfolder per app (`before.intentdefinition`, `after/`).
    public static let appIntentsMigrations = directory.appending(path: "appintents-migrations")

    /// Whether the reference folder is there.
    public static let isPresent =
        FileManager.default.fileExists(atPath: xcodeIntents.appending(path: "SOURCES.tsv").path)
        && FileManager.default.fileExists(atPath: appIntentsMigrations.path)

    /// The trait of every test that reads the reference folder: skipped when it is absent,
    /// except in CI, where ``require()`` then fails the test.
    public static var availability: ConditionTrait {
        .enabled(
            if: isPresent || CorpusLocator.isCI,
            Comment(rawValue: "no reference material at \(directory.path); to run it, \(TestMaterial.howToRun)"))
    }

    /// Throws, failing the test, when the reference folder is absent.
    public static func require() throws {
        guard isPresent else { throw ReferenceMissing(directory: directory) }
    }
}

/// The reference folder a test needs is not there.
public struct ReferenceMissing: Error, CustomStringConvertible {
    /// Where it was looked for.
    public var directory: URL

    /// The error for the folder or file at `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    public var description: String { "no reference material at \(directory.path); provide ../shared/reference" }
}
