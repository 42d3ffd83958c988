import Testing

@testable import IntentDefinition

@Suite("Validation: defaults and bounds")
struct DefaultValueValidationTests {
    /// Metadata with a default on column 5, a minimum on column 6 and a maximum on column 7 of `line`.
    private func metadata(
        line: Int, default value: DefaultValue.Value? = nil, minimum: Double? = nil, maximum: Double? = nil
    ) -> ParameterMetadata {
        ParameterMetadata(
            defaultValue: value.map { DefaultValue($0, at: loc(line, 5)) },
            minimumValue: minimum.map { Located($0, at: loc(line, 6)) },
            maximumValue: maximum.map { Located($0, at: loc(line, 7)) })
    }

    private func findings(_ parameters: [Parameter], enums: [EnumDefinition] = []) -> [Found] {
        validationFindings(definition(intents: [intent("Brew", line: 10, parameters: parameters)], enums: enums))
    }

    @Test func wellTypedDefaultsInsideTheirBoundsAreFine() {
        #expect(
            findings(
                [
                    parameter(
                        "count", .integer, line: 11,
                        metadata: metadata(line: 11, default: .integer(2), minimum: 1, maximum: 5)),
                    parameter(
                        "strength", .decimal, line: 12,
                        metadata: metadata(line: 12, default: .number(0.5), minimum: 0, maximum: 1)),
                    parameter("whole", .integer, line: 13, metadata: metadata(line: 13, default: .number(3))),
                    parameter("ratio", .decimal, line: 14, metadata: metadata(line: 14, default: .integer(1))),
                    parameter("name", .string, line: 15, metadata: metadata(line: 15, default: .string("240,100,100"))),
                    parameter("on", .boolean, line: 16, metadata: metadata(line: 16, default: .boolean(true))),
                    parameter("wait", .timeInterval, line: 17, metadata: metadata(line: 17, default: .number(30))),
                    parameter(
                        "size", .enumeration(reference("CupSize", line: 18)), line: 18,
                        metadata: metadata(line: 18, default: .enumCase("large"))),
                ],
                enums: [enumeration("CupSize", line: 100, cases: ["small", "large"])]) == [])
    }

    @Test func anEnumDefaultMustBeACase() {
        let found = findings(
            [
                parameter(
                    "size", .enumeration(reference("CupSize", line: 11)), line: 11,
                    metadata: metadata(line: 11, default: .enumCase("huge")))
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(found == [warningAt(.defaultNotACase, 11, 5)])
    }

    @Test func anUndefinedEnumReportsOnlyTheReference() {
        let found = findings([
            parameter(
                "size", .enumeration(reference("CupSize", line: 11)), line: 11,
                metadata: metadata(line: 11, default: .enumCase("huge")))
        ])
        #expect(found == [errorAt(.undefinedEnum, 11, 4)])
    }

    @Test func aDefaultOfTheWrongTypeIsLeftOutWithAWarning() {
        let found = findings(
            [
                parameter("count", .integer, line: 11, metadata: metadata(line: 11, default: .string("five"))),
                parameter("on", .boolean, line: 12, metadata: metadata(line: 12, default: .integer(1))),
                parameter("name", .string, line: 13, metadata: metadata(line: 13, default: .boolean(true))),
                parameter(
                    "size", .enumeration(reference("CupSize", line: 14)), line: 14,
                    metadata: metadata(line: 14, default: .integer(1))),
            ],
            enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(
            found == [
                warningAt(.defaultTypeMismatch, 11, 5), warningAt(.defaultTypeMismatch, 12, 5),
                warningAt(.defaultTypeMismatch, 13, 5), warningAt(.defaultTypeMismatch, 14, 5),
            ])
        let messages = DefinitionValidator.validate(
            definition(intents: [
                intent(
                    "Brew", line: 10,
                    parameters: [
                        parameter("count", .integer, line: 11, metadata: metadata(line: 11, default: .string("five")))
                    ])
            ])
        )
        .map(\.message)
        #expect(
            messages == [
                "default value of parameter 'count' of intent 'Brew' is the text 'five', but the parameter is Integer; it starts with no default"
            ])
    }

    @Test func aDefaultOutsideTheBoundsIsKeptWithAWarningAndANoteAtTheBound() {
        let parameters = [
            parameter(
                "count", .integer, line: 11, metadata: metadata(line: 11, default: .integer(0), minimum: 1, maximum: 5)),
            parameter("ratio", .decimal, line: 12, metadata: metadata(line: 12, default: .number(1.5), maximum: 1)),
        ]
        #expect(findings(parameters) == [warningAt(.defaultOutOfBounds, 11, 5), warningAt(.defaultOutOfBounds, 12, 5)])
        let diagnostic = DefinitionValidator.validate(
            definition(intents: [intent("Brew", line: 10, parameters: parameters)])
        ).first
        #expect(
            diagnostic?.message
                == "default value 0 of parameter 'count' of intent 'Brew' is below its minimum value 1; it is kept as written"
        )
        #expect(diagnostic?.notes.first?.location == loc(11, 6))
    }

    @Test func aMinimumAboveTheMaximumLeavesTheValueUnboundedWithAWarning() {
        #expect(
            findings([parameter("count", .integer, line: 11, metadata: metadata(line: 11, minimum: 10, maximum: 5))])
                == [warningAt(.minimumAboveMaximum, 11, 6)])
        // Neither bound applies, so no default lies outside them.
        let bounded = metadata(line: 11, default: .integer(20), minimum: 10, maximum: 5)
        #expect(bounded.hasContradictoryBounds)
        #expect(bounded.appliedMinimumValue == nil && bounded.appliedMaximumValue == nil)
        #expect(
            findings([parameter("count", .integer, line: 11, metadata: bounded)])
                == [warningAt(.minimumAboveMaximum, 11, 6)])
        let ordered = metadata(line: 11, minimum: 5, maximum: 10)
        #expect(ordered.appliedMinimumValue?.value == 5 && ordered.appliedMaximumValue?.value == 10)
    }

    @Test func integerBoundsAndDefaultsThatAreNotWholeAreWarnings() {
        #expect(
            findings([
                parameter(
                    "count", .integer, line: 11,
                    metadata: metadata(line: 11, default: .number(2.5), minimum: 0.5, maximum: 5))
            ])
                == [warningAt(.nonWholeInteger, 11, 5), warningAt(.nonWholeInteger, 11, 6)])
    }

    @Test func boundsOnANonNumberAreIgnoredWithAWarning() {
        #expect(
            findings([parameter("name", .string, line: 11, metadata: metadata(line: 11, minimum: 1, maximum: 5))])
                == [warningAt(.boundsOnNonNumber, 11, 6), warningAt(.boundsOnNonNumber, 11, 7)])
    }

    @Test(arguments: [ParameterRole.intentParameter, .responseParameter, .typeProperty])
    func defaultsAreCheckedInEveryRole(role: ParameterRole) {
        let count = parameter(
            "count", .integer, line: 211, tag: 111, role: role, metadata: metadata(line: 211, default: .boolean(true)))
        let model: Definition
        switch role {
        case .intentParameter: model = definition(intents: [intent("Brew", line: 10, parameters: [count])])
        case .responseParameter: model = definition(intents: [intent("Brew", line: 10, responseParameters: [count])])
        case .typeProperty: model = definition(types: [customType("Roaster", line: 200, properties: [count])])
        }
        #expect(validationFindings(model) == [warningAt(.defaultTypeMismatch, 211, 5)])
    }
}
