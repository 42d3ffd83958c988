import Foundation

/// Where the real definition files live: `$INTENTC_CORPUS`, else `../shared/corpus` next to the
/// package root. Tests never copy them into the repository.
enum CorpusLocator {
    /// The corpus folder, when it exists.
    static let directory: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Decoding
            .deletingLastPathComponent()  // IntentDefinitionTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let candidate = environment["INTENTC_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        return candidate
    }()

    /// Whether tests run in CI, where a missing corpus is a failure rather than a skip.
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// The corpus file names (`NNN_….intentdefinition`), sorted.
    static let fileNames: [String] = {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted()
    }()

    /// The path of the corpus file whose name starts with `number` (e.g. `"041"`).
    static func path(_ number: String) -> String? {
        guard let directory, let name = fileNames.first(where: { $0.hasPrefix(number + "_") })
        else { return nil }
        return directory.appendingPathComponent(name).path
    }
}
