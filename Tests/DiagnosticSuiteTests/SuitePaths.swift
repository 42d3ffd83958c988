import Foundation
import TestSupport

/// Where the suite's inputs live, found from this file's path so the tests run from any
/// working directory. (The real-file corpus is found by TestSupport's `CorpusLocator`.)
enum SuitePaths {
    /// `Tests/DiagnosticSuiteTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package root.
    static let packageRoot = PackagePaths.root

    /// The fixture names (file names without extension), sorted.
    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted()
            .map { String($0.dropLast(".intentdefinition".count)) }
    }
}
