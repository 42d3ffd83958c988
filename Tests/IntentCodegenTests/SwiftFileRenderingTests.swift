import Testing

@testable import IntentCodegen

/// A file's sections: header comments, imports and each declaration, a blank line between them.
@Suite struct SwiftFileRenderingTests {
    private func structure(_ name: String) -> SwiftDeclaration {
        .nominal(SwiftNominalType(modifiers: [], kind: .struct, name: name, memberGroups: []))
    }

    @Test func sectionsAreSeparatedByOneBlankLine() {
        let file = SwiftFile(
            headerComments: ["Header"], imports: ["Foundation"], declarations: [structure("A"), structure("B")])
        #expect(SwiftRenderer.render(file) == "// Header\n\nimport Foundation\n\nstruct A {}\n\nstruct B {}\n")
    }

    @Test func aFileWithNothingInItIsOneEmptyLine() {
        #expect(SwiftRenderer.render(SwiftFile(headerComments: [], imports: [], declarations: [])) == "\n")
    }

    @Test func theFilesLayoutIndentsItsMembers() {
        let property = SwiftDeclaration.property(
            SwiftProperty(modifiers: [], isConstant: true, name: "x", type: .swift(.int)))
        var file = SwiftFile(
            headerComments: [], imports: [],
            declarations: [
                .nominal(SwiftNominalType(modifiers: [], kind: .struct, name: "A", memberGroups: [[property]]))
            ])
        file.style.layout = SourceLayout(indentation: .tabs(1), lineLength: 120)
        #expect(SwiftRenderer.render(file) == "struct A {\n\tlet x: Swift.Int\n}\n")
    }
}
