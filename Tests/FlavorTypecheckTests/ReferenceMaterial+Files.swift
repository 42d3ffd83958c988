import Foundation
import TestSupport

extension ReferenceMaterial {
    /// The file at `relativePath` in the reference folder; throws, failing the test, when it
    /// is missing.
    static func file(_ relativePath: String) throws -> URL {
        let url = ReferenceLocator.directory.appending(path: relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else { throw ReferenceMissing(directory: url) }
        return url
    }

    /// The text of the file at `relativePath` in the reference folder.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: file(relativePath), encoding: .utf8)
    }
}
