import Foundation

/// A sum of money; the framework-free counterpart of `INCurrencyAmount`. (App Intents has an
/// `IntentCurrencyAmount` of its own.)
public struct IntentCurrencyAmountValue: Sendable, Hashable, Codable {
    /// The amount, exact in decimal.
    public var amount: Decimal
    /// The ISO 4217 currency code, for example `EUR`.
    public var currencyCode: String

    /// Creates an amount of money in a currency.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}
