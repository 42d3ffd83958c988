/// A person parameter value; the framework-free counterpart of `INPerson`. (App Intents has an
/// `IntentPerson` of its own.)
public struct IntentPersonValue: Sendable, Hashable, Codable {
    /// The app's identifier for the person, when known.
    public var identifier: String?
    /// The name shown for the person.
    public var displayName: String
    /// How to reach the person (an email address, phone number or user name), when known.
    public var handle: String?

    /// Creates a person value.
    public init(identifier: String? = nil, displayName: String, handle: String? = nil) {
        self.identifier = identifier
        self.displayName = displayName
        self.handle = handle
    }
}
