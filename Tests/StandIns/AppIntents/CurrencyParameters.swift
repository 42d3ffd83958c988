// Stand-in for the initializer of App Intents' currency-amount parameters (a definition's
// CurrencyAmount).

import Foundation

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
    /// A currency-amount parameter accepting `currencyCodes` (any currency when empty).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}
