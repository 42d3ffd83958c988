import IntentDefinition

/// A planned member with its storage in the default flavor.
///
/// A class, so that handing a member around is one reference count: every `map` or `for` over
/// an array of members copies each element, and copying the member's plan (the decoded
/// parameter, dozens of strings and arrays) cost 12 M instructions in generating the 2.19 MB
/// benchmark.
final class StandardMember {
    /// The member as planned.
    let plan: MemberPlan
    /// Its storage.
    let valueType: StandardValueType

    /// Pairs a planned member with its storage.
    init(plan: MemberPlan, valueType: StandardValueType) {
        self.plan = plan
        self.valueType = valueType
    }

    /// The parameter as decoded.
    var parameter: Parameter { plan.parameter }
    /// Its Swift name.
    var name: SwiftName { plan.name }
}

extension StandardTranslator {
    /// The intent struct, an `IntentConfiguration` (`IntentResolvable` with dynamic options):
    /// properties, memberwise initializer, coding where synthesized coding would differ,
    /// descriptor, the values to validate (when any parameter has a rule) and, with dynamic
    /// options, `resolved(using:)`.
    func intentDeclarations(_ intent: IntentPlan) -> [SwiftDeclaration] {
        let members = members(intent.parameters)
        var groups: [[SwiftDeclaration]] = [members.map { storedProperty($0) }, [.function(memberwiseInitializer(members))]]
        groups += codingGroups(members.map { codedProperty($0) })
        groups.append([.property(intentDescriptor(intent.intent, members))])
        if let validationValues = validationValues(members) {
            groups.append([.property(validationValues)])
        }
        if let dialogArguments = dialogArgumentsProperty(members, nestedPlaceholders: Self.nestedPlaceholders(of: intent.intent)) {
            groups.append([.property(dialogArguments)])
        }
        groups += applicabilityChecks(intent, members).compactMap { $0 }.map { [.property($0)] }
        let isResolvable = !intent.dynamicParameters.isEmpty
        if isResolvable {
            groups += resolvedGroups(intent, members)
        }
        let documentation = StandardExpressions.documentation(
            intent.intent.title?.text, intent.intent.description?.text, fallback: "The \(intent.intent.name) intent.")
        return [
            .nominal(
                SwiftNominalType(
                    documentation: documentation, modifiers: typeModifiers, kind: .struct,
                    name: intent.names.type.spelled, inheritance: [isResolvable ? "IntentResolvable" : "IntentConfiguration"],
                    memberGroups: groups))
        ]
    }

    /// `public var name: Type`, documented with the parameter's display name.
    func storedProperty(_ member: StandardMember) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                documentation: StandardExpressions.documentation(of: member), modifiers: accessModifiers,
                name: member.name.spelled, type: member.valueType.propertyType))
    }

    /// `self.p = <initial value>` for each member that does not start as nil by itself (a
    /// list starts empty): what an initializer that takes no value for them must assign.
    func initialAssignments(_ members: [StandardMember]) -> [SwiftStatement] {
        members.filter { $0.initialValue != .atom("nil") }.map { member in
            .assignment(target: "self." + member.name.spelled, value: member.initialValue)
        }
    }

    /// `init(p1: T1 = default1, …)` assigning every property.
    func memberwiseInitializer(_ members: [StandardMember], documentation: String? = nil) -> SwiftFunction {
        SwiftFunction(
            documentation: documentation
                ?? "Creates a value; every parameter left out takes the definition's default value.",
            modifiers: accessModifiers, name: "init",
            parameters: members.map { member in
                SwiftParameter(
                    name: member.name.spelled, type: member.valueType.propertyType,
                    defaultValue: member.initialValue)
            },
            body: members.map { .assignment(target: "self." + $0.name.spelled, value: .atom($0.name.spelled)) })
    }
}
