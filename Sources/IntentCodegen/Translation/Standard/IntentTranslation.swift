import IntentDefinition

/// A parameter with its Swift name and storage.
struct StandardMember {
    /// The parameter as decoded.
    var parameter: Parameter
    /// Its Swift name.
    var name: SwiftName
    /// Its storage.
    var valueType: StandardValueType
}

extension StandardTranslator {
    /// Pairs parameters with names and storage, dropping those whose type cannot be generated.
    func members(_ parameters: [Parameter], _ parameterNames: [SwiftName]) -> [StandardMember] {
        zip(parameters, parameterNames).compactMap { parameter, name in
            valueType(of: parameter).map { StandardMember(parameter: parameter, name: name, valueType: $0) }
        }
    }

    /// The intent struct: properties, memberwise initializer, descriptor, `validate()` and,
    /// with dynamic options, `resolved(using:)`.
    func intentDeclarations(_ intent: Intent, _ intentNames: DefinitionNames.IntentNames) -> [SwiftDeclaration] {
        let members = members(intent.parameters, intentNames.parameters)
        var groups: [[SwiftDeclaration]] = [members.map(storedProperty), [.function(memberwiseInitializer(members))]]
        if !members.isEmpty {
            groups += codingGroups(members.map(codedProperty))
        }
        groups += [[.property(intentDescriptor(intent, members))], [.function(validateFunction(members))]]
        if members.contains(where: \.parameter.supportsDynamicOptions) {
            groups.append([.function(resolvedFunction(intent, intentNames, members))])
        }
        let documentation = StandardExpressions.documentation(
            intent.title?.text, intent.description?.text, fallback: "The \(intent.name) intent.")
        return [
            .nominal(
                SwiftNominalType(
                    documentation: documentation, modifiers: typeModifiers, kind: .struct,
                    name: intentNames.type.spelled, inheritance: ["Sendable", "Hashable", "Codable"],
                    memberGroups: groups))
        ]
    }

    /// `public var name: Type`, documented with the parameter's display name.
    func storedProperty(_ member: StandardMember) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                documentation: StandardExpressions.documentation(of: member.parameter), modifiers: [access],
                name: member.name.spelled, type: member.valueType.propertyType))
    }

    /// `init(p1: T1 = default1, …)` assigning every property.
    func memberwiseInitializer(_ members: [StandardMember], documentation: String? = nil) -> SwiftFunction {
        SwiftFunction(
            documentation: documentation
                ?? "Creates a value; every parameter left out takes the definition's default value.",
            modifiers: [access], name: "init",
            parameters: members.map { member in
                SwiftParameter(
                    name: member.name.spelled, type: member.valueType.propertyType,
                    defaultValue: member.valueType.defaultValue(of: member.parameter)
                        ?? member.valueType.unsetValue)
            },
            body: members.map { .assignment(target: "self." + $0.name.spelled, value: .atom($0.name.spelled)) })
    }
}
