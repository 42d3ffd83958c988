import Foundation
import TestSupport
import Testing

/// `--warnings-as-errors` and `--quiet` on a real file that has warnings and no errors.
@Suite struct EndToEndWarningTests {
    /// The first corpus file (by name) that lints with warnings and without errors.
    private func fileWithWarningsOnly() throws -> String? {
        for file in try CorpusLocator.requireFiles() {
            let result = try IntentcBinary.run(["lint", file.path], in: file.deletingLastPathComponent().path)
            if result.status == 0, result.error.contains(": warning: ") { return file.path }
        }
        return nil
    }

    @Test(CorpusLocator.availability)
    func warningsAsErrorsAndQuiet() throws {
        let path = try #require(try fileWithWarningsOnly(), "no corpus file has warnings only")
        let corpus = (path as NSString).deletingLastPathComponent
        let plain = try IntentcBinary.run(["lint", path], in: corpus)
        let warningLines = plain.error.split(separator: "\n").filter { $0.contains(": warning: ") }

        let strict = try IntentcBinary.run(["lint", path, "--warnings-as-errors"], in: corpus)
        #expect(strict.status == 1)
        #expect(!strict.error.contains(": warning: "))
        #expect(strict.error == plain.error.replacingOccurrences(of: ": warning: ", with: ": error: "))

        let quiet = try IntentcBinary.run(["lint", path, "--quiet"], in: corpus)
        #expect(quiet.status == 0)
        #expect(quiet.error == "")

        let quietStrict = try IntentcBinary.run(
            ["lint", path, "--quiet", "--warnings-as-errors"], in: corpus)
        #expect(quietStrict.status == 1)
        #expect(
            quietStrict.error.split(separator: "\n").filter { $0.contains(": error: ") }.count
                == warningLines.count)

        let json = try IntentcBinary.run(["lint", path, "--diagnostics-format", "json"], in: corpus)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.count == warningLines.count)
        #expect(entries.allSatisfy { $0["severity"] as? String == "warning" })
    }
}
