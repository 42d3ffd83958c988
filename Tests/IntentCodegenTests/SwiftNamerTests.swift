import Testing

@testable import IntentCodegen

/// The namer is the one place module types become text: qualified in generated code, bare in
/// owned code, and every shape of type written as Swift reads it.
@Suite struct SwiftNamerTests {
    static let result = SwiftType.opaque(
        .composition([.appIntents(.intentResult), .appIntents(.returnsValue).of(.optional(.swift(.string)))]))

    @Test func generatedCodeQualifiesEveryModuleType() {
        let namer = SwiftNamer.qualified
        #expect(
            namer.spelling(.dictionary(.swift(.string), .runtime(.localizedText)))
                == "[Swift.String: IntentRuntime.IntentLocalizedText]")
        #expect(namer.spelling(Self.result) == "some AppIntents.IntentResult & AppIntents.ReturnsValue<Swift.String?>")
        #expect(
            namer.spelling(.runtime(.parameterDescriptor).member("Prompt"))
                == "IntentRuntime.IntentParameterDescriptor.Prompt")
        #expect(namer.spelling(.objectiveC(.nsObjectProtocol)) == "ObjectiveC.NSObjectProtocol")
        #expect(namer.spelling(.coreLocation(.placemark)) == "CoreLocation.CLPlacemark")
    }

    @Test func ownedCodeNamesFrameworkTypesAsPeopleWriteThem() {
        let namer = SwiftNamer.owned
        #expect(namer.spelling(Self.result) == "some IntentResult & ReturnsValue<String?>")
        #expect(namer.spelling(.array(.coreLocation(.placemark))) == "[CLPlacemark]")
        #expect(namer.spelling(.foundation(.measurement).of(.foundation(.unitDuration))) == "Measurement<UnitDuration>")
        // IntentRuntime's and Intents' types keep their module there too.
        #expect(namer.spelling(.runtime(.measurementValue)) == "IntentRuntime.IntentMeasurementValue")
        #expect(namer.spelling(.intents(.object)) == "Intents.INObject")
    }

    @Test func localAndContextualNamesAreWrittenAsGiven() {
        let namer = SwiftNamer.qualified
        #expect(namer.spelling(.named("BookClubIntent").optional) == "BookClubIntent?")
        #expect(namer.spelling(.contextual(RuntimeAssociatedType.intent)) == "Intent")
        #expect(namer.spelling(.contextual(AppIntentContextualType.parameter)) == "Parameter")
        #expect(namer.spelling(.existential(.named("Provider"))) == "any Provider")
    }

    @Test func optionalsAndFunctionsTakeParenthesesWhereSwiftNeedsThem() {
        let namer = SwiftNamer.qualified
        #expect(namer.spelling(.optional(.existential(.swift(.error)))) == "(any Swift.Error)?")
        #expect(namer.spelling(.optional(Self.result)).hasPrefix("(some "))
        let completion = SwiftType.escapingFunction(
            [.optional(.intents(.objectCollection).of(.named("Book"))), .optional(.swift(.error))], .swift(.void))
        #expect(
            namer.spelling(completion) == "@escaping (Intents.INObjectCollection<Book>?, Swift.Error?) -> Swift.Void")
    }

    /// A file's namer spells the types of its declarations and of the expressions in them.
    @Test func aFileRendersThroughItsNamer() {
        let property = SwiftProperty(
            modifiers: [], isConstant: true, name: "place", type: .optional(.coreLocation(.placemark)),
            initialValue: .call(.type(.swift(.string)), [SwiftArgument("describing", .atom("1"))]))
        var file = SwiftFile(headerComments: [], imports: [], declarations: [.property(property)])
        #expect(SwiftRenderer.render(file) == "let place: CoreLocation.CLPlacemark? = Swift.String(describing: 1)\n")
        file.style = .owned
        #expect(SwiftRenderer.render(file) == "let place: CLPlacemark? = String(describing: 1)\n")
    }
}
