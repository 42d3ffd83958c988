import IntentDefinition

/// Localizable text in App Intents, looked up in the definition's own translation tables: a
/// text with an ID becomes `LocalizedStringResource("<ID>", defaultValue: "<Base text>",
/// table: "<DefinitionName>")`, so the `<lang>.lproj/<DefinitionName>.strings` tables Xcode's
/// Intents workflow made keep working after the move (intentc's AppIntents.md, 'Translations');
/// owned output may key it otherwise (``stringKeys``, `intentc migrate --string-keys`).
/// Every argument is a literal, as App Intents' metadata extraction needs. A text without an ID
/// (nothing can translate it) stays a plain literal. Texts with `${…}` placeholders (the tables
/// write them as `${name}`, which Foundation's formatting does not fill) are looked up in the
/// String Catalog generated beside the output instead (``catalogTable``).
extension AppIntentsTranslator {
    /// The table the definition's translations are in.
    var translationTable: String { Self.translationTable(ofDefinitionAt: plan.definition.path) }

    /// The table of the definition at `path`: its file name without `.intentdefinition`.
    static func translationTable(ofDefinitionAt path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".intentdefinition") ? String(file.dropLast(".intentdefinition".count)) : file
    }

    /// The table of the String Catalog generated beside the output, for texts App Intents fills
    /// with values: the definition's table name plus `AppIntents`.
    /// Owned output (`intentc migrate`) has one catalog, the definition's table, which replaces
    /// the tables with the definition.
    var catalogTable: String { ownership == .owned ? translationTable : translationTable + "AppIntents" }

    /// The resource of `text` (its ID and Base text), else the literal `fallback`.
    func localized(_ text: LocalizedText?, fallback: String) -> SwiftExpression {
        localized(key: text?.id, text: text?.text ?? fallback)
    }

    /// The resource of the text `text` with ID `key`, under that ID's key (``stringKeys``); a
    /// plain literal without an ID, with an empty ID or text, or when the text has placeholders.
    func localized(key: String?, text: String) -> SwiftExpression {
        guard let key, !key.isEmpty, !text.isEmpty, Placeholder.scan(text).isEmpty else { return .string(text) }
        return .call(
            .foundation(.localizedStringResource),
            [
                SwiftArgument(nil, .string(stringKeys.key(for: key))), SwiftArgument("defaultValue", .string(text)),
                SwiftArgument("table", .string(translationTable)),
            ])
    }

    /// A display representation showing `title`: a resource wrapped in
    /// `DisplayRepresentation(title:)`, a plain literal as it is.
    func displayRepresentation(_ title: SwiftExpression) -> SwiftExpression {
        guard case .call = title else { return title }
        return .call(.appIntents(.displayRepresentation), [SwiftArgument("title", title)])
    }
}
