/// Custom types (XcodeGeneratedClasses.md, 'Custom types'): an `INObject` subclass with one
/// `@NSManaged` property per user property, and `<T>ResolutionResult`.
extension IntentsTranslator {
    /// The class and its resolution result.
    func customTypeDeclarations(_ customType: CustomTypePlan) -> [SwiftDeclaration] {
        let type = customType.names.type
        let stem = IntentsSelectorStem.of(customType.customType.name)
        let properties = members(customType.properties, setters: IntentsAccessorNames.customTypeSetters).compactMap {
            member in
            member.map { managedProperty($0, attributes: [IntentsAvailability.iOS13]) }
        }
        let secureCoding = SwiftProperty(
            documentation: "Instances are archived with secure coding.",
            modifiers: [.override, access, .class], name: "supportsSecureCoding", type: .swift(.bool),
            accessors: .getter([.return(.atom("true"))]))
        let result = IntentsNaming.resolutionResult(customType.names.resolutionResult, of: type)
        return [
            .nominal(
                SwiftNominalType(
                    documentation: "The `\(customType.customType.name)` type: an identifier, a display string and "
                        + "its own properties.",
                    attributes: [IntentsAvailability.declaration, .objc("\(type.bare)")],
                    modifiers: classDeclarationModifiers,
                    kind: .class, name: type.spelled, inheritance: [.intents(.object)],
                    memberGroups: [properties, [.property(secureCoding)]])),
            .nominal(
                SwiftNominalType(
                    documentation: "The resolution of a `\(type.bare)` value.",
                    attributes: [IntentsAvailability.resolutionResult, .objc("\(result)")],
                    modifiers: classDeclarationModifiers,
                    kind: .class, name: result, inheritance: [.intents(.objectResolutionResult)],
                    memberGroups: resultMembers(type.type, stem: stem).map { [.function($0)] })),
        ]
    }

    /// The three typed factories, and the inherited `INObject` ones made unavailable.
    private func resultMembers(_ type: SwiftType, stem: String) -> [SwiftFunction] {
        let typeName = SwiftNamer.qualified.spelling(type)
        // Each factory's argument type, made from the type of one value.
        let factories: [(name: String, selector: String, argument: String, valueType: (SwiftType) -> SwiftType)] = [
            ("success", "successWithResolved\(stem):", "resolvedObject", { $0 }),
            ("disambiguation", "disambiguationWith\(stem)sToDisambiguate:", "objectsToDisambiguate", { .array($0) }),
            ("confirmationRequired", "confirmationRequiredWith\(stem)ToConfirm:", "objectToConfirm", { .optional($0) }),
        ]
        let typed = factories.map { factory in
            SwiftFunction(
                documentation: "The `\(factory.name)` result for `\(typeName)` values.",
                attributes: [.objc("\(factory.selector)")], modifiers: classModifiers, name: factory.name,
                parameters: [SwiftParameter(label: "with", name: factory.argument, type: factory.valueType(type))],
                returnType: .contextual(IntentsContextualType.selfType),
                body: [
                    .return(
                        .call(.member(.atom("super"), factory.name), [SwiftArgument("with", .atom(factory.argument))]))
                ])
        }
        let inherited = factories.map { factory in
            SwiftFunction(
                documentation: "Unavailable: the result holds `\(typeName)` values only.",
                attributes: [.available("*, unavailable")], modifiers: [.override, access, .class],
                name: factory.name,
                parameters: [
                    SwiftParameter(
                        label: "with", name: factory.argument,
                        type: factory.valueType(.intents(.object)))
                ],
                returnType: .contextual(IntentsContextualType.selfType), body: [.expression(.call("fatalError", []))])
        }
        return typed + inherited
    }
}
