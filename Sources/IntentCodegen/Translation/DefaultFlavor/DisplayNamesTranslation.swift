import IntentDefinition

extension DefaultFlavorTranslator {
    /// `static let <name>: [String: IntentLocalizedText]`: the display name of each member that
    /// has one, with its key, by the definition's name (a response's parameters, a custom type's
    /// properties), so that they render like every other text. Nil when no member has one.
    func displayNamesProperty(_ members: [DefaultFlavorMember], name: String, documentation: String) -> SwiftProperty? {
        let entries = members.compactMap { member in
            member.parameter.displayName.map {
                SwiftDictionaryEntry(member.nameLiteral, DefaultFlavorExpressions.localizedText($0, fallback: ""))
            }
        }
        guard !entries.isEmpty else { return nil }
        return SwiftProperty(
            documentation: documentation, modifiers: staticModifiers, isConstant: true, name: name,
            type: .dictionary(.swift(.string), .runtime(.localizedText)), initialValue: .dictionary(entries))
    }
}
