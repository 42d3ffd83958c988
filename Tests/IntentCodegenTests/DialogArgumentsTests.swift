import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Generated `dialogArguments`, compiled and run: every parameter, a Boolean written with its
/// true/false display names (keyed, for compound translations), a nested placeholder path
/// through a custom type's properties, and no entry for an enum without cases.
@Suite struct DialogArgumentsTests {
    private static let definition: Definition = {
        var flag = Model.parameter("urgent", .boolean, role: .responseParameter, line: 31)
        flag.metadata.trueDisplayName = LocalizedText(text: "Urgent", id: "tUrg", at: Model.at(31))
        flag.metadata.falseDisplayName = LocalizedText(text: "Relaxed", id: "fRel", at: Model.at(31))
        let response = Response(
            location: Model.at(30),
            codes: [Model.code("success", line: 35, format: "${order.total} for ${order.customer.name}, ${urgent}")],
            parameters: [
                Model.parameter("order", .object(Model.reference("Order")), role: .responseParameter, line: 32),
                flag,
                Model.parameter(
                    "nothing", .enumeration(Model.reference("Nothing")), role: .responseParameter, line: 33),
            ])
        return Model.definition(
            intents: [Model.intent("Deliver", line: 10, response: response)],
            enums: [EnumDefinition(name: "Nothing", nameLocation: Model.at(70), location: Model.at(70))],
            types: [
                Model.customType(
                    "Order", line: 40,
                    properties: [
                        Model.parameter("total", .decimal, role: .typeProperty, line: 41),
                        Model.parameter(
                            "customer", .object(Model.reference("Customer")), role: .typeProperty, line: 42),
                    ]),
                Model.customType(
                    "Customer", line: 50, properties: [Model.parameter("name", .string, role: .typeProperty, line: 51)]),
            ])
    }()

    @Test(FastLoop.heavy) func argumentsFillTheDialogFromTheResponsesValues() throws {
        let (source, diagnostics) = SwiftGenerator.generate(Self.definition, options: GenerationOptions())
        let generated = try #require(source, "\(diagnostics)")
        #expect(!generated.contains("\"nothing\":"))
        let program = """
            import IntentRuntime

            let customer = Customer(identifier: "c", display: "Ada L.", name: "Ada")
            let order = Order(identifier: "o", display: "Order 7", total: 12.5, customer: customer)
            let response = DeliverIntentResponse(code: .success, order: order, urgent: true)
            let translations = IntentTranslations(tables: [
                "de": ["f-success-tUrg": "Eilig: ${order.customer.name} zahlt ${order.total}", "f-success": "unused"],
            ])
            for language in ["de", "fr"] {
                print(response.localizedDialog(language: language, translations: translations) ?? "nil")
            }
            print(DeliverIntentResponse(code: .success).dialogArguments.isEmpty)
            print(response.dialogArguments["urgent"] == .value(IntentLocalizedText("Urgent", key: "tUrg")))
            print(response.dialogArguments["order"] == .text("Order 7"))
            """
        let run = try SwiftToolchain.compileAndRun(["Generated.swift": generated, "main.swift": program])
        #expect(run.status == 0, "\(run.text)")
        #expect(
            run.standardOutput.split(separator: "\n") == [
                "Eilig: Ada zahlt 12.5", "12.5 for Ada, Urgent", "true", "true", "true",
            ])
    }
}
