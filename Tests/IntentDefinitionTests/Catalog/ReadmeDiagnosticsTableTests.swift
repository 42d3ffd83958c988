import Foundation
import Testing

@testable import IntentDefinition

/// The README's diagnostics table is the catalog's user documentation: one row per code, with
/// its severity and summary. This keeps the two from drifting apart.
@Suite struct ReadmeDiagnosticsTableTests {
    /// The table as the catalog says it should read.
    static var expectedRows: [String] {
        DiagnosticCode.catalog.map { "| \($0.rawValue) | \($0.severity.rawValue) | \($0.summary) |" }
    }

    @Test func readmeTableMatchesTheCatalog() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| IC") }
        #expect(
            rows == Self.expectedRows,
            "README.md's diagnostics table is out of date; replace its rows with:\n\(Self.expectedRows.joined(separator: "\n"))"
        )
    }

    @Test func codesAreUniqueAndSummariesAreSentences() {
        let codes = DiagnosticCode.catalog.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in DiagnosticCode.catalog {
            #expect(code.rawValue.wholeMatch(of: /IC\d{3}/) != nil, "\(code.rawValue)")
            #expect(code.summary.hasSuffix("."), "\(code.rawValue) summary is not a sentence")
            #expect(!code.summary.contains("|"), "\(code.rawValue) summary would break the table")
        }
    }
}
