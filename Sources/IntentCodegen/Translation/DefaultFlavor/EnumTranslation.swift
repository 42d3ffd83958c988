import IntentDefinition

extension DefaultFlavorTranslator {
    /// `enum X: Int, IntentEnumeration` with the definition's raw values and display names with
    /// their localization keys; the runtime's `IntentTolerantEnum` decodes raw values it does not
    /// know as the raw-value-0 case, where there is one. An enum without cases can have neither
    /// a raw type nor synthesized coding, so it states its conformances itself and gets coding
    /// that refuses to decode.
    func enumDeclaration(_ enumPlan: EnumPlan) -> SwiftDeclaration {
        let enumeration = enumPlan.enumeration
        let enumNames = enumPlan.names
        let namedCases = zip(enumeration.cases, enumNames.cases)
        let cases = namedCases.map { enumCase, name in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(name: name.spelled, rawValue: SwiftNumberLiteral.integer(enumCase.rawValue)))
        }
        let typeDisplayName = SwiftProperty(
            modifiers: staticModifiers, isConstant: true, name: "typeDisplayName",
            initialValue: DefaultFlavorExpressions.localizedText(enumeration.displayName, fallback: enumeration.name))
        let switchCases = namedCases.map { enumCase, name in
            SwiftSwitchCase(
                .enumCase(name.spelled),
                body: [
                    .expression(DefaultFlavorExpressions.localizedText(enumCase.displayName, fallback: enumCase.name))
                ])
        }
        let displayName = SwiftProperty(
            modifiers: accessModifiers, name: "displayName", type: .runtime(.localizedText),
            accessors: .getter([.switch(subject: .atom("self"), cases: switchCases)]))
        let isEmpty = enumeration.cases.isEmpty
        return .nominal(
            SwiftNominalType(
                documentation: DefaultFlavorExpressions.documentation(
                    enumeration.displayName?.text, fallback: "The \(enumeration.name) enum."),
                modifiers: typeModifiers, kind: .enum, name: enumNames.type.spelled,
                inheritance: isEmpty
                    ? [.swift(.sendable), .swift(.hashable), .swift(.codable), .swift(.caseIterable)]
                    : [.swift(.int), .runtime(.enumeration)],
                memberGroups: [cases, [.property(typeDisplayName)], [.property(displayName)]]
                    + (isEmpty ? emptyEnumCoding(enumeration) : [])))
    }

    private func emptyEnumCoding(_ enumeration: EnumDefinition) -> [[SwiftDeclaration]] {
        let context = SwiftExpression.call(
            .nested(.swift(.decodingError), "Context"),
            [
                SwiftArgument("codingPath", .member(.atom("decoder"), "codingPath")),
                SwiftArgument("debugDescription", .string("\(enumeration.name) has no cases")),
            ])
        let refusal = SwiftExpression.call(
            .member(.type(.swift(.decodingError)), "dataCorrupted"), [SwiftArgument(nil, context)])
        return [
            [codingFunction(encoding: false, [.expression(.prefixed(.throw, refusal))])],
            [codingFunction(encoding: true, [])],
        ]
    }
}
