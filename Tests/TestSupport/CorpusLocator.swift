import Foundation
import Testing

/// Where the real definition files live: `$INTENTC_CORPUS`, else `../shared/corpus` next to the
/// package root. Tests never copy them into the repository.
///
/// Every test that reads the corpus carries ``availability`` and gets its files from
/// ``requireFiles()``: without a corpus such a test is skipped on a developer's machine, and
/// fails in CI (where `CI` is set), so a missing corpus never passes silently.
public enum CorpusLocator {
    /// The folder the corpus is looked for in: `$INTENTC_CORPUS` when set and not empty, else
    /// `../shared/corpus` next to the package root.
    public static let expectedDirectory: URL = {
        if let configured = ProcessInfo.processInfo.environment["INTENTC_CORPUS"], !configured.isEmpty {
            return URL(fileURLWithPath: configured).standardizedFileURL
        }
        return PackagePaths.root.appendingPathComponent("../shared/corpus").standardizedFileURL
    }()

    /// The corpus folder, when it exists.
    public static let directory: URL? = {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expectedDirectory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        return expectedDirectory
    }()

    /// Whether tests run in CI (`CI` set to anything but empty, `0` or `false`), where a missing
    /// corpus is a failure rather than a skip.
    public static let isCI: Bool = {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }()

    /// The corpus file names (`NNN_….intentdefinition`), sorted.
    public static let fileNames: [String] = {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted()
    }()

    /// The trait of every corpus test: it runs when the corpus is there, or in CI (where
    /// ``requireFiles()`` then fails it); otherwise it is skipped, saying why.
    public static var availability: ConditionTrait {
        .enabled(
            if: !fileNames.isEmpty || isCI,
            Comment(
                rawValue:
                    "no corpus at \(expectedDirectory.path); to run it, set INTENTC_CORPUS=<shared>/corpus or \(TestMaterial.howToRun)"
            ))
    }

    /// The corpus files, sorted by name; throws, failing the test, when there are none.
    public static func requireFiles() throws -> [URL] {
        guard let directory, !fileNames.isEmpty else { throw CorpusMissing(expectedDirectory) }
        return fileNames.map { directory.appendingPathComponent($0) }
    }

    /// The path of the corpus file whose name starts with `number` (e.g. `"041"`).
    public static func path(_ number: String) -> String? {
        guard let directory, let name = fileNames.first(where: { $0.hasPrefix(number + "_") })
        else { return nil }
        return directory.appendingPathComponent(name).path
    }
}

/// The corpus a test needs is not there.
public struct CorpusMissing: Error, CustomStringConvertible {
    /// Where it was looked for.
    public var directory: URL

    /// Creates the error for `directory`.
    public init(_ directory: URL) { self.directory = directory }

    /// What to do about it.
    public var description: String {
        "no .intentdefinition files at \(directory.path); set INTENTC_CORPUS or provide ../shared/corpus"
    }
}
