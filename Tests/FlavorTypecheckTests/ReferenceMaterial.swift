import Foundation
import TestSupport
import Testing

/// The reference folder `../shared/reference` (Xcode's output for real definitions and its
/// App Intents conversions). Tests that read it carry ``availability``: without it they are skipped locally
/// and fail in CI, like the corpus tests.
enum ReferenceMaterial {
    /// Where the reference folder is looked for.
    static let directory = PackagePaths.root.appending(path: "../shared/reference").standardizedFileURL

    /// The folder of Xcode's generated Swift, one subfolder per definition.
    static let xcodeIntents = directory.appending(path: "xcode-intents")

    /// Whether the reference folder is there.
    static let isPresent = FileManager.default.fileExists(atPath: xcodeIntents.appending(path: "SOURCES.tsv").path)

    /// The trait of every test that reads the reference folder: skipped when it is absent,
    /// except in CI, where ``require()`` then fails the test.
    static var availability: ConditionTrait {
        .enabled(
            if: isPresent || CorpusLocator.isCI,
            Comment(rawValue: "no reference material at \(directory.path); to run it, \(TestMaterial.howToRun)"))
    }

    /// Throws, failing the test, when the reference folder is absent.
    static func require() throws {
        guard isPresent else { throw ReferenceMissing(directory: directory) }
    }

    /// The names of the Xcode pairs, sorted (empty when the folder is absent).
    static let xcodePairNames: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: xcodeIntents.path)) ?? []
        return entries.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: xcodeIntents.appending(path: name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }()

    /// The Swift files Xcode generated for the pair `name`, sorted.
    static func generatedFiles(ofPair name: String) throws -> [String] {
        let folder = xcodeIntents.appending(path: name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0).path }
    }

    /// The rows of `xcode-intents/SOURCES.tsv`, by pair name: column name → value.
    static func sources() throws -> [String: [String: String]] {
        let text = try String(contentsOf: xcodeIntents.appending(path: "SOURCES.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = lines.first else { return [:] }
        var rows: [String: [String: String]] = [:]
        for line in lines.dropFirst() {
            let row = Dictionary(zip(header, line), uniquingKeysWith: { first, _ in first })
            if let name = row["name"] { rows[name] = row }
        }
        return rows
    }
}

/// The reference folder a test needs is not there.
struct ReferenceMissing: Error, CustomStringConvertible {
    var directory: URL
    var description: String { "no reference material at \(directory.path); provide ../shared/reference" }
}
