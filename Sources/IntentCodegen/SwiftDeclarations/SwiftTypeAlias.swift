/// `typealias Name<…> = Type`.
struct SwiftTypeAlias: Hashable, Sendable {
    /// Documentation text (untrusted).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [String] = []
    /// Modifiers, e.g. `public`.
    var modifiers: [String]
    /// The alias as spelled.
    var name: String
    /// Generic parameters including angle brackets, e.g. `<Item>`.
    var genericParameters: String?
    /// The aliased type as spelled, e.g. `any ReadingLogIntentOptionsProvider`.
    var type: String
}
