import IntentDefinition

extension StandardTranslator {
    /// `struct X: IntentObject` with `identifier`, `displayString`, the user properties,
    /// `init(identifier:display:)` and a memberwise initializer.
    func customTypeDeclaration(_ typePlan: CustomTypePlan) -> SwiftDeclaration {
        let customType = typePlan.customType
        let members = members(typePlan.properties)
        let initializationOrder = self.members(typePlan.initializationOrder)
        var properties: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    documentation: "The identifier the app knows the object by.", modifiers: [access],
                    name: "identifier", type: "String?")),
            .property(
                SwiftProperty(
                    documentation: "The text shown for the object.", modifiers: [access],
                    name: "displayString", type: "String")),
        ]
        var coded = [
            plainCodedProperty("identifier", type: "String", fallback: nil, ifPresent: true),
            plainCodedProperty("displayString", type: "String", fallback: nil),
        ]
        for member in members {
            guard member.plan.isBoxed else {
                properties.append(storedProperty(member))
                coded.append(codedProperty(member))
                continue
            }
            let storage = storageName(of: member)
            properties.append(
                .property(
                    SwiftProperty(
                        documentation: StandardExpressions.documentation(of: member.parameter), modifiers: [access],
                        name: member.name.spelled, type: member.valueType.propertyType,
                        accessors: .getterSetter(
                            get: [.expression(.atom("\(storage)?.value"))],
                            set: [.assignment(target: storage, value: .atom("newValue.map(\(StandardNaming.indirectBox).init)"))]))))
            properties.append(
                .property(
                    SwiftProperty(
                        modifiers: ["private"], name: storage,
                        type: "\(StandardNaming.indirectBox)<\(member.valueType.element)>?")))
            coded.append(boxedCodedProperty(member))
        }
        var groups: [[SwiftDeclaration]] = [properties]
        groups.append([
            .property(
                SwiftProperty(
                    documentation: "The type's display name, as the definition states it.",
                    modifiers: [access, "static"], isConstant: true, name: "typeDisplayName",
                    initialValue: StandardExpressions.localizedText(customType.displayName, fallback: customType.name)))
        ])
        let identity = [
            SwiftParameter(name: "identifier", type: "String?"), SwiftParameter(name: "display", type: "String"),
        ]
        let identityAssignments: [SwiftStatement] = [
            .assignment(target: "self.identifier", value: .atom("identifier")),
            .assignment(target: "self.displayString", value: .atom("display")),
        ]
        groups.append([
            .function(
                SwiftFunction(
                    documentation: "Creates an object; its properties take the definition's default values.",
                    modifiers: [access], name: "init", parameters: identity,
                    body: identityAssignments
                        + initializationOrder.map { member in
                            .assignment(
                                target: "self." + member.name.spelled,
                                value: member.initialValue)
                        }))
        ])
        if !members.isEmpty {
            var initializer = memberwiseInitializer(members, documentation: "Creates an object with property values.")
            initializer.parameters.insert(contentsOf: identity, at: 0)
            initializer.body = identityAssignments
                + initializationOrder.map { .assignment(target: "self." + $0.name.spelled, value: .atom($0.name.spelled)) }
            groups.append([.function(initializer)])
        }
        groups += codingGroups(coded)
        return .nominal(
            SwiftNominalType(
                documentation: StandardExpressions.documentation(
                    customType.displayName?.text, fallback: "The \(customType.name) type."),
                modifiers: typeModifiers, kind: .struct, name: typePlan.names.type.spelled, inheritance: ["IntentObject"],
                memberGroups: groups))
    }

    /// The hidden stored property of a boxed member: `_<name>`.
    func storageName(of member: StandardMember) -> String {
        plan.names.scheme.boxStoragePrefix + member.name.bare
    }

    /// The file-private box that stores recursive custom-type properties on the heap, by value:
    /// equality, hashing and coding see only the boxed value.
    func indirectBoxDeclaration() -> SwiftDeclaration {
        let box = StandardNaming.indirectBox
        return .nominal(
            SwiftNominalType(
                documentation: "Heap storage for a property whose type contains the property's owner.",
                modifiers: ["private", "nonisolated", "final"], kind: .class, name: box,
                genericParameters: "<Value: Sendable & Hashable & Codable>",
                inheritance: ["Sendable", "Hashable", "Codable"],
                memberGroups: [
                    [.property(SwiftProperty(modifiers: [], isConstant: true, name: "value", type: "Value"))],
                    [
                        .function(
                            SwiftFunction(
                                modifiers: [], name: "init", parameters: [SwiftParameter(label: "_", name: "value", type: "Value")],
                                body: [.assignment(target: "self.value", value: .atom("value"))]))
                    ],
                    [
                        .function(
                            SwiftFunction(
                                modifiers: [], name: "init",
                                parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")],
                                effects: ["throws"],
                                body: [
                                    .assignment(
                                        target: "self.value",
                                        value: .atom("try decoder.singleValueContainer().decode(Value.self)"))
                                ]))
                    ],
                    [
                        .function(
                            SwiftFunction(
                                modifiers: [], name: "encode",
                                parameters: [SwiftParameter(label: "to", name: "encoder", type: "any Encoder")],
                                effects: ["throws"],
                                body: [
                                    .variable(
                                        isConstant: false, name: "container", type: nil,
                                        value: .atom("encoder.singleValueContainer()")),
                                    .expression(.atom("try container.encode(value)")),
                                ]))
                    ],
                    [
                        .function(
                            SwiftFunction(
                                modifiers: ["static"], name: "==",
                                parameters: [
                                    SwiftParameter(name: "lhs", type: box), SwiftParameter(name: "rhs", type: box),
                                ],
                                returnType: "Bool", body: [.expression(.atom("lhs.value == rhs.value"))]))
                    ],
                    [
                        .function(
                            SwiftFunction(
                                modifiers: [], name: "hash",
                                parameters: [SwiftParameter(label: "into", name: "hasher", type: "inout Hasher")],
                                body: [.expression(.atom("hasher.combine(value)"))]))
                    ],
                ]))
    }
}
