import Foundation

/// Where the suite's inputs live, found from this file's path so the tests run from any
/// working directory.
enum SuitePaths {
    /// `Tests/DiagnosticSuiteTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The real-file corpus: `INTENTC_CORPUS`, else `../shared/corpus` beside the package.
    static var corpus: URL {
        if let override = ProcessInfo.processInfo.environment["INTENTC_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// The `.intentdefinition` files directly in `directory`, sorted by name; empty when the
    /// directory does not exist.
    static func definitions(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The fixture names (file names without extension), sorted.
    static var fixtureNames: [String] {
        definitions(in: fixtures).map { $0.deletingPathExtension().lastPathComponent }
    }
}
