@testable import IntentCodegen
import Testing

@Suite struct SwiftFileWriterTests {
    private func structure(_ name: String) -> SwiftDeclaration {
        .nominal(SwiftNominalType(modifiers: [], kind: .struct, name: name, memberGroups: []))
    }

    /// The pieces of a file with structs named `names`, written in pieces of `pieceSize`, as a
    /// sink gets them that asks for no more after `stopAfter` pieces.
    private func pieces(_ names: [String], pieceSize: Int, stopAfter: Int = .max) -> [String] {
        var pieces: [String] = []
        var writer = SwiftFileWriter(
            headerComments: ["Header"], imports: ["Foundation"],
            to: SwiftFileWriter.Destination(pieceSize: pieceSize) { piece in
                pieces.append(String(decoding: piece, as: UTF8.self))
                return pieces.count < stopAfter
            })
        for name in names { writer.write(structure(name)) }
        writer.finish()
        return pieces
    }

    @Test func aFullPieceIsHandedOverAfterEachDeclarationThatFillsIt() {
        #expect(pieces(["A", "B", "C"], pieceSize: 1) == ["// Header\n\nimport Foundation\n\nstruct A {}\n", "\nstruct B {}\n", "\nstruct C {}\n"])
    }

    @Test func piecesThatAreNotFullWaitForTheNextDeclarations() {
        // The header with `struct A {}` is 42 bytes; each further struct adds 13 with its blank line.
        #expect(pieces(["A", "B", "C", "D"], pieceSize: 55) == ["// Header\n\nimport Foundation\n\nstruct A {}\n\nstruct B {}\n", "\nstruct C {}\n\nstruct D {}\n"])
    }

    @Test func aSinkThatStopsGetsNothingMore() {
        #expect(pieces(["A", "B", "C"], pieceSize: 1, stopAfter: 2) == [
            "// Header\n\nimport Foundation\n\nstruct A {}\n", "\nstruct B {}\n",
        ])
    }

    @Test func aFileWithNothingInItIsOneEmptyLine() {
        var pieces: [String] = []
        let writer = SwiftFileWriter(
            headerComments: [], imports: [],
            to: SwiftFileWriter.Destination { piece in
                pieces.append(String(decoding: piece, as: UTF8.self))
                return true
            })
        writer.finish()
        #expect(pieces == ["\n"])
    }
}
