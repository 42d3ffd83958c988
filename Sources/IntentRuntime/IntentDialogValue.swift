import Foundation

/// A value that can fill a dialog's `${…}` placeholder. Generated `dialogArguments` turn each
/// parameter's value into an ``IntentDialogArgument`` through this protocol, the same way on
/// every platform: numbers, dates and amounts are written without the user's locale, so a
/// rendered dialog depends only on the values, the language and the tables.
public protocol IntentDialogValue {
    /// The value as a dialog shows it.
    var dialogArgument: IntentDialogArgument { get }
}

extension String: IntentDialogValue {
    /// The text itself.
    public var dialogArgument: IntentDialogArgument { .text(self) }
}

extension Int: IntentDialogValue {
    /// The number in decimal digits (`-12`).
    public var dialogArgument: IntentDialogArgument { .text(String(self)) }
}

extension Double: IntentDialogValue {
    /// The number in decimal digits, whole numbers without a fraction (`3`, `2.5`).
    public var dialogArgument: IntentDialogArgument { .text(IntentDialogNumber.text(self)) }
}

extension Bool: IntentDialogValue {
    /// `true` or `false`. (A Boolean parameter with true and false display names is written
    /// with them instead, by ``IntentDialogArgument/boolean(_:true:false:)``.)
    public var dialogArgument: IntentDialogArgument { .text(self ? "true" : "false") }
}

extension Decimal: IntentDialogValue {
    /// The number in decimal digits (`12.5`).
    public var dialogArgument: IntentDialogArgument { .text(description) }
}

extension URL: IntentDialogValue {
    /// The absolute address.
    public var dialogArgument: IntentDialogArgument { .text(absoluteString) }
}

extension DateComponents: IntentDialogValue {
    /// The set components as `2024-05-01`, `09:30` or `2024-05-01 09:30` (seconds when set):
    /// ISO 8601's order, the same in every locale.
    public var dialogArgument: IntentDialogArgument {
        let date = year.map { year in
            [String(year)] + [month, day].compactMap { $0 }.map { IntentDialogNumber.twoDigits($0) }
        }
        let time = hour.map { hour in
            [hour, minute ?? 0].map(IntentDialogNumber.twoDigits)
                + [second].compactMap { $0 }.map(IntentDialogNumber.twoDigits)
        }
        let parts = [date?.joined(separator: "-"), time?.joined(separator: ":")].compactMap { $0 }
        return .text(parts.joined(separator: " "))
    }
}

extension Measurement: IntentDialogValue {
    /// The value and its unit's symbol (`5 km`).
    public var dialogArgument: IntentDialogArgument { .text("\(IntentDialogNumber.text(value)) \(unit.symbol)") }
}

extension IntentMeasurementValue: IntentDialogValue {
    /// The value and its unit's symbol (`5 km`).
    public var dialogArgument: IntentDialogArgument { measurement.dialogArgument }
}

extension IntentFileValue: IntentDialogValue {
    /// The file's name.
    public var dialogArgument: IntentDialogArgument { .text(filename) }
}

extension IntentPersonValue: IntentDialogValue {
    /// The person's display name.
    public var dialogArgument: IntentDialogArgument { .text(displayName) }
}

extension IntentPlacemarkValue: IntentDialogValue {
    /// The place's name, else its locality (empty when it has neither).
    public var dialogArgument: IntentDialogArgument { .text(name ?? locality ?? "") }
}

extension IntentCurrencyAmountValue: IntentDialogValue {
    /// The amount and its currency code (`12.5 EUR`).
    public var dialogArgument: IntentDialogArgument { .text("\(amount) \(currencyCode)") }
}

extension IntentPaymentMethodValue: IntentDialogValue {
    /// The method's name (empty when it has none).
    public var dialogArgument: IntentDialogArgument { .text(name ?? "") }
}

extension Array: IntentDialogValue where Element: IntentDialogValue {
    /// Every element, in order (``IntentDialogArgument/list(_:)``).
    public var dialogArgument: IntentDialogArgument { .list(map(\.dialogArgument)) }
}

extension IntentDialogArgument {
    /// A Boolean parameter's value written with its true or false display name, whose key
    /// selects the compound translation; nil when `value` is nil.
    public static func boolean(
        _ value: Bool?, true trueName: IntentLocalizedText, false falseName: IntentLocalizedText
    ) -> IntentDialogArgument? {
        value.map { .value($0 ? trueName : falseName) }
    }

    /// The arguments that have a value: what generated `dialogArguments` return, built from a
    /// literal with one entry per placeholder path (nil for a value that is not set).
    public static func arguments(_ values: [String: IntentDialogArgument?]) -> [String: IntentDialogArgument] {
        values.compactMapValues { $0 }
    }
}

/// Locale-independent number text for dialogs.
enum IntentDialogNumber {
    /// `3` for 3.0, `2.5` for 2.5: the shortest text that reads back as the same number.
    static func text(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// At least two digits: `07`, `12`.
    static func twoDigits(_ value: Int) -> String {
        value >= 0 && value < 10 ? "0\(value)" : String(value)
    }
}
