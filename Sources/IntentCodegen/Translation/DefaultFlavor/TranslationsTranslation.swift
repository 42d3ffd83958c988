import IntentDefinition

extension DefaultFlavorTranslator {
    /// `enum <Prefix><Name>Translations` for `--embed-translations` (named and collision-checked
    /// with the definition's other names, ``DefinitionNames/translations``): the definition's
    /// tables as a literal (languages and keys sorted, the dictionary's type written out so that
    /// the type checker need not infer it) and `translations`, the `IntentTranslations` over
    /// them. Nil when the names hold no such type (the options do not embed).
    func translationsDeclaration(_ embedded: DefinitionTranslations) -> SwiftDeclaration? {
        guard let name = plan.names.translations else { return nil }
        let fileName = DefinitionNames.fileName(of: plan.definition)
        let tableName = DefinitionNames.tableName(ofFile: fileName)
        let tables = SwiftExpression.dictionary(
            embedded.tables.keys.sorted().map { language in
                let table = embedded.tables[language, default: [:]]
                return SwiftDictionaryEntry(
                    .string(language),
                    .dictionary(table.keys.sorted().map { SwiftDictionaryEntry(.string($0), .string(table[$0] ?? "")) })
                )
            })
        let translations = SwiftProperty(
            documentation: "Every localizable text of the definition in any of these languages, through "
                + "`text(_:language:)` and `render(_:language:arguments:)`.",
            modifiers: staticModifiers, isConstant: true, name: "translations",
            type: .runtime(.translations),
            initialValue: .call(
                .runtime(.translations),
                [
                    SwiftArgument("tables", .atom("tables")),
                    SwiftArgument("developmentLanguage", .string(embedded.developmentLanguage)),
                ]))
        let tablesProperty = SwiftProperty(
            modifiers: [.private, .static], isConstant: true, name: "tables",
            type: .dictionary(.swift(.string), .dictionary(.swift(.string), .swift(.string))),
            initialValue: tables)
        return .nominal(
            SwiftNominalType(
                documentation: "The translation tables of `\(fileName)` (`<lang>.lproj/\(tableName).strings`), "
                    + "embedded by `intentc generate --embed-translations`.",
                modifiers: typeModifiers, kind: .enum, name: name.spelled,
                memberGroups: [[.property(translations)], [.property(tablesProperty)]]))
    }
}
