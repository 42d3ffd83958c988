import IntentDefinition

extension StandardTranslator {
    /// `enum X: Int` with the definition's raw values, `CaseIterable`, `Codable`, and display
    /// names with their localization keys. An enum without cases cannot have a raw type, so
    /// it gets none.
    func enumDeclaration(_ enumeration: EnumDefinition, _ enumNames: DefinitionNames.EnumNames) -> SwiftDeclaration {
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
        let rawType = enumeration.cases.isEmpty ? [] : ["Int"]
        return .nominal(
            SwiftNominalType(
                documentation: enumeration.displayName?.text ?? "The \(enumeration.name) enum.",
                modifiers: typeModifiers, kind: .enum, name: enumNames.type.spelled,
                inheritance: rawType + ["Sendable", "Hashable", "Codable", "CaseIterable"],
                memberGroups: [cases, [.property(typeDisplayName)], [.property(displayName)]]))
    }
}
