import IntentDefinition

/// A planned member with its storage in the default flavor.
struct DefaultFlavorMember {
    /// The member as planned.
    let plan: MemberPlan
    /// Its storage.
    let valueType: DefaultFlavorValueType
    /// The definition's default value as an expression of the property's type (`.week`, `20`,
    /// `"text"`, `[…]` for arrays; the type is always known where it is written); nil when the
    /// plan has none.
    let defaultValue: SwiftExpression?
    /// The default value, else the value meaning "not set".
    let initialValue: SwiftExpression
    /// The parameter's name in the definition as a string literal: the key of its descriptor,
    /// dialog argument, display name and validation value.
    let nameLiteral: SwiftExpression
    /// `self.<name>`, as text.
    let selfPath: String
    /// The property's type (``DefaultFlavorValueType/propertyType``).
    var propertyType: SwiftType { valueType.propertyType }

    /// A planned member of `definition`, with its storage.
    init(_ plan: MemberPlan, in definition: DefinitionPlan) {
        let valueType = DefaultFlavorValueType(plan, in: definition)
        self.plan = plan
        self.valueType = valueType
        defaultValue = plan.defaultValue.map { value in
            let element: SwiftExpression =
                switch value {
                case .string(let text): .string(text)
                case .integer(let number): .atom(SwiftNumberLiteral.integer(number))
                case .decimal(let number): .atom(SwiftNumberLiteral.finite(number))
                case .boolean(let flag): .atom(flag ? "true" : "false")
                case .enumCase(let index): .atom("." + valueType.enumCases[index].spelled)
                }
            return valueType.isArray ? .array([element]) : element
        }
        initialValue = defaultValue ?? valueType.unsetValue
        nameLiteral = .string(plan.parameter.name)
        selfPath = "self." + plan.name.spelled
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
        if let dialogArguments = dialogArgumentsProperty(
            members, nestedPlaceholders: Self.nestedPlaceholders(of: intent.intent))
        {
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
                name: intent.names.type.spelled,
                inheritance: [
                    isResolvable ? .runtime(.resolvable) : .runtime(.configurationValue)
                ],
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
    func initialAssignments(_ members: [DefaultFlavorMember], after leading: [SwiftStatement] = []) -> [SwiftStatement]
    {
        leading
            + members.filter { $0.initialValue != .atom("nil") }.map {
                .assignment(target: .selfMember($0.name.spelled), value: $0.initialValue)
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
            SwiftStatement.assignment(target: .selfMember($0.name.spelled), value: .atom($0.name.spelled))
        }
        return SwiftFunction(
            documentation: documentation
                ?? "Creates a value; every parameter left out takes the definition's default value.",
            modifiers: accessModifiers, name: "init",
            parameters: (leadingParameter.map { [$0] } ?? []) + parameters,
            body: (leadingStatement.map { [$0] } ?? []) + body)
    }
}
