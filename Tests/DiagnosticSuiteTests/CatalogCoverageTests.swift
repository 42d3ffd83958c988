import Foundation
import IntentDefinition
import Testing

/// Every code intentc can emit is triggered by a fixture, or is exempt because no file can
/// trigger it, with the test that covers it instead.
@Suite("Diagnostic suite: catalog coverage")
struct CatalogCoverageTests {
    /// Codes no fixture can trigger, with the test that does.
    static let exemptions: [String: String] = [
        "IC001": "LoaderEdgeTests/aMissingPathIsReportedWithoutLocation",
        "IC004": "LoaderEdgeTests/anOversizedFileIsRefusedBeforeParsing",
        "IC070": "DefaultValueValidationTests/defaultsOfTheWrongTypeAreErrors (the decoder types defaults by their parameter, so only models built in code reach it)",
    ]

    /// The codes named in `.expected` files.
    private func fixtureCodes() throws -> Set<String> {
        var codes = Set<String>()
        for name in SuitePaths.fixtureNames {
            let text = try String(
                contentsOf: SuitePaths.fixtures.appendingPathComponent(name + ".expected"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count > 1 { codes.insert(String(fields[1])) }
            }
        }
        return codes
    }

    @Test func everyCatalogCodeIsTriggeredByAFixtureOrExempt() throws {
        let triggered = try fixtureCodes()
        let uncovered = DiagnosticCode.catalog.map(\.rawValue)
            .filter { !triggered.contains($0) && Self.exemptions[$0] == nil }
        #expect(uncovered == [], "codes without a fixture: \(uncovered)")
    }

    @Test func exemptionsAreCatalogCodesWithoutFixtures() throws {
        let triggered = try fixtureCodes()
        let catalog = Set(DiagnosticCode.catalog.map(\.rawValue))
        for code in Self.exemptions.keys.sorted() {
            #expect(catalog.contains(code), "\(code) is exempt but not in the catalog")
            #expect(!triggered.contains(code), "\(code) is exempt but a fixture triggers it")
        }
    }

    @Test func fixturesNameOnlyCatalogCodes() throws {
        let catalog = Set(DiagnosticCode.catalog.map(\.rawValue))
        #expect(try fixtureCodes().subtracting(catalog).sorted() == [])
    }
}
