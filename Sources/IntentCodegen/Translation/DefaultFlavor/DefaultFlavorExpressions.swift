import IntentDefinition

/// Expressions several translators build.
enum DefaultFlavorExpressions {
    /// `IntentLocalizedText("text", key: "id")`; a missing text becomes `fallback`.
    static func localizedText(_ text: LocalizedText?, fallback: String) -> SwiftExpression {
        localizedText(text?.text ?? fallback, key: text?.id)
    }

    /// `IntentLocalizedText("text", key: "key")`, or `key: nil`.
    static func localizedText(_ text: String, key: String?) -> SwiftExpression {
        .call(
            "IntentRuntime.IntentLocalizedText",
            [SwiftArgument(nil, .string(text)), SwiftArgument("key", key.map(SwiftExpression.string) ?? .atom("nil"))])
    }

    /// `IntentDialogTemplate("text", key: "id")`: a format string with its placeholders.
    static func dialogTemplate(_ format: FormatString) -> SwiftExpression {
        dialogTemplate(format.text, key: format.id)
    }

    /// `IntentDialogTemplate("text", key: "key")`, or `key: nil`.
    static func dialogTemplate(_ text: String, key: String?) -> SwiftExpression {
        .call(
            "IntentRuntime.IntentDialogTemplate",
            [SwiftArgument(nil, .string(text)), SwiftArgument("key", key.map(SwiftExpression.string) ?? .atom("nil"))])
    }

    /// The documentation of the property a member generates: its display name, else a
    /// sentence naming it.
    static func documentation(of member: DefaultFlavorMember) -> String {
        // Read through the member, not from a `Parameter` argument: passing the parameter
        // copied the whole struct, and destroyed it, for every member.
        documentation(
            member.plan.parameter.displayName?.text,
            fallback: "The `\(member.plan.parameter.name)` \(member.plan.parameter.role.noun).")
    }

    /// The documentation of a declaration named in the definition: its texts (a title, a
    /// description) separated by a blank line, or `fallback` when the definition gives none or
    /// only empty ones, so that every generated public declaration is documented.
    ///
    /// Two optional texts rather than a variadic list, and a fallback made only when it is used:
    /// the list, its filtered copies, the joined result and the interpolated fallback were made
    /// on every call, though nearly every call needs none of them.
    static func documentation(_ first: String?, _ second: String? = nil, fallback: @autoclosure () -> String) -> String {
        let first = first.flatMap { $0.isEmpty ? nil : $0 }
        let second = second.flatMap { $0.isEmpty ? nil : $0 }
        switch (first, second) {
        case let (first?, second?): return first + "\n\n" + second
        case let (first?, nil): return first
        case let (nil, second?): return second
        case (nil, nil): return fallback()
        }
    }
}
