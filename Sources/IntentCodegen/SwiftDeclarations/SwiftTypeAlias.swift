/// `typealias Name<…> = Type`.
struct SwiftTypeAlias: Hashable, Sendable {
    /// Documentation text (untrusted).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [String]
    /// Modifiers, e.g. `public`.
    var modifiers: [String]
    /// The alias as spelled.
    var name: String
    /// Generic parameters including angle brackets, e.g. `<Item>`.
    var genericParameters: String?
    /// The aliased type as spelled, e.g. `any ReadingLogIntentOptionsProvider`.
    var type: String

    /// Creates a type alias.
    init(
        documentation: String? = nil, attributes: [String] = [], modifiers: [String], name: String,
        genericParameters: String? = nil, type: String
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
    }
}
