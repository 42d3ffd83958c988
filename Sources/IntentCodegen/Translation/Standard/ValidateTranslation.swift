import IntentDefinition

extension StandardTranslator {
    /// `validate()`: the values the definition does not allow, checked on each parameter in
    /// file order (each element of an array):
    ///
    /// - Required values that are missing. The format has no "required" flag; by intentc's
    ///   convention a parameter is required when it lists an unsupported reason with the code
    ///   `required` (the reason an app gives Siri for a missing value).
    /// - Values below `…MinimumValue` or above `…MaximumValue`, for the types that have numeric
    ///   bounds (``ParameterType/hasNumericBounds``). Measurements are the exception: the file
    ///   does not say which unit a bound is in, and a measurement may carry any unit of its
    ///   dimension, so their bounds are only described (`IntentParameterDescriptor`).
    /// - Negative values, where the parameter lists the reason `negativeNumbersNotSupported` and
    ///   does not set `…SupportsNegativeNumbers`, unless a minimum of zero or more already rules
    ///   them out.
    func validateFunction(_ members: [StandardMember]) -> SwiftFunction {
        var checks: [SwiftStatement] = []
        for member in members {
            if member.parameter.unsupportedReasons.contains(where: { $0.code == "required" }) {
                checks.append(
                    .if(
                        condition: member.valueType.isUnset("self." + member.name.spelled),
                        body: [issue(member, kind: ".missingRequiredValue")]))
            }
            checks += numericChecks(member)
        }
        let body: [SwiftStatement] = checks.isEmpty
            ? [.expression(.atom("[]"))]
            : [.variable(isConstant: false, name: "issues", type: "[IntentValidationIssue]", value: .atom("[]"))]
                + checks + [.return(.atom("issues"))]
        return SwiftFunction(
            documentation: """
                Reports the values the definition does not allow: missing required values (by \
                intentc's convention, a parameter is required when it lists an unsupported reason \
                with the code `required`), numbers below the minimum or above the maximum \
                (Integer, Decimal and TimeInterval values; measurement bounds are not checked, as \
                the definition does not say which unit they are in), and negative numbers where the \
                definition lists `negativeNumbersNotSupported`.
                """,
            modifiers: [access], name: "validate", returnType: "[IntentValidationIssue]", body: body)
    }

    /// The minimum, maximum and negative-number checks of one parameter.
    private func numericChecks(_ member: StandardMember) -> [SwiftStatement] {
        let parameter = member.parameter
        guard parameter.type.hasNumericBounds, case .value(let type) = member.valueType.kind else { return [] }
        let metadata = parameter.metadata
        var limits: [(bound: Double, comparison: String, kind: String)] = []
        if let minimum = metadata.minimumValue?.value, let literal = SwiftNumberLiteral.double(minimum) {
            limits.append((minimum, "<", ".belowMinimum(\(literal))"))
        }
        if let maximum = metadata.maximumValue?.value, let literal = SwiftNumberLiteral.double(maximum) {
            limits.append((maximum, ">", ".aboveMaximum(\(literal))"))
        }
        let forbidsNegatives = !metadata.supportsNegativeNumbers
            && parameter.unsupportedReasons.contains { $0.code == "negativeNumbersNotSupported" }
        if forbidsNegatives, (metadata.minimumValue?.value ?? -1) < 0 {
            limits.append((0, "<", ".negativeNotAllowed"))
        }
        let path = "self." + member.name.spelled
        return limits.compactMap { limit in
            guard let comparison = Self.comparison(of: type, limit.comparison, limit.bound) else { return nil }
            let body = [issue(member, kind: limit.kind, value: type == .integer ? "Double(value)" : "value")]
            return member.valueType.isArray
                ? .for(element: "value", sequence: path, condition: comparison, body: body)
                : .if(condition: "let value = \(path), \(comparison)", body: body)
        }
    }

    /// `value < 1`, comparing a value of `type` with `bound`; nil for measurements (see
    /// ``validateFunction(_:)``) and bounds no literal can write.
    private static func comparison(of type: ParameterType, _ comparison: String, _ bound: Double) -> String? {
        guard let literal = SwiftNumberLiteral.double(bound) else { return nil }
        switch type {
        case .integer:
            return SwiftNumberLiteral.wholeNumber(bound) != nil
                ? "value \(comparison) \(literal)" : "Double(value) \(comparison) \(literal)"
        case .decimal, .timeInterval:
            return "value \(comparison) \(literal)"
        default:
            return nil
        }
    }

    /// `issues.append(IntentValidationIssue(parameter: "name", kind: …, value: …))`.
    private func issue(_ member: StandardMember, kind: String, value: String? = nil) -> SwiftStatement {
        let arguments =
            [SwiftArgument("parameter", .string(member.parameter.name)), SwiftArgument("kind", .atom(kind))]
            + (value.map { [SwiftArgument("value", .atom($0))] } ?? [])
        return .expression(
            .call("issues.append", [SwiftArgument(nil, .call("IntentValidationIssue", arguments))]))
    }
}
