import Testing

@testable import IntentCodegen

/// A file imports exactly the modules whose types or extension members it names, wherever they
/// are named, never the standard library, plus the `--import` modules, sorted.
@Suite struct SwiftImportsTests {
    private func imports(_ declarations: [SwiftDeclaration], extra: [String] = []) -> [String] {
        SwiftImports.of(declarations, options: GenerationOptions(extraImports: extra))
    }

    private func function(_ body: [SwiftStatement], returning type: SwiftType? = nil) -> SwiftDeclaration {
        .function(SwiftFunction(modifiers: [], name: "f", returnType: type, body: body))
    }

    @Test func aFileNamingOnlyStandardLibraryTypesImportsNothing() {
        let property = SwiftDeclaration.property(
            SwiftProperty(modifiers: [], name: "count", type: .swift(.int), initialValue: .atom("0")))
        #expect(imports([property]).isEmpty)
    }

    @Test func aTypeNamedDeepInsideAnExpressionIsImported() {
        // `value.map { Foundation.Measurement(value: $0, unit: .seconds) } ?? nil` in a closure.
        let measurement = SwiftExpression.call(.foundation(.measurement), [SwiftArgument("value", .element)])
        let body = SwiftStatement.return(
            .infix(SwiftExpression.atom("value").calling("map", measurement), .nilCoalescing, .atom("nil")))
        #expect(imports([function([body])]) == ["Foundation"])
    }

    @Test func anExtensionMemberImportsItsModule() {
        let body = SwiftStatement.expression(.moduleMember(.call("options", []), .allItems))
        #expect(imports([function([body])]) == ["IntentRuntime"])
    }

    @Test func typesInSignaturesAttributesAndConditionalBlocksAreImported() {
        let wrapper = SwiftDeclaration.property(
            SwiftProperty(
                attributes: [.wrapper(.appIntents(.intentParameter), nil)], modifiers: [], name: "place",
                type: .optional(.coreLocation(.placemark))))
        let nested = SwiftDeclaration.conditional(
            SwiftConditionalBlock(.canImport(.intents), [[function([], returning: .array(.intents(.intent)))]]))
        #expect(imports([wrapper, nested]) == ["AppIntents", "CoreLocation", "Intents"])
    }

    @Test func extraImportsAreSanitizedSortedAndKeptOnce() {
        let property = SwiftDeclaration.property(
            SwiftProperty(modifiers: [], name: "url", type: .foundation(.url)))
        #expect(
            imports([property], extra: ["Zeta", "Foundation", "My Kit.Sub"]) == ["Foundation", "My_Kit.Sub", "Zeta"])
    }
}
