import Foundation
import TestSupport
import Testing

/// The reference material the flavor tests read: Apple's interfaces and real App Intents
/// migrations, in `../shared/reference` next to the package root (`$INTENTC_REFERENCE`
/// overrides it). Tests that need it are skipped without it locally and fail in CI.
enum ReferenceMaterial {
    static let directory: URL = {
        if let configured = ProcessInfo.processInfo.environment["INTENTC_REFERENCE"], !configured.isEmpty {
            return URL(fileURLWithPath: configured).standardizedFileURL
        }
        return PackagePaths.root.appendingPathComponent("../shared/reference").standardizedFileURL
    }()

    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("apple-sdk").path)
    }

    /// The trait of every test that reads the reference material.
    static var availability: ConditionTrait {
        .enabled(
            if: isPresent || CorpusLocator.isCI,
            Comment(rawValue: "no reference material at \(directory.path); set INTENTC_REFERENCE"))
    }

    /// The file at `relativePath`; throws, failing the test, when it is missing.
    static func file(_ relativePath: String) throws -> URL {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ToolchainError("reference file missing: \(url.path); set INTENTC_REFERENCE")
        }
        return url
    }

    /// The text of the file at `relativePath`.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: file(relativePath), encoding: .utf8)
    }
}
