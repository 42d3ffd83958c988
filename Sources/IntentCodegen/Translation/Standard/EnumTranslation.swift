import IntentDefinition

extension StandardTranslator {
    /// `enum X: Int` with the definition's raw values, `CaseIterable`, `Codable`, and display
    /// names with their localization keys. An enum with a raw-value-0 case decodes raw values
    /// it does not know as that case. An enum without cases can have neither a raw type nor
    /// synthesized coding, so it gets no raw type and coding that refuses to decode.
    ///
    /// `Hashable` is listed although enums without payloads get it anyway: every generated
    /// type states the same conformances, so the declaration says what the type offers.
    func enumDeclaration(_ enumPlan: EnumPlan) -> SwiftDeclaration {
        let enumeration = enumPlan.enumeration
        let enumNames = enumPlan.names
        let cases = zip(enumeration.cases, enumNames.cases).map { enumCase, name in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: name.spelled, rawValue: SwiftNumberLiteral.integer(enumCase.rawValue)))
        }
        let typeDisplayName = SwiftProperty(
            documentation: "The enum's display name, as the definition states it.",
            modifiers: [access, "static"], isConstant: true, name: "typeDisplayName",
            initialValue: StandardExpressions.localizedText(enumeration.displayName, fallback: enumeration.name))
        let switchCases = zip(enumeration.cases, enumNames.cases).map { enumCase, name in
            SwiftSwitchCase(
                pattern: "." + name.spelled,
                body: [.expression(StandardExpressions.localizedText(enumCase.displayName, fallback: enumCase.name))])
        }
        let displayName = SwiftProperty(
            documentation: "The case's display name, as the definition states it.",
            modifiers: [access], name: "displayName", type: "IntentLocalizedText",
            accessors: .getter([.switch(subject: "self", cases: switchCases)]))
        let isEmpty = enumeration.cases.isEmpty
        var coding: [[SwiftDeclaration]] = isEmpty ? emptyEnumCoding(enumeration) : []
        if let unknownCase = enumPlan.unknownCaseName {
            coding.append([.function(tolerantEnumDecoder(unknownCase: unknownCase.spelled))])
        }
        return .nominal(
            SwiftNominalType(
                documentation: StandardExpressions.documentation(
                    enumeration.displayName?.text, fallback: "The \(enumeration.name) enum."),
                modifiers: typeModifiers, kind: .enum, name: enumNames.type.spelled,
                inheritance: (isEmpty ? [] : ["Int"]) + ["Sendable", "Hashable", "Codable", "CaseIterable"],
                memberGroups: [cases, [.property(typeDisplayName)], [.property(displayName)]] + coding))
    }

    private func emptyEnumCoding(_ enumeration: EnumDefinition) -> [[SwiftDeclaration]] {
        let context = SwiftExpression.call(
            "DecodingError.Context",
            [
                SwiftArgument("codingPath", .atom("decoder.codingPath")),
                SwiftArgument("debugDescription", .string("\(enumeration.name) has no cases")),
            ])
        return [
            [
                .function(
                    SwiftFunction(
                        documentation: "Fails: the enum has no cases to decode.", modifiers: [access], name: "init",
                        parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")],
                        effects: ["throws"],
                        body: [.expression(.prefixed("throw ", .call("DecodingError.dataCorrupted", [SwiftArgument(nil, context)])))]))
            ],
            [
                .function(
                    SwiftFunction(
                        documentation: "Encodes nothing: the enum has no values.", modifiers: [access], name: "encode",
                        parameters: [SwiftParameter(label: "to", name: "encoder", type: "any Encoder")],
                        effects: ["throws"], body: []))
            ],
        ]
    }
}
