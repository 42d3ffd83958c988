import Foundation
import IntentDefinition
import Testing

/// Each `Fixtures/<name>.intentdefinition` produces exactly the diagnostics listed in
/// `Fixtures/<name>.expected`, one `severity code line:col message` per line, in display order
/// (the message is the full text `intentc lint` prints between the location and the code).
@Suite("Diagnostic suite: fixtures")
struct FixtureTests {
    @Test func theSuiteHasEnoughFixtures() {
        #expect(SuitePaths.fixtureNames.count >= 40)
    }

    @Test(arguments: SuitePaths.fixtureNames)
    func fixtureProducesExactlyItsExpectedDiagnostics(name: String) throws {
        let definition = SuitePaths.fixtures.appendingPathComponent(name + ".intentdefinition")
        let expectedFile = SuitePaths.fixtures.appendingPathComponent(name + ".expected")
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let actual = FrontHalf.diagnostics(forFileAt: definition.path).map(FrontHalf.summary)
        #expect(actual == expected, "\(name).expected should read:\n\(actual.joined(separator: "\n"))")
    }

    @Test func everyFixtureHasExpectationsAndEveryExpectationAFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SuitePaths.fixtures.path)
        let expectations = Set(
            files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) })
        #expect(expectations == Set(SuitePaths.fixtureNames))
    }
}
