import IntentCodegen
import IntentDefinition
import Testing

/// IC100–IC103: every naming code is triggered and located.
@Suite struct NamingDiagnosticsTests {
    private func diagnostics(_ definition: Definition, _ options: GenerationOptions = GenerationOptions())
        -> [Diagnostic]
    {
        SwiftGenerator.generate(definition, options: options).diagnostics
    }

    @Test func parametersThatSanitizeAlikeCollide() throws {
        let definition = Model.definition(intents: [
            Model.intent(
                "Order", line: 10,
                parameters: [
                    Model.parameter("my_param", .string, line: 11), Model.parameter("my param", .string, line: 12),
                ])
        ])
        let result = SwiftGenerator.generate(definition, options: GenerationOptions())
        #expect(result.source == nil)
        let collision = try #require(result.diagnostics.first { $0.code == .swiftNameCollision })
        #expect(collision.severity == .error)
        #expect(collision.location == Model.at(12, 5))
        #expect(collision.message.contains("'my param'") && collision.message.contains("'my_param'"))
        #expect(collision.notes.map(\.location) == [Model.at(11, 5)])
        #expect(SwiftGenerator.check(definition, options: GenerationOptions()).contains(collision))
    }

    @Test func anApplicabilityCheckCollidesWithAParameterOfItsName() throws {
        var child = Model.parameter("account", .string, line: 12)
        child.relationship = Relationship(
            parentName: Located("shared", at: Model.at(12)), predicate: "HasAnyValue", predicateValue: nil,
            at: Model.at(12))
        let definition = Model.definition(intents: [
            Model.intent(
                "Feed", line: 10,
                parameters: [
                    Model.parameter("shared", .string, line: 11), child,
                    Model.parameter("isAccountApplicable", .boolean, line: 13),
                ])
        ])
        let collisions = diagnostics(definition).filter { $0.code == .swiftNameCollision }
        #expect(collisions.map(\.location) == [Model.at(12, 5)])
        #expect(collisions.first?.message.contains("'isAccountApplicable'") == true)
        #expect(collisions.first?.notes.map(\.location) == [Model.at(13, 5)])
    }

    @Test func typesCollideWithDerivedIntentNames() throws {
        let definition = Model.definition(
            intents: [
                Model.intent(
                    "Foo", line: 10, response: Response(location: Model.at(11), codes: [Model.code("success")]))
            ],
            enums: [Model.enumeration("FooIntentResponse", line: 20, cases: ["a"])],
            types: [Model.customType("FooIntent", line: 30)])
        let collisions = diagnostics(definition).filter { $0.code == .swiftNameCollision }
        #expect(collisions.map(\.location) == [Model.at(20, 5), Model.at(30, 5)])
        #expect(collisions.allSatisfy { $0.notes.first?.location == Model.at(10, 5) })
    }

