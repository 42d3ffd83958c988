import Foundation
import IntentDefinition
import TestSupport
import Testing

/// `intentc compat` on real histories: pairs of versions of one file from one public repository,
/// taken from the shared corpus and reference folders (never copied into the project).
/// `Fixtures/CompatHistory/pairs.tsv` records each pair's repository, commits and paths;
/// `expected.tsv` lists, found by reading both files, every change compat must report — and it
/// must report nothing else.
@Suite("Diagnostic suite: compat on real histories", CorpusLocator.availability)
struct CompatHistoryTests {
    /// One row of `pairs.tsv`.
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var oldFile: String
        var newFile: String
        var testDescription: String { name }
    }

    static let folder = SuitePaths.fixtures.appendingPathComponent("CompatHistory")

    /// The rows of a TSV file below its header, split into fields.
    static func rows(_ file: String) -> [[String]] {
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    static let pairs: [Pair] = rows("pairs.tsv").map { Pair(name: $0[0], oldFile: $0[4], newFile: $0[7]) }

    /// `severity code new-line:col old-line:col` for each expected finding of `pair`.
    static func expected(for pair: String) -> [String] {
        rows("expected.tsv").filter { $0[0] == pair }.map { $0[1...4].joined(separator: " ") }
    }

    /// The shared folder the TSV paths are relative to: the corpus folder's parent.
    static let shared = CorpusLocator.expectedDirectory.deletingLastPathComponent()

    @Test(arguments: pairs)
    func compatReportsExactlyWhatAReaderFinds(pair: Pair) throws {
        _ = try CorpusLocator.requireFiles()
        let old = DefinitionLoader.load(contentsOf: Self.shared.appendingPathComponent(pair.oldFile).path)
        let new = DefinitionLoader.load(contentsOf: Self.shared.appendingPathComponent(pair.newFile).path)
        let oldDefinition = try #require(old.definition, "\(pair.oldFile) is missing or unreadable")
        let newDefinition = try #require(new.definition, "\(pair.newFile) is missing or unreadable")
        let actual = CompatibilityChecker.compare(old: oldDefinition, new: newDefinition).map { finding in
            let place = { (location: IntentDefinition.SourceLocation?) in
                location.map { "\($0.line):\($0.column)" } ?? "-"
            }
            return "\(finding.severity.rawValue) \(finding.code.rawValue) \(place(finding.location)) "
                + place(finding.notes.first?.location)
        }
        #expect(actual == Self.expected(for: pair.name))
    }

    @Test func theRecordsAreComplete() {
        #expect(Self.pairs.count >= 4)
        for row in Self.rows("pairs.tsv") {
            #expect(row.count == 9 && row.allSatisfy { !$0.isEmpty }, "\(row)")
            #expect(row[2].count == 40 && row[5].count == 40, "commits of \(row[0]) are not full hashes")
        }
        let names = Set(Self.pairs.map(\.name))
        for row in Self.rows("expected.tsv") {
            #expect(row.count == 6 && names.contains(row[0]), "\(row)")
        }
    }
}
