import Foundation
import Testing

/// `--warnings-as-errors` and `--quiet` on a real file that has warnings and no errors.
@Suite struct EndToEndWarningTests {
    /// `INTENTC_CORPUS`, else `../shared/corpus` beside the package.
    static let corpus =
        ProcessInfo.processInfo.environment["INTENTC_CORPUS"] ?? IntentcBinary.packageRoot
        + "/../shared/corpus"

    /// The first corpus file (by name) that lints with warnings and without errors.
    private func fileWithWarningsOnly() throws -> String? {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus)
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
        for name in names {
            let result = try IntentcBinary.run(["lint", Self.corpus + "/" + name], in: Self.corpus)
            if result.status == 0, result.error.contains(": warning: ") { return Self.corpus + "/" + name }
        }
        return nil
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus)))
    func warningsAsErrorsAndQuiet() throws {
        let path = try #require(try fileWithWarningsOnly(), "no corpus file has warnings only")
        let plain = try IntentcBinary.run(["lint", path], in: Self.corpus)
        let warningLines = plain.error.split(separator: "\n").filter { $0.contains(": warning: ") }

        let strict = try IntentcBinary.run(["lint", path, "--warnings-as-errors"], in: Self.corpus)
        #expect(strict.status == 1)
        #expect(!strict.error.contains(": warning: "))
        #expect(strict.error == plain.error.replacingOccurrences(of: ": warning: ", with: ": error: "))

        let quiet = try IntentcBinary.run(["lint", path, "--quiet"], in: Self.corpus)
        #expect(quiet.status == 0)
        #expect(quiet.error == "")

        let quietStrict = try IntentcBinary.run(
            ["lint", path, "--quiet", "--warnings-as-errors"], in: Self.corpus)
        #expect(quietStrict.status == 1)
        #expect(
            quietStrict.error.split(separator: "\n").filter { $0.contains(": error: ") }.count
                == warningLines.count)

        let json = try IntentcBinary.run(["lint", path, "--diagnostics-format", "json"], in: Self.corpus)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.error.utf8)) as? [[String: Any]])
        #expect(entries.count == warningLines.count)
        #expect(entries.allSatisfy { $0["severity"] as? String == "warning" })
    }
}
