import IntentDefinition

extension DefaultFlavorMember {
    /// The definition's default value of `plan`, stored as `valueType`, as an expression of the
    /// property's type: `.week` (the type is always known where it is written), `20`, `true`,
    /// `"text"`, `[…]` for arrays; nil when the plan has none.
    static func defaultValue(of plan: MemberPlan, _ valueType: DefaultFlavorValueType) -> SwiftExpression? {
        guard let value = plan.defaultValue else { return nil }
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
}
