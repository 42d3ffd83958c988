/// The untyped object of an `Object` parameter that names no custom type (legacy `INObject`).
public struct IntentGenericObject: IntentObject {
    /// The stable identity of the value, used to recognise it among offered options.
    public var identifier: String?
    /// The text shown to the user for this value.
    public var displayString: String

    /// Creates a value with an identity and the text shown for it.
    public init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }
}
