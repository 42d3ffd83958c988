import IntentDefinition

/// Expressions several translators build.
enum DefaultFlavorExpressions {
    /// `IntentLocalizedText("text", key: "id")`; a missing text becomes `fallback`.
    static func localizedText(_ text: LocalizedText?, fallback: String) -> SwiftExpression {
        localizedText(text?.text ?? fallback, key: text?.id)
    }

    /// `IntentLocalizedText("text", key: "key")`, or `key: nil`.
    static func localizedText(_ text: String, key: String?) -> SwiftExpression {
        keyed(.runtime(.localizedText), text, key: key)
    }

    /// `IntentDialogTemplate("text", key: "id")`: a format string with its placeholders.
    static func dialogTemplate(_ format: FormatString) -> SwiftExpression {
        dialogTemplate(format.text, key: format.id)
    }

    /// `IntentDialogTemplate("text", key: "key")`, or `key: nil`.
    static func dialogTemplate(_ text: String, key: String?) -> SwiftExpression {
        keyed(.runtime(.dialogTemplate), text, key: key)
    }

    /// `type("text", key: "key")`, or `key: nil`.
    private static func keyed(_ type: SwiftType, _ text: String, key: String?) -> SwiftExpression {
        let key = key.map(SwiftExpression.string) ?? .atom("nil")
        return .call(type, [SwiftArgument(nil, .string(text)), SwiftArgument("key", key)])
    }

    /// The documentation of the property a member generates: its display name, else a
    /// sentence naming it.
    static func documentation(of member: DefaultFlavorMember) -> String {
        let parameter = member.parameter
        return documentation(
            parameter.displayName?.text, fallback: "The `\(parameter.name)` \(parameter.role.noun).")
    }

    /// The documentation of a declaration named in the definition: its texts (a title, a
    /// description) separated by a blank line, or `fallback` when the definition gives none or
    /// only empty ones, so that every generated public declaration is documented.
    static func documentation(_ texts: String?..., fallback: String) -> String {
        let present = texts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? fallback : present.joined(separator: "\n\n")
    }
}
