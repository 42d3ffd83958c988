import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The one entry point: the stages run in order, and the gate stops what must not be generated.
@Suite struct IntentCompilerTests {
    private let custom = PackagePaths.root.appending(path: "Definitions/Custom.intentdefinition").path

    private func bytes(xmlVersion: String = "1.0") throws -> [UInt8] {
        let text = try String(contentsOfFile: custom, encoding: .utf8)
        return Array(
            text.replacingOccurrences(of: "<?xml version=\"1.0\"", with: "<?xml version=\"\(xmlVersion)\"").utf8)
    }

    @Test func bytesAndFilesGoThroughTheSamePipeline() throws {
        let fromBytes = IntentCompiler.run(.bytes(try bytes(), path: custom), goal: .generate)
        let fromFile = IntentCompiler.run(.file(custom), goal: .generate)
        #expect(!fromBytes.failed && fromBytes.definition?.path == custom)
        #expect(try #require(fromBytes.source).hasPrefix(SwiftGenerator.headerMarker + "\n"))
        #expect(fromBytes.source == fromFile.source && fromBytes.diagnostics == fromFile.diagnostics)
    }

    @Test func onlyGenerateProducesSource() throws {
        for goal in [IntentCompiler.Goal.load, .lint] {
            let output = IntentCompiler.run(.bytes(try bytes(), path: "Custom.intentdefinition"), goal: goal)
            #expect(output.source == nil && !output.failed && output.definition != nil)
        }
    }

    @Test func warningsAsErrorsStopsAtTheGateWithoutRewritingSeverities() throws {
        let input = IntentCompiler.Input.bytes(try bytes(xmlVersion: "1.1"), path: "Custom.intentdefinition")
        let lenient = IntentCompiler.run(input, goal: .generate)
        #expect(lenient.diagnostics.map(\.code.rawValue) == ["IC018"])
        #expect(!lenient.failed && lenient.source != nil)
        let strict = IntentCompiler.run(input, goal: .generate, options: IntentCompiler.Options(warningsAsErrors: true))
        #expect(strict.failed && strict.source == nil && strict.definition != nil)
        #expect(strict.diagnostics == lenient.diagnostics)
    }

    @Test func unreadableInputFailsWithoutAModel() {
        let output = IntentCompiler.run(.bytes(Array("not a plist".utf8), path: "x.intentdefinition"), goal: .generate)
        #expect(output.failed && output.definition == nil && output.source == nil)
        #expect(output.diagnostics.containsErrors)
    }
}
