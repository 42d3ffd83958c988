import Foundation
import IntentDefinition
import Testing

/// Each `Fixtures/Translations/<name>/` folder is a definition in Xcode's layout
/// (`Base.lproj/Coffee.intentdefinition` with `<lang>.lproj/Coffee.strings` beside it) whose
/// translation tables produce exactly the findings in its `expected` file: one
/// `severity code file line:col message` line per diagnostic (file relative to the folder), each
/// note indented below it.
@Suite("Diagnostic suite: translation fixtures")
struct TranslationFixtureTests {
    @Test(arguments: TranslationFixtures.names)
    func fixtureProducesExactlyItsExpectedFindings(name: String) throws {
        let expected = try TranslationFixtures.fixtures.expected(name)
        let actual = try TranslationFixtures.findings(in: TranslationFixtures.folder.appendingPathComponent(name))
        #expect(actual == expected, "\(name)/expected should read:\n\(actual.joined(separator: "\n"))")
    }

    @Test func everyTranslationCodeHasAFixture() throws {
        let codes = try TranslationFixtures.expectedCodes()
        for code in ["IC160", "IC161", "IC162", "IC163", "IC164", "IC165", "IC166", "IC167", "IC168"] {
            #expect(codes.contains(code), "no translation fixture triggers \(code)")
        }
    }
}

/// The translation fixtures and their `expected` format.
enum TranslationFixtures {
    /// `Fixtures/Translations`.
    static let folder = SuitePaths.fixtures.appendingPathComponent("Translations")

    /// The fixture folders.
    static let fixtures = ExpectedFindingsFixtures(folder: folder)

    /// The fixture folder names, sorted.
    static var names: [String] { fixtures.names }

    /// The codes the `expected` files name (notes' lines left out).
    static func expectedCodes() throws -> Set<String> { try fixtures.expectedCodes() }

    /// Reads and checks the fixture's tables, found as `intentc lint` finds them, and writes the
    /// findings in the `expected` format.
    static func findings(in fixture: URL) throws -> [String] {
        let definition = fixture.appendingPathComponent("Base.lproj/Coffee.intentdefinition").path
        let tables = TranslationDiscovery.tables(besideDefinition: definition)
        let result = try #require(
            TranslationLint.run(definitionPath: definition, tablePaths: tables, developmentLanguage: "en"))
        let prefix = fixture.path + "/"
        func place(_ location: IntentDefinition.SourceLocation?) -> String {
            guard let location else { return "-" }
            return "\(location.file.replacingOccurrences(of: prefix, with: "")) \(location.line):\(location.column)"
        }
        return result.diagnostics.flatMap { diagnostic in
            [
                "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(place(diagnostic.location)) \(diagnostic.message)"
            ]
                + diagnostic.notes.map { "  note \(place($0.location)) \($0.message)" }
        }
    }
}
