import Foundation

/// One problem found by a generated `validate()`.
public struct IntentValidationIssue: Sendable, Hashable, Error, CustomStringConvertible {
    /// What is wrong with the parameter.
    public enum Kind: Sendable, Hashable {
        /// A required parameter has no value.
        case missingRequiredValue
        /// The value is smaller than the definition's minimum; the payload is that minimum.
        case belowMinimum(Double)
        /// The value is larger than the definition's maximum; the payload is that maximum.
        case aboveMaximum(Double)
        /// The value is negative, and the definition does not support negative numbers.
        case negativeNotAllowed

        /// The unsupported-reason code a definition lists for this kind of issue: `required`,
        /// `lessThanMinimumValue`, `greaterThanMaximumValue`, `negativeNumbersNotSupported`.
        public var reasonCode: String {
            switch self {
            case .missingRequiredValue: "required"
            case .belowMinimum: "lessThanMinimumValue"
            case .aboveMaximum: "greaterThanMaximumValue"
            case .negativeNotAllowed: "negativeNumbersNotSupported"
            }
        }
    }

    /// The name of the parameter at fault.
    public var parameter: String
    /// What is wrong with it.
    public var kind: Kind
    /// The offending value, when known; shown in ``description``.
    public var value: Double?
    /// The definition's own text for this issue: the text of the unsupported reason whose code is
    /// ``Kind/reasonCode``, with its localization key (the Base text is
    /// ``IntentLocalizedText/defaultValue``). Placeholders such as `${displayName}` are left as
    /// written. Nil when the definition lists no such reason or gives it no text.
    public var reason: IntentLocalizedText?

    /// Creates an issue for `parameter`, optionally naming the offending value and the
    /// definition's text for it.
    public init(parameter: String, kind: Kind, value: Double? = nil, reason: IntentLocalizedText? = nil) {
        self.parameter = parameter
        self.kind = kind
        self.value = value
        self.reason = reason
    }

    /// A sentence for the user: the definition's text (``reason``, in the Base language) when it
    /// has one, with `${displayName}`, `${minimumValue}` and `${maximumValue}` filled in from the
    /// parameter's name and the bound; otherwise intentc's own, for example
    /// "pagesPerDay is 0, below the minimum 1".
    public var description: String {
        if let reason, !reason.defaultValue.isEmpty {
            var text = reason.defaultValue.replacingOccurrences(of: "${displayName}", with: parameter)
            if case .belowMinimum(let minimum) = kind {
                text = text.replacingOccurrences(of: "${minimumValue}", with: Self.format(minimum))
            }
            if case .aboveMaximum(let maximum) = kind {
                text = text.replacingOccurrences(of: "${maximumValue}", with: Self.format(maximum))
            }
            return text
        }
        return builtInDescription
    }

    /// intentc's own sentence for the issue.
    private var builtInDescription: String {
        let subject = value.map { "\(parameter) is \(Self.format($0))," } ?? "\(parameter) is"
        switch kind {
        case .missingRequiredValue:
            return "\(parameter) is required but has no value"
        case .belowMinimum(let minimum):
            return "\(subject) below the minimum \(Self.format(minimum))"
        case .aboveMaximum(let maximum):
            return "\(subject) above the maximum \(Self.format(maximum))"
        case .negativeNotAllowed:
            let negative = value.map { Self.format($0) } ?? "negative"
            return "\(parameter) is \(negative), but negative numbers are not allowed"
        }
    }

    /// Writes whole numbers without a fractional part ("1", not "1.0").
    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
