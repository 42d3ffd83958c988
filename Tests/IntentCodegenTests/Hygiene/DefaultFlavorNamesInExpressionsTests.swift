import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// The App Intents code converts values to the default flavor's enums and custom types inside
/// its own types: in the query or options provider of a widget's parameter, which builds the
/// default flavor's intent from the other parameters the user has set. There a parameter, or a
/// name App Intents declares (`Parameter`, a query's `Result`), would hide the default flavor's
/// type if the conversion named it; each shape, found by the generated definitions, typechecks
/// on Apple's SDK at iOS 16 with the default flavor's file in the same module.
@Suite("App Intents expressions never name a hideable default-flavor type", AppleSDK.availability)
struct DefaultFlavorNamesInExpressionsTests {
    /// One definition and the conversion its App Intents code must hold where the type would be
    /// hidden.
    struct Shape: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var definition: Definition
        /// The argument, in a nested query or provider, that converts the hidden type's value.
        var conversion: String
    }

    /// A custom type `Book` with a note, offered dynamically.
    static let book = Model.customType(
        "Book", line: 40, properties: [Model.parameter("note", .string, role: .typeProperty, line: 41)])

    static let shapes = [
        // Seeds 7109 and 7442: the parameter `Book` hides the default flavor's `Book`.
        Shape(
            testDescription: "a parameter named like the custom type it holds",
            definition: Model.definition(
                path: "Shadowed.intentdefinition",
                intents: [
                    Model.intent(
                        "Shelf", line: 2, title: "Shelf",
                        parameters: [
                            Model.parameter("Book", .object(Model.reference("Book")), line: 3, displayName: "Book"),
                            Model.parameter(
                                "pick", .object(Model.reference("Book")), line: 4, displayName: "Pick", dynamic: true),
                        ], widget: true)
                ], types: [book]),
            conversion: "Book_: (BookDependency?.Book).map { .init($0) }"),
        // Seed 7140: an entity query's associated type `Result` hides the default flavor's enum.
        Shape(
            testDescription: "an enum named Result beside an entity query",
            definition: Model.definition(
                path: "Results.intentdefinition",
                intents: [
                    Model.intent(
                        "Score", line: 2, title: "Score",
                        parameters: [
                            Model.parameter(
                                "outcome", .enumeration(Model.reference("Result")), line: 3, displayName: "Outcome"),
                            Model.parameter(
                                "pick", .object(Model.reference("Book")), line: 4, displayName: "Pick", dynamic: true),
                        ], widget: true)
                ], enums: [Model.enumeration("Result", line: 20, cases: ["win", "loss"])], types: [book]),
            conversion: "outcome: (outcomeDependency?.outcome).map { .init($0) } ?? .unknown"),
        // Seed 8251: App Intent's `Parameter` (its property wrapper) hides a custom type `Parameter`.
        Shape(
            testDescription: "a custom type named Parameter beside an options provider",
            definition: Model.definition(
                path: "Parameters.intentdefinition",
                intents: [
                    Model.intent(
                        "Tune", line: 2, title: "Tune",
                        parameters: [
                            Model.parameter(
                                "items", .object(Model.reference("Parameter")), line: 3, displayName: "Items",
                                isArray: true),
                            Model.parameter("label", .string, line: 4, displayName: "Label", dynamic: true),
                        ], widget: true)
                ], types: [Model.customType("Parameter", line: 40)]),
            conversion: "items: ((itemsDependency?.items) ?? []).map { .init($0) }"),
        // A parameter named like the default flavor's intent, which the options provider and
        // `perform()` make.
        Shape(
            testDescription: "a parameter named like the default flavor's intent",
            definition: Model.definition(
                path: "Intents.intentdefinition",
                intents: [
                    Model.intent(
                        "Shelf", line: 2, title: "Shelf",
                        parameters: [
                            Model.parameter("ShelfIntent", .string, line: 3, displayName: "Shelf"),
                            Model.parameter("label", .string, line: 4, displayName: "Label", dynamic: true),
                        ],
                        response: Response(location: Model.at(5), codes: [Model.code("success", line: 6)]),
                        widget: false)
                ]),
            conversion: "await handling.handle(intent: .init(self))"),
    ]

    @Test(arguments: shapes)
    func typechecksAtAppIntentsFloor(shape: Shape) throws {
        let files = try GeneratedCodeHygieneTests.generated([shape.definition], [.appIntents, .default])
        let appIntents = try #require(files.first { $0.key.hasSuffix(".appintents.swift") }?.value)
        // The shape is there: the conversion sits where the type's name would be hidden.
        #expect(appIntents.contains(shape.conversion), "\(appIntents)")
        let target = AppleSDK.Target.iOS("16.0")
        let output = try AppleSDK.typecheck(
            files, for: target, moduleName: "App", importPaths: [try AppleSDK.intentRuntime(for: target).path])
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(output.text)\n\(appIntents)")
    }
}
