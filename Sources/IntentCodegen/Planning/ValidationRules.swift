import IntentDefinition

/// What a member's value must satisfy, decided once for every flavor (and for descriptors).
struct ValidationRules: Hashable {
    /// The member must hold a value. The format has no "required" flag; by intentc's
    /// convention a parameter is required when it lists an unsupported reason with the code
    /// `required` (the reason an app gives Siri for a missing value).
    var isRequired: Bool
    /// The definition lists the reason `negativeNumbersNotSupported` and does not set
    /// `…SupportsNegativeNumbers`.
    var forbidsNegativeNumbers: Bool
    /// The minimum a value is checked against: Integer, Decimal and TimeInterval members with a
    /// finite `…MinimumValue`. Measurements are never checked: the file does not say which unit
    /// a bound is in, and a measurement may carry any unit of its dimension.
    var checkedMinimum: Double?
    /// The maximum a value is checked against, under the same conditions as the minimum.
    var checkedMaximum: Double?
    /// Negative values are reported on their own: negatives are forbidden, the member is
    /// checkable, and no minimum of zero or more already rules them out.
    var checksNegativeNumbers: Bool

    /// Whether there is anything to check.
    var isEmpty: Bool {
        !isRequired && checkedMinimum == nil && checkedMaximum == nil && !checksNegativeNumbers
    }

    /// The rules of `parameter`, whose values are of `kind`.
    init(_ parameter: Parameter, kind: ValueKind) {
        let metadata = parameter.metadata
        isRequired = parameter.unsupportedReasons.contains { $0.code == "required" }
        forbidsNegativeNumbers =
            !metadata.supportsNegativeNumbers
            && parameter.unsupportedReasons.contains { $0.code == "negativeNumbersNotSupported" }
        let checkable: Bool =
            switch kind {
            case .builtIn(.integer), .builtIn(.decimal), .builtIn(.timeInterval): true
            default: false
            }
        let finite = { (bound: Located<Double>?) in bound.map(\.value).flatMap { $0.isFinite ? $0 : nil } }
        checkedMinimum = checkable ? finite(metadata.appliedMinimumValue) : nil
        checkedMaximum = checkable ? finite(metadata.appliedMaximumValue) : nil
        checksNegativeNumbers = checkable && forbidsNegativeNumbers && (metadata.appliedMinimumValue?.value ?? -1) < 0
    }
}
