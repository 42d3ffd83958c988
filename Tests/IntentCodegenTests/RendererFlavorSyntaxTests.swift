import TestSupport
import Testing

@testable import IntentCodegen

/// The syntax the coming flavors need: attributes on their own lines, type aliases, conditional
/// compilation and dictionary literals, rendered in the style `swift-format lint --strict`
/// accepts.
@Suite struct RendererFlavorSyntaxTests {
    private func lines(_ declaration: SwiftDeclaration, indent: Int = 0) -> [String] {
        SwiftRenderer.lines(declaration, indent: indent)
    }

    @Test func attributesStandOnTheirOwnLinesBetweenDocumentationAndDeclaration() {
        let type = SwiftNominalType(
            documentation: "An intent.", attributes: [.available("iOS 12.0, *"), .objc("ReadingLogIntent")],
            modifiers: [.public], kind: .class, name: "ReadingLogIntent", inheritance: [.named("INIntent")],
            memberGroups: [
                [
                    .property(
                        SwiftProperty(
                            attributes: [.available("*, deprecated")], modifiers: [.nsManaged, .public],
                            name: "book", type: .named("Book?"))),
                    .function(SwiftFunction(attributes: [.objc("handle:")], modifiers: [], name: "handle", body: [])),
                    .enumCase(SwiftEnumCase(name: "old", attributes: [.available("*, unavailable")])),
                ]
            ])
        #expect(
            lines(.nominal(type)) == [
                "/// An intent.",
                "@available(iOS 12.0, *)",
                "@objc(ReadingLogIntent)",
                "public class ReadingLogIntent: INIntent {",
                "  @available(*, deprecated)",
                "  @NSManaged public var book: Book?",
                "  @objc(handle:)",
                "  func handle() {}",
                "  @available(*, unavailable)",
                "  case old",
                "}",
            ])
    }

    @Test func typeAliases() {
        let alias = SwiftTypeAlias(
            documentation: "What supplies the options.", modifiers: [.public], name: "OptionsProvider",
            type: .named("any ReadingLogIntentOptionsProvider"))
        #expect(
            lines(.typeAlias(alias), indent: 1) == [
                "  /// What supplies the options.",
                "  public typealias OptionsProvider = any ReadingLogIntentOptionsProvider",
            ])
        let attributed = SwiftTypeAlias(
            attributes: [.available("*, deprecated")], modifiers: [], name: "Options",
            type: .runtime(.optionsCollection).of(.named("Item")))
        #expect(
            lines(.typeAlias(attributed)) == [
                "@available(*, deprecated)", "typealias Options = IntentRuntime.IntentOptionsCollection<Item>",
            ])
    }

    @Test func conditionalBlocksIndentTheirDeclarationsAndSeparateGroups() {
        let block = SwiftConditionalBlock(
            clauses: [
                .init(condition: .canImport(.intents), groups: [[.import("Intents"), .import("IntentsUI")]]),
                .init(
                    condition: .os("Linux"),
                    groups: [[], [.typeAlias(SwiftTypeAlias(modifiers: [], name: "A", type: .named("Int")))]]),
            ],
            else: [
                [.property(SwiftProperty(modifiers: [], isConstant: true, name: "a", initialValue: .atom("1")))],
                [.property(SwiftProperty(modifiers: [], isConstant: true, name: "b", initialValue: .atom("2")))],
            ])
        #expect(
            lines(.conditional(block), indent: 1) == [
                "  #if canImport(Intents)",
                "    import Intents",
                "    import IntentsUI",
                "  #elseif os(Linux)",
                "    typealias A = Int",
                "  #else",
                "    let a = 1",
                "",
                "    let b = 2",
                "  #endif",
            ])
        #expect(lines(.conditional(SwiftConditionalBlock(.os("watchOS"), []))) == ["#if os(watchOS)", "#endif"])
    }

    @Test func dictionaryLiteralsThatFitStayOnOneLine() {
        let entries = [SwiftDictionaryEntry(.string("a"), .atom("1")), SwiftDictionaryEntry(.string("b"), .atom("2"))]
        #expect(ExpressionLayout.flat(.dictionary(entries)) == #"["a": 1, "b": 2]"#)
        #expect(ExpressionLayout.flat(.dictionary([])) == "[:]")
        #expect(!ExpressionLayout.isBreakable(.dictionary([])) && ExpressionLayout.isBreakable(.dictionary(entries)))
    }

    @Test func brokenDictionariesPutOneEntryPerLineWithTrailingCommasUnlessThereIsOnlyOne() {
        let long = String(repeating: "v", count: 60)
        let entries = ["first", "second"].map { SwiftDictionaryEntry(.string($0), .string(long)) }
        #expect(
            ExpressionLayout.lines(.dictionary(entries), prefix: "let values = ", indent: 1) == [
                "  let values = [",
                "    \"first\": \"\(long)\",",
                "    \"second\": \"\(long)\",",
                "  ]",
            ])
        let single = [SwiftDictionaryEntry(.string("only"), .string(long + long))]
        #expect(
            ExpressionLayout.lines(.dictionary(single), indent: 0) == [
                "[", "  \"only\":", "    \"\(long + long)\"", "]",
            ])
    }

    /// A file using every new piece, as a flavor would emit it: it must lint clean and typecheck.
    private var sample: SwiftFile {
        let longValue = SwiftExpression.string("a text long enough that the dictionary has to break its entries")
        let values = SwiftProperty(
            attributes: [.available("*, deprecated, message: \"Use validate()\"")], modifiers: [.public],
            name: "values", type: .named("[String: Int]"),
            accessors: .getter([
                .expression(
                    .dictionary([
                        SwiftDictionaryEntry(.string("pagesPerDay"), .call("count", [SwiftArgument(nil, longValue)])),
                        SwiftDictionaryEntry(.string("shelves"), .atom("2")),
                    ]))
            ]))
        let empty = SwiftProperty(
            modifiers: [.public, .static], isConstant: true, name: "none", type: .named("[String: Int]"),
            initialValue: .dictionary([]))
        let counter = SwiftFunction(
            modifiers: [.private], name: "count",
            parameters: [SwiftParameter(label: "_", name: "name", type: .named("String"))],
            returnType: .named("Int"), body: [.expression(.atom("name.count"))])
        let type = SwiftNominalType(
            documentation: "A configuration.", attributes: [.available("macOS 10.15, iOS 13.0, *")],
            modifiers: [.public, .nonisolated], kind: .struct, name: "Sample", inheritance: [.named("Sendable")],
            memberGroups: [
                [.typeAlias(SwiftTypeAlias(modifiers: [.public], name: "Count", type: .named("Int")))],
                [.property(empty)],
                [
                    .conditional(
                        SwiftConditionalBlock(
                            .os("Linux"), [[.property(values)]],
                            else: [
                                [
                                    .typeAlias(
                                        SwiftTypeAlias(modifiers: [.public], name: "Values", type: .named("Never")))
                                ]
                            ]))
                ],
                [.function(counter)],
            ])
        let legacy = SwiftNominalType(
            attributes: [.objc("RLSample")], modifiers: [.public], kind: .class, name: "LegacySample",
            inheritance: [.named("NSObject")], memberGroups: [])
        return SwiftFile(
            headerComments: ["Rendered by RendererFlavorSyntaxTests."], imports: ["Foundation"],
            declarations: [
                .conditional(SwiftConditionalBlock(.canImport(.objectiveC), [[.import("ObjectiveC")]])),
                .nominal(type),
                .conditional(
                    SwiftConditionalBlock(
                        clauses: [.init(condition: .canImport(.objectiveC), groups: [[.nominal(legacy)]])],
                        else: [
                            [
                                .typeAlias(
                                    SwiftTypeAlias(modifiers: [.public], name: "LegacySample", type: .named("Sample")))
                            ]
                        ])),
            ])
    }

    @Test(FastLoop.heavy) func aFileUsingEveryNewPiecePassesSwiftFormatLintStrict() throws {
        let lint = try SwiftToolchain.lint(SwiftRenderer.render(sample))
        #expect(lint.status == 0 && lint.text.isEmpty, "\(lint.text)\n\(SwiftRenderer.render(sample))")
    }

    @Test(FastLoop.heavy) func aFileUsingEveryNewPieceTypechecks() throws {
        let source = SwiftRenderer.render(sample)
        let output = try SwiftToolchain.typecheck(["Sample.swift": source])
        #expect(output.status == 0 && output.text.isEmpty, "\(output.text)\n\(source)")
    }
}
