import IntentDefinition

extension DefaultFlavorTranslator {
    /// `struct X: IntentObject` with `identifier`, `displayString`, the user properties,
    /// `init(identifier:display:)` and a memberwise initializer. A property whose type contains
    /// its owner is kept in an `IntentIndirect` box under the same coding key.
    func customTypeDeclaration(_ typePlan: CustomTypePlan) -> SwiftDeclaration {
        let customType = typePlan.customType
        let members = members(typePlan.properties)
        let initializationOrder = self.members(typePlan.initializationOrder)
        var properties: [SwiftDeclaration] = [
            .property(SwiftProperty(modifiers: accessModifiers, name: "identifier", type: .optional(.swift(.string)))),
            .property(SwiftProperty(modifiers: accessModifiers, name: "displayString", type: .swift(.string))),
        ]
        var coded = [
            plainCodedProperty("identifier", type: .swift(.string), decoding: .optional),
            plainCodedProperty("displayString", type: .swift(.string), decoding: .required),
        ]
        for member in members {
            coded.append(codedProperty(member))
            guard member.plan.isBoxed else {
                properties.append(storedProperty(member))
                continue
            }
            let storage = storageName(of: member)
            properties.append(
                .property(
                    SwiftProperty(
                        documentation: DefaultFlavorExpressions.documentation(of: member), modifiers: accessModifiers,
                        name: member.name.spelled, type: member.propertyType,
                        accessors: .getterSetter(
                            get: [.expression(.member(.atom(storage), "value"))],
                            set: [.assignment(target: .member(.atom(storage), "value"), value: .atom("newValue"))]))))
            properties.append(
                .property(
                    SwiftProperty(
                        modifiers: [.private], name: storage,
                        initialValue: .call(.runtime(.indirect).of(member.valueType.element), []))))
        }
        var groups: [[SwiftDeclaration]] = [properties]
        groups.append([
            .property(
                SwiftProperty(
                    modifiers: staticModifiers, isConstant: true, name: "typeDisplayName",
                    initialValue: DefaultFlavorExpressions.localizedText(
                        customType.displayName, fallback: customType.name)))
        ])
        if let displayNames = displayNamesProperty(
            members, name: "propertyDisplayNames",
            documentation: "The display names of the properties, by property name.")
        {
            groups.append([.property(displayNames)])
        }
        let identity = [
            SwiftParameter(name: "identifier", type: .optional(.swift(.string))),
            SwiftParameter(name: "display", type: .swift(.string)),
        ]
        let identityAssignments: [SwiftStatement] = [
            .assignment(target: .selfMember("identifier"), value: .atom("identifier")),
            .assignment(target: .selfMember("displayString"), value: .atom("display")),
        ]
        groups.append([
            .function(
                SwiftFunction(
                    modifiers: accessModifiers, name: "init", parameters: identity,
                    // Optional properties start as nil without being assigned.
                    body: identityAssignments + initialAssignments(initializationOrder)))
        ])
        if !members.isEmpty {
            var initializer = memberwiseInitializer(members, documentation: "Creates an object with property values.")
            initializer.parameters.insert(contentsOf: identity, at: 0)
            initializer.body =
                identityAssignments
                + initializationOrder.map {
                    .assignment(target: .selfMember($0.name.spelled), value: .atom($0.name.spelled))
                }
            groups.append([.function(initializer)])
        }
        groups += codingGroups(coded)
        return .nominal(
            SwiftNominalType(
                documentation: DefaultFlavorExpressions.documentation(
                    customType.displayName?.text, fallback: "The \(customType.name) type."),
                modifiers: typeModifiers, kind: .struct, name: typePlan.names.type.spelled,
                inheritance: [.runtime(.object)],
                memberGroups: groups))
    }

    /// The hidden stored property of a boxed member: `_<name>`.
    func storageName(of member: DefaultFlavorMember) -> String {
        plan.names.scheme.boxStoragePrefix + member.name.bare
    }
}
