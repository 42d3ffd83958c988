import IntentDefinition

/// A planned member with its storage in the default flavor.
///
/// A class, so that handing a member around is one reference count: every `map` or `for` over
/// an array of members copies each element, and copying the member's plan (the decoded
/// parameter, dozens of strings and arrays) each time was the largest cost of translating.
final class DefaultFlavorMember {
    /// The member as planned.
    let plan: MemberPlan
    /// Its storage.
    let valueType: DefaultFlavorValueType
    /// The definition's default value as an expression of the property's type (`.week`, `20`,
    /// `"text"`, `[…]` for arrays); nil when the plan has none.
    let defaultValue: SwiftExpression?
    /// The default value, else the value meaning "not set".
    let initialValue: SwiftExpression
    /// The parameter's name in the definition as a string literal: the key of its descriptor,
    /// dialog argument, display name and validation value.
    let nameLiteral: SwiftExpression
    /// `self.<name>`.
    let selfPath: String
    /// The property's type (``DefaultFlavorValueType/propertyType``).
    let propertyType: String

    // The values above are made once per member: they were rebuilt (and the name quoted) at
    // each of their two to four uses.

    /// A planned member of `definition`, with its storage. Both are borrowed, and the storage is
    /// made in place: taking them owned copied each member's plan and storage once more, then
    /// destroyed the copies.
    init(_ plan: borrowing MemberPlan, in definition: borrowing DefinitionPlan) {
        // Worked out from locals: reading the stored properties back copied the storage.
        let valueType = DefaultFlavorValueType(plan, in: definition)
        let defaultValue = Self.defaultValue(of: plan, valueType)
        initialValue = defaultValue ?? valueType.unsetValue
        nameLiteral = .string(plan.parameter.name)
        selfPath = "self." + plan.name.spelled
        propertyType = valueType.propertyType
        self.defaultValue = defaultValue
        self.valueType = valueType
        self.plan = copy plan
    }

    /// The parameter as decoded.
    var parameter: Parameter { plan.parameter }
    /// Its Swift name.
    var name: SwiftName { plan.name }
}

extension DefaultFlavorTranslator {
    /// The intent struct, an `IntentConfigurationValue` (`IntentResolvable` with dynamic options):
    /// properties, memberwise initializer, coding where synthesized coding would differ,
    /// descriptor, the values to validate (when any parameter has a rule) and, with dynamic
    /// options, `resolved(using:)`.
    func intentDeclaration(_ intent: IntentPlan) -> SwiftDeclaration {
        let members = members(intent.parameters)
        var groups: [[SwiftDeclaration]] = [
            members.map { storedProperty($0) }, [.function(memberwiseInitializer(members))],
        ]
        groups += codingGroups(members.map { codedProperty($0) })
        groups.append([.property(intentDescriptor(intent.intent, members))])
        if let validationValues = validationValues(members) {
            groups.append([.property(validationValues)])
        }
        if let dialogArguments = dialogArgumentsProperty(members, nestedPlaceholders: Self.nestedPlaceholders(of: intent.intent)) {
            groups.append([.property(dialogArguments)])
        }
        appendApplicabilityChecks(intent, members, to: &groups)
        let isResolvable = !intent.dynamicParameters.isEmpty
        if isResolvable {
            groups += resolvedGroups(intent, members)
        }
        let documentation = DefaultFlavorExpressions.documentation(
            intent.intent.title?.text, intent.intent.description?.text, fallback: "The \(intent.intent.name) intent.")
        return .nominal(
            SwiftNominalType(
                documentation: documentation, modifiers: typeModifiers, kind: .struct,
                name: intent.names.type.spelled, inheritance: [isResolvable ? "IntentRuntime.IntentResolvable" : "IntentRuntime.IntentConfigurationValue"],
                memberGroups: groups))
    }

    /// `public var name: Type`, documented with the parameter's display name.
    func storedProperty(_ member: DefaultFlavorMember) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                documentation: DefaultFlavorExpressions.documentation(of: member), modifiers: accessModifiers,
                name: member.name.spelled, type: member.propertyType))
    }

    /// `self.p = <initial value>` for each member that does not start as nil by itself (a
    /// list starts empty): what an initializer that takes no value for them must assign;
    /// after `leading`.
    func initialAssignments(_ members: [DefaultFlavorMember], after leading: [SwiftStatement] = []) -> [SwiftStatement] {
        leading
            + members.filter { $0.initialValue != .atom("nil") }.map {
                .assignment(target: $0.selfPath, value: $0.initialValue)
            }
    }

    /// `init(p1: T1 = default1, …)` assigning every property, after `leadingParameter` and
    /// `leadingStatement` when given (a response's `code`).
    func memberwiseInitializer(
        _ members: [DefaultFlavorMember], documentation: String? = nil, leadingParameter: SwiftParameter? = nil,
        leadingStatement: SwiftStatement? = nil
    ) -> SwiftFunction {
        let parameters = members.map {
            SwiftParameter(name: $0.name.spelled, type: $0.propertyType, defaultValue: $0.initialValue)
        }
        let body = members.map {
            SwiftStatement.assignment(target: $0.selfPath, value: .atom($0.name.spelled))
        }
        return SwiftFunction(
            documentation: documentation
                ?? "Creates a value; every parameter left out takes the definition's default value.",
            modifiers: accessModifiers, name: "init",
            parameters: (leadingParameter.map { [$0] } ?? []) + parameters,
            body: (leadingStatement.map { [$0] } ?? []) + body)
    }
}
