/// The search term ``IntentResolution`` asks a provider's search form with when a stored value
/// is missing from the plain options: the text the user saw when they picked it.
public enum IntentSearchTerm {
    /// A custom-type value is searched by its ``IntentObject/displayString``.
    public static func of<Value: IntentObject>(_ value: Value) -> String {
        value.displayString
    }

    /// A person is searched by their ``IntentPersonValue/displayName``.
    public static func of(_ person: IntentPersonValue) -> String {
        person.displayName
    }

    /// A string is searched by itself; any other value by its `String(describing:)` text.
    public static func of<Value>(_ value: Value) -> String {
        value as? String ?? String(describing: value)
    }
}
