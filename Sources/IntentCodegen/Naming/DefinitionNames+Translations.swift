import IntentDefinition

extension DefinitionNames {
    /// The name of the enum that embeds a definition's translation tables,
    /// `<prefix><TableName><suffix>` (`BookClubTranslations`), claimed in `scope` before any
    /// name of the definition so that a type that takes it is the one reported, with a note at
    /// the definition. Nil when the options do not embed or the flavor embeds nothing.
    static func translationsName(
        of definition: Definition, options: GenerationOptions, scheme: NamingScheme,
        claimingIn scope: inout NameScope
    ) -> SwiftName? {
        guard options.embedTranslations, let suffix = scheme.translationsSuffix else { return nil }
        let fileName = fileName(of: definition)
        let name = NameSanitizer.sanitize(
            options.classPrefix + tableName(ofFile: fileName) + suffix, position: .type,
            reserved: scheme.reservedTypeNames)
        scope.claim(
            name,
            for: NameSource(role: "the embedded translations", nil, fileName, location: definition.location))
        return name
    }

    /// The definition's file name, without its folders (`BookClub.intentdefinition`).
    static func fileName(of definition: Definition) -> String {
        definition.path.split(separator: "/").last.map(String.init) ?? definition.path
    }

    /// The table Xcode names after a definition: its file name without the extension
    /// (`BookClub` for `BookClub.intentdefinition`).
    static func tableName(ofFile fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }
}
