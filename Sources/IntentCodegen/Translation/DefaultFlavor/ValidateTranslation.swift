import IntentDefinition

extension DefaultFlavorTranslator {
    /// `validationValues`: the values of the parameters the plan gives a rule (required,
    /// bounds, negative numbers), keyed by parameter name, in file order. The runtime's
    /// `validate()` checks them against the descriptor, which states the rules. Nil when no
    /// parameter has a rule: the protocol's default then validates nothing.
    func validationValues(_ members: [DefaultFlavorMember]) -> SwiftProperty? {
        let checked = members.filter { !$0.plan.rules.isEmpty }
        guard !checked.isEmpty else { return nil }
        let entries = checked.map { member in
            SwiftDictionaryEntry(
                member.nameLiteral,
                .call(.runtime(.validationValue), [SwiftArgument(nil, .atom(member.selfPath))]))
        }
        return SwiftProperty(
            modifiers: accessModifiers, name: "validationValues",
            type: .dictionary(.swift(.string), .runtime(.validationValue)),
            accessors: .getter([.expression(.dictionary(entries))]))
    }
}
