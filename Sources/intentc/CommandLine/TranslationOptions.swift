import IntentDefinition

/// The options of the translation checks (`lint`) and of `intentc strings`.
struct TranslationOptions: Equatable, Sendable {
    /// `--strings-format`: what `intentc strings` writes.
    enum ExportFormat: String, Equatable, Sendable, CaseIterable {
        /// Old-style `"key" = "value";` text.
        case strings
        /// A String Catalog (JSON).
        case xcstrings
    }

    /// `--translations <dir>`: the folder holding the tables (`<lang>.lproj/*.strings`, …);
    /// without it, tables are looked for beside a definition in `Base.lproj`.
    var directory: String?
    /// `--development-language`: the language of the Base text (default `en`).
    var developmentLanguage = "en"
    /// `--strings-format` (default `strings`).
    var exportFormat = ExportFormat.strings

    /// The tables to check for the definition at `input`.
    func tablePaths(forInput input: String) -> [String] {
        if let directory { return TranslationDiscovery.tables(inDirectory: directory) }
        return TranslationDiscovery.tables(besideDefinition: input)
    }
}
