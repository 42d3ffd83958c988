/// Enums (XcodeGeneratedClasses.md, 'Enums'): `@objc enum <E>: Int` with back-ticked cases and
/// explicit raw values, and `<E>ResolutionResult`.
extension IntentsTranslator {
    /// The enum and its resolution result.
    func enumDeclarations(_ enumPlan: EnumPlan) -> [SwiftDeclaration] {
        let type = enumPlan.names.type
        let stem = IntentsSelectorStem.of(enumPlan.enumeration.name)
        var cases = zip(enumPlan.enumeration.cases, enumPlan.names.cases).map { enumCase, name in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: "`\(name.bare)`", rawValue: String(enumCase.rawValue)))
        }
        if cases.isEmpty {
            // An `Int` enum needs a case; Xcode's enums always start with this one.
            cases = [.enumCase(SwiftEnumCase(name: "`unknown`", rawValue: "0"))]
        }
        let result = IntentsNaming.resolutionResult(enumPlan.names.resolutionResult, of: type)
        let success = SwiftFunction(
            documentation: "Resolved to `resolvedValue`.", attributes: [.objc("successWithResolved\(stem):")],
            modifiers: classModifiers, name: "success",
            parameters: [SwiftParameter(label: "with", name: "resolvedValue", type: type.type)],
            returnType: .contextual(IntentsContextualType.selfType),
            body: [
                .return(
                    .call(
                        "__success", [SwiftArgument("withResolvedValue", .member(.atom("resolvedValue"), "rawValue"))]))
            ])
        let confirmation = SwiftFunction(
            documentation: "Resolved to `valueToConfirm` once the user confirms it.",
            attributes: [.objc("confirmationRequiredWith\(stem)ToConfirm:")], modifiers: classModifiers,
            name: "confirmationRequired",
            parameters: [SwiftParameter(label: "with", name: "valueToConfirm", type: type.type)],
            returnType: .contextual(IntentsContextualType.selfType),
            body: [
                .return(
                    .call(
                        "__confirmationRequiredWithValue",
                        [SwiftArgument("toConfirm", .member(.atom("valueToConfirm"), "rawValue"))]))
            ])
        return [
            .nominal(
                SwiftNominalType(
                    documentation: "The `\(enumPlan.enumeration.name)` enum; raw values are the definition's indices.",
                    attributes: [IntentsAvailability.declaration], modifiers: [.objc, access], kind: .enum,
                    name: type.spelled, inheritance: [.swift(.int)], memberGroups: [cases])),
            .nominal(
                SwiftNominalType(
                    documentation: "The resolution of a `\(type.bare)` value.",
                    attributes: [IntentsAvailability.resolutionResult, .objc("\(result)")],
                    modifiers: classDeclarationModifiers,
                    kind: .class, name: result, inheritance: [.intents(.enumResolutionResult)],
                    memberGroups: [[.function(success)], [.function(confirmation)]])),
        ]
    }
}
