import Foundation
import Testing

@testable import IntentDefinition

/// The directory of real definition files: `$INTENTC_CORPUS`, else `../shared/corpus` next to
/// the package root.
private let corpusDirectory: URL? = {
    if let configured = ProcessInfo.processInfo.environment["INTENTC_CORPUS"] {
        return URL(fileURLWithPath: configured)
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
}()

private let isCI = ProcessInfo.processInfo.environment["CI"] != nil

@Suite struct PlistReaderCorpusTests {
    @Test(.enabled(if: corpusDirectory != nil || isCI, "corpus not found; set INTENTC_CORPUS"))
    func readsEveryCorpusFileWithoutDiagnostics() throws {
        guard let corpusDirectory else {
            Issue.record("CI is set but the corpus is missing; set INTENTC_CORPUS")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let outcome = read(file: corpusDirectory.appendingPathComponent(file).path)
            #expect(outcome.diagnostics.isEmpty, "\(file): \(outcome.diagnostics)")
            #expect(outcome.value?.entries != nil, "\(file) has no root dictionary")
        }
    }

    @Test func linesPastSixtyFiveThousandAreRight() {
        let count = 70_000
        var text = plistHeader + "<plist version=\"1.0\">\n<array>\n"
        for index in 0..<count { text += "\t<integer>\(index)</integer>\n" }
        text += "\t<string>last</string>\n</array>\n</plist>\n"
        let outcome = read(text)
        #expect(outcome.diagnostics.isEmpty)
        guard case .array(let items) = outcome.value?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == count + 1)
        #expect(items.last == PlistNode(.string("last"), at: at(count + 5, 2)))
        #expect(items[65_535].location == at(65_540, 2))
    }

    @Test func errorsPastSixtyFiveThousandLinesAreLocatedRight() {
        let text = String(repeating: "\n", count: 70_000) + "<plist><strin></string></plist>"
        #expect(read(text).diagnostics.map(\.location) == [at(70_001, 24)])
    }
}
