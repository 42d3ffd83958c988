import IntentDefinition

extension GenerationOptions.Flavor {
    /// The one place that maps a flavor to its translator. A new flavor is a case of
    /// ``GenerationOptions/Flavor``, a folder under `Translation/` and one line here.
    var translator: any FlavorTranslator.Type {
        switch self {
        case .default: DefaultFlavorTranslator.self
        case .intents: IntentsTranslator.self
        case .appIntents: AppIntentsTranslator.self
        }
    }

    /// What ends the flavor's Swift file name before `.swift` (`+AppIntents`, so that flavors
    /// whose output shares a target never share a file name).
    public var outputFileSuffix: String { translator.outputFileSuffix }
}

extension GenerationOptions {
    /// What the flavor's files take from the definition's translation tables: whether a caller
    /// needs to read them, and how much an unreadable one matters.
    public var translationUse: DefinitionTranslations.Use { flavor.translator.translationUse(self) }
}

extension DiagnosticCode {
    /// Every code the libraries can emit, in code order: IntentDefinition's `catalog` and
    /// each flavor's own, declared in its folder under `Translation/`.
    public static var codegenCatalog: [DiagnosticCode] {
        (catalog + GenerationOptions.Flavor.allCases.flatMap { $0.translator.diagnosticCodes })
            .sorted { $0.rawValue < $1.rawValue }
    }
}
