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
}