    @Test func theEmbeddedTranslationsTypeCollidesWithADefinitionType() throws {
        // `Test.intentdefinition` embeds its tables as `<prefix>TestTranslations`.
        let definition = Model.definition(enums: [Model.enumeration("TestTranslations", line: 20, cases: ["a"])])
        #expect(diagnostics(definition).allSatisfy { $0.code != .swiftNameCollision })
        let embedding = GenerationOptions(embedTranslations: true)
        let collision = try #require(diagnostics(definition, embedding).first { $0.code == .swiftNameCollision })
        #expect(collision.severity == .error)
        #expect(collision.location == Model.at(20, 5))
        #expect(
            collision.message.contains("'TestTranslations'") && collision.message.contains("'Test.intentdefinition'"))
        #expect(collision.notes.map(\.location) == [Model.at(1)])
        #expect(SwiftGenerator.check(definition, options: embedding).contains(collision))
        // Generating with tables to embed stops at the collision.
        let tables = DefinitionTranslations(tables: ["de": [:]], developmentLanguage: "en")
        let generated = SwiftGenerator.generate(definition, options: embedding, translations: tables)
        #expect(generated.source == nil && generated.diagnostics.contains(collision))
        // The project's class prefix is part of the name: an enum with its own prefix `AB`
        // clashes only when the project's prefix is `AB` too.
        var prefixedEnum = Model.enumeration("TestTranslations", line: 20, cases: ["a"])
        prefixedEnum.classPrefix = "AB"
        let prefixedDefinition = Model.definition(enums: [prefixedEnum])
        #expect(diagnostics(prefixedDefinition, embedding).allSatisfy { $0.code != .swiftNameCollision })
        let prefixed = GenerationOptions(classPrefix: "AB", embedTranslations: true)
        #expect(diagnostics(prefixedDefinition, prefixed).contains { $0.code == .swiftNameCollision })
    }

    /// The `intents` flavor declares `<E>ResolutionResult` for every enum and custom type: a type
    /// of the definition that takes such a name is reported there, not left to the compiler.
    @Test func theIntentsFlavorsResolutionResultsCollideWithDefinitionTypes() throws {
        let definition = Model.definition(
            enums: [Model.enumeration("Size", line: 20, cases: ["small"])],
            types: [Model.customType("SizeResolutionResult", line: 30)])
        #expect(diagnostics(definition).allSatisfy { $0.code != .swiftNameCollision })
        let intents = GenerationOptions(flavor: .intents)
        let collision = try #require(diagnostics(definition, intents).first { $0.code == .swiftNameCollision })
        #expect(collision.severity == .error)
        #expect(collision.location == definition.types[0].nameLocation)
        #expect(collision.message.contains("'SizeResolutionResult'") && collision.message.contains("enum 'Size'"))
        #expect(collision.notes.map(\.location) == [definition.enums[0].nameLocation])
        #expect(SwiftGenerator.generate(definition, options: intents).source == nil)
    }

    /// A parameter with unsupported reasons gets `<INIntentName><P>UnsupportedReason` and
    /// `<INIntentName><P>ResolutionResult` in the `intents` flavor; enum `OrderSize`'s resolution
    /// result takes the second name first.
    @Test func theIntentsFlavorsReasonTypesCollideWithDefinitionTypes() throws {
        let definition = Model.definition(
            intents: [
                Model.intent(
                    "Order", line: 10, parameters: [Model.parameter("size", .string, line: 11, reasons: ["required"])])
            ],
            enums: [Model.enumeration("OrderSize", line: 20, cases: ["small"])])
        #expect(diagnostics(definition).allSatisfy { $0.code != .swiftNameCollision })
        let intents = GenerationOptions(flavor: .intents)
        let collision = try #require(diagnostics(definition, intents).first { $0.code == .swiftNameCollision })
        #expect(collision.location == definition.intents[0].parameters[0].nameLocation)
        #expect(
            collision.message.contains("'OrderSizeResolutionResult'") && collision.message.contains("enum 'OrderSize'"))
        #expect(collision.notes.map(\.location) == [definition.enums[0].nameLocation])
        // Without reasons the parameter declares no types of its own.
        let plain = Model.definition(
            intents: [Model.intent("Order", line: 10, parameters: [Model.parameter("size", .string, line: 11)])],
            enums: [Model.enumeration("OrderSize", line: 20, cases: ["small"])])
        #expect(diagnostics(plain, intents).allSatisfy { $0.code != .swiftNameCollision })
    }

    @Test func classPrefixesTakePartInCollisions() {
        let definition = Model.definition(
            intents: [Model.intent("Foo", line: 10)], types: [Model.customType("FooIntent", line: 30)])
        #expect(
            diagnostics(definition, GenerationOptions(classPrefix: "XY")).contains { $0.code == .swiftNameCollision })
    }

    @Test func optionsMethodsCollideWhenOnlyTheFirstLetterDiffers() throws {
        let definition = Model.definition(intents: [
            Model.intent(
                "Pick", line: 10,
                parameters: [
                    Model.parameter("item", .string, line: 11, dynamic: true),
                    Model.parameter("Item", .string, line: 12, dynamic: true),
                ])
        ])
        let collisions = diagnostics(definition).filter { $0.code == .swiftNameCollision }
        // One report per parameter, naming the real method, although both of its methods clash.
        #expect(collisions.count == 1)
        let collision = try #require(collisions.first)
        #expect(collision.location == Model.at(12, 5))
        #expect(collision.message.contains("options methods"))
        #expect(collision.message.contains("'provideItemOptionsCollection'"))
        #expect(collision.notes.map(\.location) == [Model.at(11, 5)])
    }

    @Test func enumClassNamesAreCheckedWhereTheyAreWritten() throws {
        var renamed = Model.enumeration("Mode", line: 10, cases: ["a"])
        renamed.className = Located("Mode Enum", at: Model.at(14, 3))
        var clashing = Model.enumeration("Other", line: 20, cases: ["b"])
        clashing.className = Located("Mode_Enum", at: Model.at(24, 3))
        let found = diagnostics(Model.definition(enums: [renamed, clashing]))
        let changed = try #require(found.first { $0.code == .swiftNameChanged })
        #expect(changed.location == Model.at(14, 3))
        #expect(changed.message.contains("'Mode_Enum'"))
        let collision = try #require(found.first { $0.code == .swiftNameCollision })
        #expect(collision.location == Model.at(24, 3))
        #expect(collision.notes.map(\.location) == [Model.at(14, 3)])
    }

    @Test func enumCasesAndResponseCodesCollide() {
        let enumeration = Model.enumeration("Mode", line: 10, cases: ["a b", "a_b"])
        let response = Response(
            location: Model.at(20),
            codes: [Model.code("success"), Model.code("x-y", line: 21), Model.code("x_y", line: 22)])
        let found = diagnostics(
            Model.definition(intents: [Model.intent("Go", response: response)], enums: [enumeration])
        )
        .filter { $0.code == .swiftNameCollision }.map(\.location)
        #expect(found.contains(Model.at(13, 5)))
        #expect(found.contains(Model.at(22, 5)))
    }

    @Test func changedNamesAreWarnedAboutWhereTheyAreRead() throws {
        let definition = Model.definition(intents: [
            Model.intent(
                "Go", line: 10,
                parameters: [Model.parameter("self", .string, line: 11), Model.parameter("default", .string, line: 12)])
        ])
        let result = SwiftGenerator.generate(definition, options: GenerationOptions())
        let changed = result.diagnostics.filter { $0.code == .swiftNameChanged }
        #expect(changed.map(\.location) == [Model.at(11, 5)])  // `default` only needs backticks
        #expect(changed.first?.severity == .warning)
        #expect(changed.first?.message.contains("'self_'") == true)
        #expect(try #require(result.source).contains("public var self_: Swift.String?"))
    }

    @Test func systemIntentsGenerateNothingWithANote() throws {
        var system = Model.intent("Intents.INSendMessageIntent", line: 10)
        system.kind = .system
        let definition = Model.definition(intents: [system, Model.intent("Custom", line: 20)])
        let result = SwiftGenerator.generate(definition, options: GenerationOptions())
        let note = try #require(result.diagnostics.first)
        #expect(note.code == .systemIntentNotGenerated)
        #expect(note.severity == .note)
        #expect(note.location == Model.at(10, 5))
        let source = try #require(result.source)
        #expect(!source.contains("Intents.INSendMessageIntent"))
        #expect(source.contains("struct CustomIntent"))
    }

    @Test func typesThatCannotBeGeneratedStopGeneration() {
        let definition = Model.definition(intents: [
            Model.intent(
                "Go", line: 10,
                parameters: [
                    Model.parameter("a", .unknown("Gizmo"), line: 11),
                    Model.parameter("b", .enumeration(Model.reference("Missing")), line: 12),
                    Model.parameter("c", .object(Model.reference("Nowhere")), line: 13),
                    Model.parameter("d", .missing, line: 14),
                    Model.parameter(
                        "e", .object(TypeReference(name: "Person", namespace: "System", at: Model.at(15))), line: 15),
                ])
        ])
        let result = SwiftGenerator.generate(definition, options: GenerationOptions())
        #expect(result.source == nil)
        let unavailable = result.diagnostics.filter { $0.code == .swiftTypeUnavailable }
        #expect(unavailable.map(\.location) == [11, 12, 13, 14].map { Model.at($0, 9) })
        #expect(unavailable.first?.message.contains("'Gizmo'") == true)
        // Lint's check reports exactly what generation reports.
        #expect(SwiftGenerator.check(definition, options: GenerationOptions()) == result.diagnostics)
    }

    @Test func everyNamingCodeIsInTheCatalog() {
        let codes: [DiagnosticCode] = [
            .swiftNameCollision, .swiftNameChanged, .systemIntentNotGenerated, .swiftTypeUnavailable,
        ]
        #expect(codes.allSatisfy { DiagnosticCode.catalog.contains($0) })
        #expect(codes.map(\.rawValue) == ["IC100", "IC101", "IC102", "IC103"])
    }
}
