import IntentDefinition

/// `<Enum>AppEnum: String, AppEnum` as Xcode's conversion writes it: case names as raw values,
/// no raw-value-0 (`unknown`) case, display representations from the definition; and the
/// conversions to and from the default flavor's enum.
extension AppIntentsTranslator {
    func enumDeclaration(_ enumPlan: EnumPlan) -> SwiftDeclaration {
        let type = enumPlan.names.type.spelled
        let cases = appCases(enumPlan)
        let caseDeclarations: [SwiftDeclaration] = cases.map { index in
            .enumCase(SwiftEnumCase(name: enumPlan.names.cases[index].spelled, rawValue: nil))
        }
        let displayName = enumPlan.enumeration.displayName?.text ?? enumPlan.enumeration.name
        let representations = SwiftExpression.dictionary(
            cases.map { index in
                let enumCase = enumPlan.enumeration.cases[index]
                return SwiftDictionaryEntry(
                    .atom("." + enumPlan.names.cases[index].spelled),
                    displayRepresentation(localized(enumCase.displayName, fallback: enumCase.name)))
            })
        return .nominal(
            SwiftNominalType(
                documentation: displayName, attributes: [Self.baseAvailability], modifiers: accessModifiers,
                kind: .enum,
                name: type, inheritance: [.swift(.string), .appIntents(.appEnum)],
                memberGroups: [
                    caseDeclarations,
                    [
                        typeDisplayRepresentation(
                            enumPlan.enumeration.displayName, fallback: enumPlan.enumeration.name),
                        computedStatic(
                            "caseDisplayRepresentations",
                            .dictionary(.named(type), .appIntents(.displayRepresentation)),
                            representations),
                    ],
                ]))
    }

    /// `init?(_:)` from the default flavor's enum (its raw-value-0 case has no counterpart) and
    /// `init(_:)` back.
    func enumConversions(_ enumPlan: EnumPlan, defaultFlavor defaultFlavorEnum: EnumPlan) -> [SwiftDeclaration] {
        let app = enumPlan.names.type.spelled
        let defaultFlavorType = defaultFlavorEnum.names.type.spelled
        /// `init(_ value: from)` of `type`, switching over the cases from `fromCases` to `toCases`.
        func conversion(
            _ type: String, _ name: String, _ from: String, _ fromCases: [SwiftName], _ toCases: [SwiftName],
            _ rest: [SwiftSwitchCase]
        )
            -> SwiftDeclaration
        {
            let cases = appCases(enumPlan).map { index in
                SwiftSwitchCase(
                    .enumCase(fromCases[index].spelled),
                    body: [.assignment(target: .atom("self"), value: .atom("." + toCases[index].spelled))])
            }
            return conversionExtension(
                type,
                SwiftFunction(
                    documentation: "The case of `value`" + (name == "init" ? "." : "; nil for its unknown case."),
                    modifiers: accessModifiers,
                    name: name, parameters: [SwiftParameter(label: "_", name: "value", type: .named(from))],
                    body: [.switch(subject: .atom("value"), cases: cases + rest)]))
        }
        let unknown =
            defaultFlavorEnum.unknownCaseName.map {
                [SwiftSwitchCase(.enumCase($0.spelled), body: [.return(.atom("nil"))])]
            } ?? []
        return [
            conversion(app, "init?", defaultFlavorType, defaultFlavorEnum.names.cases, enumPlan.names.cases, unknown),
            conversion(defaultFlavorType, "init", app, enumPlan.names.cases, defaultFlavorEnum.names.cases, []),
        ]
    }
}
