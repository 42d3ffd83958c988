import AppIntentsSource
import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import intentc

/// The diagnostics table of the intentc documentation (`Sources/intentc/intentc.docc/Diagnostics.md`)
/// is the catalog's user documentation: one row per code intentc can emit (the libraries' and the
/// command line's), with its severity, summary and, for an error, why it is one. This keeps the
/// two from drifting apart.
@Suite struct ReadmeDiagnosticsTableTests {
    /// The table as the catalog says it should read.
    static var expectedRows: [String] {
        DiagnosticCode.intentcCatalog.map {
            "| \($0.rawValue) | \($0.severity.rawValue) | \($0.summary) | \($0.errorReason?.rawValue ?? "—") |"
        }
    }

    @Test func documentedTableMatchesTheCatalog() throws {
        let article = PackagePaths.root.appendingPathComponent("Sources/intentc/intentc.docc/Diagnostics.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| IC") }
        #expect(
            rows == Self.expectedRows,
            "Diagnostics.md's table is out of date; replace its rows with:\n\(Self.expectedRows.joined(separator: "\n"))"
        )
    }

    /// Every error says why it is one (Xcode refuses the file, the generated code could not
    /// compile, …), and no warning or note does. `migrate --check`'s codes are left out: they
    /// compare Swift sources with a definition, and AppIntentsSource declares them.
    @Test func everyErrorSaysWhyItIsOne() {
        let checked = DiagnosticCode.intentcCatalog.filter { !DiagnosticCode.migrationCheckCodes.contains($0) }
        for code in checked {
            #expect((code.severity == .error) == (code.errorReason != nil), "\(code.rawValue)")
        }
    }

    @Test func codesAreUniqueAndSummariesAreSentences() {
        let codes = DiagnosticCode.intentcCatalog.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in DiagnosticCode.intentcCatalog {
            #expect(code.rawValue.wholeMatch(of: /IC\d{3}/) != nil, "\(code.rawValue)")
            #expect(code.summary.hasSuffix("."), "\(code.rawValue) summary is not a sentence")
            #expect(!code.summary.contains("|"), "\(code.rawValue) summary would break the table")
        }
    }
}
