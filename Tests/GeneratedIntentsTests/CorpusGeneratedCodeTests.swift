import Foundation
import IntentCodegen
import TestSupport
import Testing

/// Every real definition generates code that typechecks against IntentRuntime in its own module
/// (also with MainActor default isolation), warning-free, and passes `swift-format lint --strict`.
@Suite(
    "Generated code of the real corpus",
    CorpusLocator.availability, FastLoop.heavy
)
struct CorpusGeneratedCodeTests {
    /// Extra `swiftc` flags per isolation mode.
    static let isolationModes = [[], ["-default-isolation", "MainActor"]]

    /// The corpus's generated sources by file name; records a failure for each file that did not
    /// generate.
    private func corpusSources() throws -> [(name: String, source: String)] {
        _ = try #require(CorpusLocator.directory, "set INTENTC_CORPUS or provide ../shared/corpus")
        #expect(CorpusLocator.fileNames.count >= 30)
        return CorpusLocator.fileNames.compactMap { name in
            switch GenerationFixtures.corpusSources[name] {
            case .success(let source): return (name, source)
            case .failure(let failure): Issue.record("\(failure)")
            case nil: Issue.record("\(name) was not generated")
            }
            return nil
        }
    }

    @Test func everyFileTypechecksInEachIsolationMode() throws {
        let sources = try corpusSources()
        let jobs = sources.flatMap { file in Self.isolationModes.map { (file.name, file.source, $0) } }
        let failures = ParallelWork.map(jobs) { name, source, flags -> String? in
            do {
                let output = try SwiftToolchain.typecheck(
                    [GenerationFixtures.outputFileName(of: name): source], flags: flags)
                guard output.status != 0 || output.text.contains("warning:") else { return nil }
                return "\(name) \(flags):\n\(output.text)"
            } catch {
                return "\(name) \(flags): \(error)"
            }
        }
        let failedFiles = Set(zip(jobs, failures).filter { $0.1 != nil }.map(\.0.0))
        let total = CorpusLocator.fileNames.count
        let passed = sources.count - failedFiles.count
        print("corpus typecheck: \(passed)/\(total) (own module each, also -default-isolation MainActor)")
        #expect(passed == total, "\(failures.compactMap { $0 }.joined(separator: "\n"))")
    }

    @Test func everyFilePassesSwiftFormatLintStrict() throws {
        let sources = try corpusSources()
        let files = Dictionary(
            uniqueKeysWithValues: sources.map { (GenerationFixtures.outputFileName(of: $0.name), $0.source) })
        let lint = try SwiftToolchain.lint(files)
        #expect(lint.status == 0 && lint.text.isEmpty, "\(lint.text)")
    }

    @Test func filesWithOnlySystemIntentsStillGenerateAModule() throws {
        let source = try #require(try corpusSources().first { $0.name.hasPrefix("040_") }?.source)
        #expect(source.hasPrefix(SwiftGenerator.headerMarker + "\n"))
        #expect(!source.contains("struct "))
    }
}

/// Generated/ itself passes `swift-format lint --strict`.
@Suite(FastLoop.heavy) struct GeneratedFolderLintTests {
    @Test func everyGeneratedFilePassesSwiftFormatLintStrict() throws {
        let folder = GenerationFixtures.generatedDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(names.count == 5)
        let files = try Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, try String(contentsOf: folder.appending(path: $0), encoding: .utf8))
            })
        let lint = try SwiftToolchain.lint(files)
        #expect(lint.status == 0 && lint.text.isEmpty, "\(lint.text)")
    }
}
