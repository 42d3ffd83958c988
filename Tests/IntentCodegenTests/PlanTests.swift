import IntentDefinition
import Testing

@testable import IntentCodegen

/// The flavor-neutral plan: what every flavor is told, decided before any Swift is written.
@Suite struct PlanTests {
    private func plan(_ definition: Definition, scheme: NamingScheme = DefaultFlavorNaming.scheme) -> DefinitionPlan {
        DefinitionPlan(definition, options: GenerationOptions(), scheme: scheme)
    }

    private func relationship(to parent: String) -> Relationship {
        Relationship(
            parentName: Located(parent, at: Model.at(1)), predicate: "HasAnyValue", predicateValue: nil, at: Model.at(1)
        )
    }

    @Test func relationshipParentsAreResolvedBeforeTheirChildren() throws {
        let intent = Model.intent(
            "Pick",
            parameters: [
                Model.parameter("chapter", .string, line: 2, relationship: relationship(to: "book")),
                Model.parameter("note", .string, line: 3),
                Model.parameter("book", .string, line: 4, relationship: relationship(to: "shelf")),
                Model.parameter("shelf", .string, line: 5),
            ])
        let planned = try #require(plan(Model.definition(intents: [intent])).intents.first)
        #expect(
            planned.resolutionOrder.map { planned.parameters[$0].parameter.name } == [
                "shelf", "book", "chapter", "note",
            ])
    }

    @Test func applicabilitySpellsOutTheImpliedValues() throws {
        func related(_ parent: String, _ predicate: RelationshipPredicate, _ value: RelationshipValue?) -> Relationship
        {
            Relationship(
                parentName: Located(parent, at: Model.at(1)), predicate: predicate,
                predicateValue: value.map { Located($0, at: Model.at(1)) }, at: Model.at(1))
        }
        let intent = Model.intent(
            "Pick",
            parameters: [
                Model.parameter("mode", .enumeration(Model.reference("Mode")), line: 2),
                Model.parameter("toggle", .boolean, line: 3),
                Model.parameter(
                    "byCase", .string, line: 4, relationship: related("mode", "EnumHasExactValue", .text("custom"))),
                Model.parameter(
                    "byFlag", .string, line: 5, relationship: related("toggle", "BooleanHasExactValue", nil)),
                Model.parameter(
                    "byTrue", .string, line: 6, relationship: related("toggle", "BooleanHasExactValue", .boolean(true))),
                Model.parameter("byAny", .string, line: 7, relationship: related("byCase", "HasAnyValue", nil)),
                Model.parameter("unknown", .string, line: 8, relationship: related("toggle", "SomethingNew", nil)),
                Model.parameter(
                    "noCase", .string, line: 9, relationship: related("mode", "EnumHasExactValue", .text("gone"))),
            ])
        let definition = Model.definition(
            intents: [intent], enums: [Model.enumeration("Mode", cases: ["simple", "custom"])])
        let planned = plan(definition)
        let intentPlan = try #require(planned.intents.first)
        let applicabilities = intentPlan.applicabilities(enums: planned.enums)
        // Case index 2: the unknown case comes first.
        #expect(
            applicabilities.map { $0?.condition } == [
                nil, nil, .isEnumCase(2), .isBoolean(false), .isBoolean(true), .hasAnyValue, nil, nil,
            ])
        #expect(applicabilities.map { $0?.parent } == [nil, nil, 0, 1, 1, 2, nil, nil])
    }

    @Test func aDynamicParameterIsSharedOnlyWhenEveryIntentDeclaresItAlike() {
        let definition = Model.definition(intents: [
            Model.intent("A", parameters: [Model.parameter("account", .string, dynamic: true, search: true)]),
            Model.intent("B", parameters: [Model.parameter("account", .string, dynamic: true, search: true)]),
            Model.intent("C", parameters: [Model.parameter("account", .string, dynamic: true, search: true)]),
            Model.intent("D", parameters: [Model.parameter("tag", .string, dynamic: true)]),
            Model.intent("E", parameters: [Model.parameter("tag", .string, dynamic: true, search: true)]),
        ])
        let shared = plan(definition).sharedParameters
        #expect(shared.map(\.name.spelled) == ["AccountOptionsProviding"])
        #expect(shared.first?.intents == [0, 1, 2])
    }

    @Test func responseCodesAreNumberedAsXcodeNumbersThem() throws {
        let response = Response(
            location: Model.at(10),
            codes: [
                Model.code("failure", line: 11), Model.code("outOfStock", line: 12), Model.code("success", line: 13),
                Model.code("tooLate", line: 14),
            ])
        let planned = try #require(
            plan(Model.definition(intents: [Model.intent("Buy", response: response)])).intents.first?.response)
        #expect(planned.codeCases.map(\.name.bare) == ResponseCode.builtInNames + ["outOfStock", "tooLate"])
        #expect(planned.codeCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100, 101])
        #expect(planned.codeCases.map { $0.code?.nameLocation.line } == [nil, nil, nil, nil, 13, 11, nil, 12, 14])
    }

    @Test func factoriesTakeTheirPlaceholdersAndDropTheFirstLabelOnlyWhenTheCodeEndsWithIt() throws {
        let response = Response(
            location: Model.at(10),
            codes: [
                Model.code("successCount", line: 11, format: "${count} of ${total}"),
                Model.code("failure", line: 12, format: "Only ${total}", concise: "${count}"),
                Model.code("ready", line: 13, format: "No placeholders"),
            ],
            parameters: [
                Model.parameter("total", .integer, role: .responseParameter, line: 14),
                Model.parameter("count", .integer, role: .responseParameter, line: 15),
            ])
        let planned = try #require(
            plan(Model.definition(intents: [Model.intent("Buy", response: response)])).intents.first?.response)
        #expect(planned.factories.map(\.caseName.bare) == ["successCount", "failure"])
        #expect(planned.factories.map(\.arguments) == [[1, 0], [0, 1]])
        #expect(planned.factories.map(\.omitsFirstLabel) == [true, false])
    }

    @Test func rulesAndDefaultsAreDecidedForEveryFlavor() throws {
        var bounds = Model.defaultValue(.number(2))
        bounds.minimumValue = Located(-5, at: Model.at(3))
        bounds.maximumValue = Located(.infinity, at: Model.at(3))
        let intent = Model.intent(
            "Log",
            parameters: [
                Model.parameter(
                    "count", .integer, line: 2, metadata: bounds, reasons: ["required", "negativeNumbersNotSupported"]),
                Model.parameter(
                    "length", .measurement(.length), line: 3, metadata: bounds, reasons: ["negativeNumbersNotSupported"]
                ),
                Model.parameter(
                    "mode", .enumeration(Model.reference("Mode")), line: 4,
                    metadata: Model.defaultValue(.enumCase("slow"))),
            ])
        let planned = try #require(
            plan(Model.definition(intents: [intent], enums: [Model.enumeration("Mode", cases: ["fast", "slow"])]))
                .intents.first)
        let (count, length, mode) = (planned.parameters[0], planned.parameters[1], planned.parameters[2])
        #expect(count.defaultValue == .integer(2))
        #expect(count.rules.isRequired && count.rules.checksNegativeNumbers)
        #expect(count.rules.checkedMinimum == -5 && count.rules.checkedMaximum == nil)
        // Measurement bounds are described, never checked: their unit is unknown.
        #expect(length.rules.forbidsNegativeNumbers && !length.rules.checksNegativeNumbers)
        #expect(length.rules.checkedMinimum == nil && length.defaultValue == nil)
        #expect(mode.kind == .enumeration(0) && mode.defaultValue == .enumCase(2))
        #expect(mode.rules.isEmpty)
    }

    @Test func propertiesThatContainTheirOwnerAreBoxed() {
        let node = Model.customType(
            "Node",
            properties: [
                Model.parameter("next", .object(Model.reference("Node")), role: .typeProperty, line: 2),
                Model.parameter(
                    "children", .object(Model.reference("Node")), role: .typeProperty, line: 3, isArray: true),
                Model.parameter("label", .string, role: .typeProperty, line: 4),
            ])
        let planned = plan(Model.definition(types: [node])).customTypes[0]
        #expect(planned.properties.map(\.isBoxed) == [true, false, false])
        #expect(planned.initializationOrder.map(\.name.bare) == ["children", "label", "next"])
    }

    @Test func aFlavorsNamingSchemeDecidesDerivedNamesAndWhatCollides() throws {
        var scheme = DefaultFlavorNaming.scheme
        scheme.intentSuffix = "Configuration"
        scheme.responseSuffix = "Outcome"
        scheme.optionsMethod = MethodNamePattern(prefix: "options", suffix: "")
        scheme.resolveMethod = MethodNamePattern(prefix: "resolve", suffix: "")
        scheme.intentMembers.insert("perform")
        var book = Model.parameter("book", .string, line: 2, dynamic: true)
        book.supportsResolution = true
        let intent = Model.intent(
            "Read", line: 1, parameters: [book, Model.parameter("perform", .string, line: 3)],
            response: Response(location: Model.at(4), codes: [Model.code("success")]))
        let planned = plan(Model.definition(intents: [intent]), scheme: scheme)
        let names = try #require(planned.intents.first?.names)
        #expect(names.type.bare == "ReadConfiguration" && names.response.bare == "ReadConfigurationOutcome")
        let methods = try #require(planned.intents.first?.parameters.first?.methods)
        #expect(methods.options?.provideOptions.bare == "optionsBook")
        #expect(methods.options?.defaultValue.bare == "defaultBook")
        #expect(methods.resolve?.bare == "resolveBook")
        #expect(names.parameters.map(\.bare) == ["book", "perform_"])
        #expect(planned.diagnostics.map(\.code) == [.swiftNameChanged])
    }
}
