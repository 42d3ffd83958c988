import IntentCodegen
import IntentDefinition
import Testing

/// What the `appintents` translator writes for single features of a definition.
@Suite struct AppIntentsTranslatorTests {
    /// The App Intents of `definition`; `classPrefix` also as the shipped classes' prefix.
    private static func generate(_ definition: Definition, classPrefix: String = "") throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(
            definition,
            options: GenerationOptions(classPrefix: classPrefix, flavor: .appIntents, shippedClassPrefix: classPrefix))
        return try #require(source, "\(diagnostics)")
    }

    /// Xcode's converter names every nested provider after the type, so two dynamic Strings
    /// redeclare `StringOptionsProvider`; intentc names each after its parameter.
    @Test func twoDynamicStringsGetOneProviderEach() throws {
        let intent = Model.intent(
            "SetContactStateValue",
            parameters: [
                Model.parameter("item", .string, line: 2, dynamic: true),
                Model.parameter("state", .string, line: 3, dynamic: true),
            ], response: Response(location: Model.at(9), codes: [Model.code("success"), Model.code("failure")]))
        let source = try Self.generate(Model.definition(intents: [intent]), classPrefix: "OpenHAB")
        #expect(source.contains("public struct OpenHABSetContactStateValueAppIntent: AppIntents.AppIntent,"))
        #expect(source.contains("public static let intentClassName = \"OpenHABSetContactStateValueIntent\""))
        #expect(source.contains("optionsProvider: ItemOptionsProvider()"))
        #expect(source.contains("optionsProvider: StateOptionsProvider()"))
        #expect(source.contains("public struct ItemOptionsProvider: AppIntents.DynamicOptionsProvider {"))
        #expect(source.contains("public struct StateOptionsProvider: AppIntents.DynamicOptionsProvider {"))
        #expect(!source.contains("StringOptionsProvider"))
    }

    @Test func aClassNameOverrideIsTheMigratedClassName() throws {
        var intent = Model.intent("RunScript", parameters: [Model.parameter("script", .string, line: 2)])
        intent.className = Located("PytoRunScriptIntent", at: Model.at(4))
        let source = try Self.generate(Model.definition(intents: [intent]))
        #expect(source.contains("public struct PytoRunScriptIntentAppIntent: AppIntents.AppIntent,"))
        #expect(source.contains("public static let intentClassName = \"PytoRunScriptIntent\""))
        #expect(source.contains("@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)"))
    }

    @Test func boundsBecomeInclusiveRangesWithOpenSidesAtTheExtremes() throws {
        let intent = Model.intent(
            "Count",
            parameters: [
                Model.parameter(
                    "pages", .integer, line: 2,
                    metadata: ParameterMetadata(minimumValue: Located(1, at: Model.at(2)))),
                Model.parameter(
                    "ratio", .decimal, line: 3,
                    metadata: ParameterMetadata(
                        minimumValue: Located(0.5, at: Model.at(3)), maximumValue: Located(2.25, at: Model.at(3)))),
            ], widget: true)
        let source = try Self.generate(Model.definition(intents: [intent]))
        #expect(source.contains("inclusiveRange: (1, 9_223_372_036_854_775_807)"))
        #expect(source.contains("inclusiveRange: (0.5, 2.25)"))
    }

    /// An unset enum parameter is the definition's default in the default flavor's intent, as
    /// that intent starts; without a default it is the raw-value-0 case.
    @Test func enumsLoseTheUnknownCaseAndConvertBothWaysUnsetToTheDefault() throws {
        let definition = Model.definition(
            intents: [
                Model.intent(
                    "Log",
                    parameters: [
                        Model.parameter(
                            "period", .enumeration(Model.reference("Period")), line: 2,
                            metadata: Model.defaultValue(.enumCase("week"))),
                        Model.parameter("pace", .enumeration(Model.reference("Period")), line: 3),
                    ], widget: true)
            ],
            enums: [Model.enumeration("Period", line: 20, cases: ["day", "week"])])
        let source = try Self.generate(definition)
        #expect(
            source.contains(
                "public enum PeriodAppEnum: Swift.String, AppIntents.AppEnum {\n    case day\n    case week\n"))
        #expect(source.contains("@AppIntents.IntentParameter(title: \"period\", default: .week)"))
        #expect(source.contains("case .unknown:\n        return nil"))
        #expect(source.contains("period: intent.period.map { .init($0) } ?? .week,"))
        #expect(source.contains("pace: intent.pace.map { .init($0) } ?? .unknown"))
    }

    /// A widget's (iOS 17) entity and String parameters with dynamic options ask the app's
    /// provider with the values of the intent's other parameters, read through one
    /// `@IntentParameterDependency` each; the entity's own query (iOS 16 too) and an iOS 16
    /// intent's providers ask with an empty intent.
    @Test func widgetOptionsSeeTheOtherParameters() throws {
        func intent(_ name: String, widget: Bool) -> Intent {
            Model.intent(
                name,
                parameters: [
                    Model.parameter("book", .object(Model.reference("Book")), line: 2, dynamic: true),
                    Model.parameter("shelf", .string, line: 3, dynamic: true),
                    Model.parameter(
                        "period", .enumeration(Model.reference("Period")), line: 4,
                        metadata: Model.defaultValue(.enumCase("week"))),
                ], widget: widget)
        }
        let book = Model.customType("Book", line: 30, properties: [])
        let period = Model.enumeration("Period", line: 20, cases: ["day", "week"])
        let widget = try Self.generate(
            Model.definition(intents: [intent("Pick", widget: true)], enums: [period], types: [book]))
        for expected in [
            "@AppIntents.IntentParameter(title: \"book\", query: BookQuery())\n    public var book: BookAppEntity?\n"
                + "    /// Finds `BookAppEntity` values through the app's code.\n    public struct BookQuery: AppIntents.EntityQuery {",
            "@AppIntents.IntentParameterDependency<PickAppIntent>(\\.$shelf)\n      private var shelfDependency\n",
            "private var intent: PickIntent {\n        .init(\n          shelf: (shelfDependency?.shelf),\n"
                + "          period: (periodDependency?.period).map { .init($0) } ?? .week\n        )\n      }",
            "try await options.provideBookOptionsCollection(for: intent).allItems.map {\n          BookAppEntity($0)\n        }",
            "@AppIntents.IntentParameterDependency<PickAppIntent>(\\.$book)\n      private var bookDependency\n",
            "book: (bookDependency?.book).map { .init($0) },",
            "try await options.provideShelfOptionsCollection(for: intent).allItems",
            // The entity's own query.
            "try await options.provideBookOptionsCollection(for: .init()).allItems.map {\n        BookAppEntity($0)\n      }",
        ] {
            #expect(widget.contains(expected), "missing: \(expected)")
        }
        let app = try Self.generate(
            Model.definition(intents: [intent("Pick", widget: false)], enums: [period], types: [book]))
        #expect(!app.contains("IntentParameterDependency") && !app.contains("query: BookQuery()"))
        #expect(app.contains("try await options.provideShelfOptionsCollection(for: .init()).allItems"))
    }

    @Test func searchableEntitiesGetAStringQuery() throws {
        let definition = Model.definition(
            intents: [
                Model.intent(
                    "Pick",
                    parameters: [
                        Model.parameter("book", .object(Model.reference("Book")), line: 2, dynamic: true, search: true)
                    ], widget: true)
            ],
            types: [
                Model.customType(
                    "Book", line: 30, properties: [Model.parameter("author", .string, role: .typeProperty, line: 31)])
            ])
        let source = try Self.generate(definition)
        #expect(source.contains("public struct BookAppEntityQuery: AppIntents.EntityStringQuery {"))
        #expect(
            source.contains("provideBookOptionsCollection(\n        for: .init(),\n        searchTerm: string\n      )")
        )
        #expect(source.contains("@AppIntents.EntityProperty(title: \"author\")\n    public var author: Swift.String?"))
    }

    /// A response's output and dialogs become `perform()`'s result.
    @Test func aResponseBecomesPerformsResult() throws {
        let response = Response(
            location: Model.at(10),
            codes: [Model.code("success", line: 11, format: "Read ${pages} pages"), Model.code("failure", line: 12)],
            parameters: [Model.parameter("pages", .integer, role: .responseParameter, line: 13)],
            outputParameterName: Located("pages", at: Model.at(14)))
        let source = try Self.generate(
            Model.definition(intents: [Model.intent("Read", parameters: [], response: response)]))
        #expect(
            source.contains(
                "some AppIntents.IntentResult & AppIntents.ReturnsValue<Swift.Int?> & AppIntents.ProvidesDialog"))
        #expect(source.contains("let response = await handling.handle(intent: .init(self))"))
        // A dialog with values is looked up in the generated String Catalog under its ID.
        #expect(
            source.contains("\"f-success\",\n            defaultValue: \"Read \\(Self.text(response.pages)) pages\""))
        #expect(source.contains("table: \"TestAppIntents\""))
        #expect(source.contains("@AppIntents.AppDependency\n    private var handling: any ReadIntentHandling"))
    }

    /// A name that starts like a property wrapper's storage is changed, with a warning.
    @Test func aLeadingUnderscoreIsChangedApartFromWrapperStorage() throws {
        let definition = Model.definition(
            intents: [
                Model.intent(
                    "Tag",
                    parameters: [
                        Model.parameter("name", .string, line: 2), Model.parameter("_name", .string, line: 3),
                    ],
                    widget: true)
            ])
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: .appIntents))
        #expect(try #require(source).contains("public var v_name: Swift.String?"))
        let changed = diagnostics.filter { $0.code == .swiftNameChanged }
        #expect(changed.count == 1)
        #expect(changed.first?.location == Model.at(3, 5))
        #expect(changed.first?.message.contains("'_name'") == true)
    }
}
