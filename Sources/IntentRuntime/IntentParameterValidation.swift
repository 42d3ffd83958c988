extension IntentParameterDescriptor {
    /// The problems with `value` under this parameter's rules, in this order: a missing required
    /// value; numbers below ``minimumValue``; numbers above ``maximumValue``; negative numbers
    /// where ``negativeNumbersNotSupported`` (unless a minimum of zero or more rules them out).
    /// An array reports each offending element, in order.
    ///
    /// Bounds are checked for `Integer`, `Decimal` and `TimeInterval` parameters only: the
    /// definition does not say which unit a measurement's bounds are in, and a measurement may
    /// carry any unit of its dimension.
    public func issues(for value: IntentValidationValue) -> [IntentValidationIssue] {
        var issues: [IntentValidationIssue] = []
        if isRequired, value == .unset {
            issues.append(
                IntentValidationIssue(
                    parameter: name, kind: .missingRequiredValue, reason: reasonText(for: .missingRequiredValue)))
        }
        guard hasNumericBounds, case .numbers(let numbers) = value else { return issues }
        func report(_ kind: IntentValidationIssue.Kind, where isOffending: (Double) -> Bool) {
            let reason = reasonText(for: kind)
            issues += numbers.filter(isOffending).map {
                IntentValidationIssue(parameter: name, kind: kind, value: $0, reason: reason)
            }
        }
        if let minimumValue {
            report(.belowMinimum(minimumValue)) { $0 < minimumValue }
        }
        if let maximumValue {
            report(.aboveMaximum(maximumValue)) { $0 > maximumValue }
        }
        if negativeNumbersNotSupported, (minimumValue ?? -1) < 0 {
            report(.negativeNotAllowed) { $0 < 0 }
        }
        return issues
    }

    /// The definition's text for issues of `kind`: that of the unsupported reason with its code.
    private func reasonText(for kind: IntentValidationIssue.Kind) -> IntentLocalizedText? {
        unsupportedReasons.first { $0.code == kind.reasonCode }?.text
    }

    /// Whether the value type has bounds that validation checks.
    private var hasNumericBounds: Bool {
        switch valueType {
        case .integer, .decimal, .timeInterval: true
        default: false
        }
    }
}

extension IntentDescriptor {
    /// The problems with `values` under the parameters' rules, in parameter order (see
    /// ``IntentParameterDescriptor/issues(for:)``). Parameters without an entry in `values` are
    /// not checked.
    public func validate(_ values: [String: IntentValidationValue]) -> [IntentValidationIssue] {
        parameters.flatMap { parameter in values[parameter.name].map(parameter.issues(for:)) ?? [] }
    }
}
