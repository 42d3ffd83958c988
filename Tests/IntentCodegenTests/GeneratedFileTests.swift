import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// The generated file rendered into a sink piece by piece (what `intentc generate` writes)
/// holds exactly the bytes of the joined ``GeneratedFile/text`` that the library offers.
@Suite struct GeneratedFileTests {
    private struct Stop: Error, Equatable {}

    private func generated(count: Int = 5) throws -> GeneratedFile {
        let input = IntentCompiler.Input.bytes(Array(SyntheticDefinition.xml(count: count).utf8), path: "Synth.intentdefinition")
        let output = IntentCompiler.run(input, goal: .generate)
        #expect(!output.failed)
        #expect(output.files.map(\.placement) == [.source])
        return try #require(output.files.first)
    }

    /// Pieces in the order written.
    private func pieces(_ source: GeneratedFile, pieceSize: Int) -> [String] {
        var pieces: [String] = []
        source.write(pieceSize: pieceSize) { pieces.append(String(decoding: $0, as: UTF8.self)) }
        return pieces
    }

    @Test func piecesOfAnySizeJoinToTheText() throws {
        let source = try generated()
        let text = source.text
        #expect(text.hasPrefix(SwiftGenerator.headerMarker + "\n"))
        let small = pieces(source, pieceSize: 1)
        #expect(small.count > 10)
        #expect(small.joined() == text)
        let whole = pieces(source, pieceSize: SwiftFileWriter.Destination.defaultPieceSize)
        #expect(whole == [text])
        var written: [UInt8] = []
        source.write { written += $0 }
        #expect(written == Array(text.utf8))
    }

    /// A file larger than a piece comes in several, and its text is their bytes joined.
    @Test func theTextOfAFileOfManyPiecesIsTheirBytes() throws {
        let source = try generated(count: 100)
        var bytes: [UInt8] = []
        var pieces = 0
        source.write { piece in
            bytes += piece
            pieces += 1
        }
        #expect(pieces > 1)
        #expect(Array(source.text.utf8) == bytes)
    }

    @Test func aSinkThatThrowsStopsTheRenderingAndTheErrorComesThrough() throws {
        let source = try generated()
        var calls = 0
        #expect(throws: Stop()) {
            try source.write(pieceSize: 1) { _ throws(Stop) in
                calls += 1
                throw Stop()
            }
        }
        #expect(calls == 1)
    }

    @Test func embeddedTranslationsComeLastInThePieces() throws {
        let tables = DefinitionTranslations(tables: ["en": ["greeting": "Hello"]], developmentLanguage: "en")
        let input = IntentCompiler.Input.bytes(Array(SyntheticDefinition.xml(count: 2).utf8), path: "Synth.intentdefinition")
        let options = IntentCompiler.Options(generation: GenerationOptions(embedTranslations: true), translations: tables)
        let source = try #require(IntentCompiler.run(input, goal: .generate, options: options).files.first)
        let small = pieces(source, pieceSize: 1)
        #expect(small.joined() == source.text)
        #expect(try #require(small.last).contains("static let translations"))
    }
}
