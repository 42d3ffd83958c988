import IntentDefinition

extension GenerationOptions.Flavor {
    /// The one place that maps a flavor to its translator. A new flavor is a case of
    /// ``GenerationOptions/Flavor``, a folder under `Translation/` and one line here.
    var translator: any FlavorTranslator.Type {
        switch self {
        case .standard: StandardTranslator.self
        case .intents: IntentsTranslator.self
        case .appIntents: AppIntentsTranslator.self
        }
    }

    /// What ends a generated file's name before `.swift`: `+AppIntents` for App Intents, whose
    /// output compiles in the same target as the default flavor's and so needs other file
    /// names; nothing for the others (the `intents` flavor's classes carry the default
    /// flavor's type names, so the two never share a target).
    public var outputFileSuffix: String { translator.outputFileSuffix }
}

extension GenerationOptions {
    /// What the flavor's files take from the definition's translation tables under these
    /// options: whether a caller needs to read them, and how much an unreadable one matters.
    public var translationUse: DefinitionTranslations.Use { flavor.translator.translationUse(self) }
}

extension DiagnosticCode {
    /// Every code the libraries can emit, in code order: IntentDefinition's ``catalog`` and
    /// each flavor's own, declared in its folder under `Translation/`.
    public static var codegenCatalog: [DiagnosticCode] {
        (catalog + GenerationOptions.Flavor.allCases.flatMap { $0.translator.diagnosticCodes })
            .sorted { $0.rawValue < $1.rawValue }
    }
}
