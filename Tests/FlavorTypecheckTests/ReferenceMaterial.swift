import Foundation
import TestSupport
import Testing

/// The Xcode pairs of the reference folder (``ReferenceLocator``): Xcode's generated Swift for
/// real definitions, with the table of where each comes from.
enum ReferenceMaterial {
    /// The names of the Xcode pairs, sorted (empty when the folder is absent).
    static let xcodePairNames: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: ReferenceLocator.xcodeIntents.path)) ?? []
        return entries.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: ReferenceLocator.xcodeIntents.appending(path: name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }()

    /// The Swift files Xcode generated for the pair `name`, sorted.
    static func generatedFiles(ofPair name: String) throws -> [String] {
        let folder = ReferenceLocator.xcodeIntents.appending(path: name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0).path }
    }

    /// The rows of `xcode-intents/SOURCES.tsv`, by pair name: column name → value.
    static func sources() throws -> [String: [String: String]] {
        let text = try String(contentsOf: ReferenceLocator.xcodeIntents.appending(path: "SOURCES.tsv"), encoding: .utf8)
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
