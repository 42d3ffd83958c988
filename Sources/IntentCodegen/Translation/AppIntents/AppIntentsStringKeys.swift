import IntentDefinition

/// The keys App Intents output looks its strings up under: each text's ID (or compound key
/// `<ID>-<valueID>`), as the definition's tables key it, unless renamed
/// (`intentc migrate --string-keys semantic`, made by ``MigrationStringKeys``).
struct AppIntentsStringKeys: Hashable, Sendable {
    /// The key of each renamed ID or compound key; every other keeps its own.
    var renamed: [String: String] = [:]

    /// The key the output looks up the text with ID (or compound key) `id` under.
    func key(for id: String) -> String { renamed[id] ?? id }
}
