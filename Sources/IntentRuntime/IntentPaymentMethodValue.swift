/// A way to pay; the framework-free counterpart of `INPaymentMethod`. (App Intents has an
/// `IntentPaymentMethod` of its own.)
public struct IntentPaymentMethodValue: Sendable, Hashable, Codable {
    /// The kind of payment method, for example `credit` or `applePay`.
    public var type: String?
    /// The name of the method shown to the user.
    public var name: String?
    /// A hint that identifies the method, such as the last digits of a card number.
    public var identificationHint: String?

    /// Creates a payment method from whichever parts are known.
    public init(type: String? = nil, name: String? = nil, identificationHint: String? = nil) {
        self.type = type
        self.name = name
        self.identificationHint = identificationHint
    }
}
