/// Stand-in for `UUID`, the identifier of transient App Intents entities.
public struct UUID: Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text form.
    public let uuidString: String

    /// Creates a new identifier.
    public init() { uuidString = "00000000-0000-0000-0000-000000000000" }

    /// The identifier `string` spells, or `nil` when it is not one.
    public init?(uuidString string: String) { uuidString = string }

    public var description: String { uuidString }
}
