import Testing

@testable import IntentCodegen

/// A file written a declaration at a time is the file rendered whole.
@Suite struct SwiftFileWriterTests {
    private func structure(_ name: String) -> SwiftDeclaration {
        .nominal(SwiftNominalType(modifiers: [], kind: .struct, name: name, memberGroups: []))
    }

    @Test func declarationsWrittenOneAtATimeAreTheFileRenderedWhole() {
        var writer = SwiftFileWriter(headerComments: ["Header"], imports: ["Foundation"])
        for name in ["A", "B"] { writer.write(structure(name)) }
        let text = writer.finish()
        #expect(text == "// Header\n\nimport Foundation\n\nstruct A {}\n\nstruct B {}\n")
        let file = SwiftFile(
            headerComments: ["Header"], imports: ["Foundation"], declarations: [structure("A"), structure("B")])
        #expect(SwiftRenderer.render(file) == text)
    }

    @Test func aFileWithNothingInItIsOneEmptyLine() {
        #expect(SwiftFileWriter(headerComments: [], imports: []).finish() == "\n")
    }
}
