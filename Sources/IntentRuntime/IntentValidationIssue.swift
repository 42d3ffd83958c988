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
    }

    /// The name of the parameter at fault.
    public var parameter: String
    /// What is wrong with it.
    public var kind: Kind
    /// The offending value, when known; shown in ``description``.
    public var value: Double?

    /// Creates an issue for `parameter`, optionally naming the offending value.
    public init(parameter: String, kind: Kind, value: Double? = nil) {
        self.parameter = parameter
        self.kind = kind
        self.value = value
    }

    /// A sentence for the user, for example "pagesPerDay is 0, below the minimum 1".
    public var description: String {
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
