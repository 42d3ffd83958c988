import Foundation
import IntentDefinition
import Testing

/// Each `Fixtures/Compat/<name>/` holds `old.intentdefinition`, `new.intentdefinition` and
/// `expected`: exactly what comparing them reports, one `severity code line:col message` line per
/// finding (always in the new file), each followed by `  note old|new line:col message` lines
/// for its notes.
@Suite("Diagnostic suite: compat fixtures")
struct CompatFixtureTests {
    @Test(arguments: CompatFixtures.names)
    func fixtureReportsExactlyItsExpectedFindings(name: String) throws {
        let expected = try CompatFixtures.fixtures.expected(name)
        let actual = try CompatFixtures.findings(in: CompatFixtures.folder.appendingPathComponent(name))
        #expect(actual == expected, "\(name)/expected should read:\n\(actual.joined(separator: "\n"))")
    }

    @Test func everyFixtureFolderHasBothVersionsAndExpectations() throws {
        #expect(CompatFixtures.names.count >= 20)
        for name in CompatFixtures.names {
            let folder = CompatFixtures.folder.appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["expected", "new.intentdefinition", "old.intentdefinition"], "\(name): \(files)")
        }
    }
}

/// The compat fixtures and how their findings are written down.
enum CompatFixtures {
    /// `Fixtures/Compat`.
    static let folder = SuitePaths.fixtures.appendingPathComponent("Compat")

    /// The fixture folders.
    static let fixtures = ExpectedFindingsFixtures(folder: folder)

    /// The fixture folder names, sorted.
    static var names: [String] { fixtures.names }

    /// The codes the `expected` files name.
    static func expectedCodes() throws -> Set<String> { try fixtures.expectedCodes() }

    /// Loads both versions (which must be free of errors) and writes the comparison's findings in
    /// the `expected` format.
    static func findings(in folder: URL) throws -> [String] {
        let oldPath = folder.appendingPathComponent("old.intentdefinition").path
        let newPath = folder.appendingPathComponent("new.intentdefinition").path
        let old = DefinitionLoader.load(contentsOf: oldPath)
        let new = DefinitionLoader.load(contentsOf: newPath)
        #expect(!old.diagnostics.containsErrors && !new.diagnostics.containsErrors)
        let oldDefinition = try #require(old.definition)
        let newDefinition = try #require(new.definition)
        let files = [oldPath: "old", newPath: "new"]
        return CompatibilityChecker.compare(old: oldDefinition, new: newDefinition).flatMap { finding in
            #expect(finding.location?.file == newPath, "\(finding.message) is not located in the new file")
            return [FrontHalf.summary(finding)]
                + finding.notes.map { note in
                    let place = note.location.map { "\(files[$0.file] ?? $0.file) \($0.line):\($0.column)" } ?? "-"
                    return "  note \(place) \(note.message)"
                }
        }
    }
}
