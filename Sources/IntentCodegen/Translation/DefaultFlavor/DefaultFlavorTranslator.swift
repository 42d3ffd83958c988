import IntentDefinition

/// Translates a planned definition into the default flavor's declarations: framework-free
/// structs, enums and protocols over `IntentRuntime` (Flavors.md, 'The default flavor'). One file
/// per declaration kind extends this type.
struct DefaultFlavorTranslator: FlavorTranslator {
    static var naming: NamingScheme { DefaultFlavorNaming.scheme }

    let plan: DefinitionPlan
    let options: GenerationOptions

    /// Modifiers of a top-level type: its access level, and `nonisolated` so that the code
    /// also compiles in modules whose default isolation is `MainActor`.
    var typeModifiers: [SwiftModifier] { [access, .nonisolated] }

    /// Embeds the tables under `--embed-translations`.
    static func translationUse(_ options: GenerationOptions) -> DefinitionTranslations.Use {
        options.embedTranslations ? .embedded : .none
    }

    /// The Swift file, ending in the embedded tables when the options embed them.
    func files(translations: DefinitionTranslations?) -> [GeneratedFile] {
        [swiftFile(trailing: translations.flatMap { translationsDeclaration($0) })]
    }

    /// Pairs planned members with their storage.
    func members(_ plans: [MemberPlan]) -> [DefaultFlavorMember] {
        plans.map { DefaultFlavorMember($0, in: plan) }
    }

    /// The file's declarations: each intent with its options provider and response, the shared
    /// providers, the enums and the custom types. (The default flavor expresses everything the
    /// plan holds: it has no ``FlavorTranslator/diagnostics()`` of its own.)
    func translate() -> SwiftFile {
        var declarations: [SwiftDeclaration] = []
        for intent in plan.intents {
            declarations.append(intentDeclaration(intent))
            if intent.hasDynamicOptions { declarations += optionsProviderDeclarations(intent) }
            declarations += intent.response.map { responseDeclarations($0, intent.names) } ?? []
        }
        declarations += plan.sharedParameters.flatMap(sharedProviderDeclarations)
        declarations += plan.enums.map(enumDeclaration)
        declarations += plan.customTypes.map(customTypeDeclaration)
        return SwiftFile(
            headerComments: header(), imports: SwiftImports.of(declarations, options: options),
            declarations: declarations)
    }

    private func header() -> [String] {
        var lines = GeneratedFileHeader.comments(for: plan.definition)
        let rules = DefaultFlavorLintExemptions.rules(for: plan.names, options: options)
        if !rules.isEmpty {
            lines.append("swift-format-ignore-file: " + rules.joined(separator: ", "))
        }
        return lines
    }
}
