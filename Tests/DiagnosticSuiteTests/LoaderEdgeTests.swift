import Foundation
import IntentDefinition
import Testing

/// Reader problems that no fixture file can show: a path that does not exist and a size limit.
@Suite("Diagnostic suite: loader edges")
struct LoaderEdgeTests {
    @Test func aMissingPathIsReportedWithoutLocation() {
        let path = SuitePaths.fixtures.appendingPathComponent("no-such-file.intentdefinition").path
        let result = DefinitionLoader.load(contentsOf: path)
        #expect(result.definition == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["IC001"])
        #expect(result.diagnostics.first?.location == nil)
    }

    @Test func anOversizedFileIsRefusedBeforeParsing() {
        let path = SuitePaths.fixtures.appendingPathComponent("clean-brew-coffee.intentdefinition").path
        let result = DefinitionLoader.load(contentsOf: path, options: PlistReader.Options(maximumInputSize: 1024))
        #expect(result.definition == nil)
        #expect(
            result.diagnostics.map(FrontHalf.summary) == [
                "error IC004 1:1 the file is larger than the maximum input size (11942 > 1024 bytes)"
            ])
    }
}
