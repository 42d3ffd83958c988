/// `typealias Name<…> = Type`.
struct SwiftTypeAlias: Hashable, Sendable {
    /// Documentation text (untrusted).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [SwiftAttribute] = []
    /// Modifiers, e.g. `public`.
    var modifiers: [SwiftModifier]
    /// The alias as spelled.
    var name: String
    /// The aliased type, e.g. `any ReadingLogIntentOptionsProvider`.
    var type: SwiftType
}
