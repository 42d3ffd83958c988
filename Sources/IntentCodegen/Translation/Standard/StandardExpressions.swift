import IntentDefinition

/// Expressions several translators build.
enum StandardExpressions {
    /// `IntentLocalizedText("text", key: "id")`; a missing text becomes `fallback`.
    static func localizedText(_ text: LocalizedText?, fallback: String) -> SwiftExpression {
        .call(
            "IntentLocalizedText",
            [
                SwiftArgument(nil, .string(text?.text ?? fallback)),
                SwiftArgument("key", text?.id.map(SwiftExpression.string) ?? .atom("nil")),
            ])
    }

    /// Documentation from a title and a description: the title, a blank line, the description.
    static func documentation(_ parts: String?...) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: "\n\n")
    }
}
