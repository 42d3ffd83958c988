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
            if member.plan.rules.isRequired {
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

    /// The minimum, maximum and negative-number checks of one member, as its rules plan them.
    private func numericChecks(_ member: StandardMember) -> [SwiftStatement] {
        let rules = member.plan.rules
        var limits: [(bound: Double, comparison: String, kind: String)] = []
        if let minimum = rules.checkedMinimum {
            limits.append((minimum, "<", ".belowMinimum(\(SwiftNumberLiteral.finite(minimum)))"))
        }
        if let maximum = rules.checkedMaximum {
            limits.append((maximum, ">", ".aboveMaximum(\(SwiftNumberLiteral.finite(maximum)))"))
        }
        if rules.checksNegativeNumbers {
            limits.append((0, "<", ".negativeNotAllowed"))
        }
        let isInteger = member.valueType.kind == .builtIn(.integer)
        let path = "self." + member.name.spelled
        return limits.map { limit in
            let literal = SwiftNumberLiteral.finite(limit.bound)
            // An Int compares with a whole bound directly, and through Double with any other.
            let comparison = isInteger && WholeNumber.of(limit.bound) == nil
                ? "Double(value) \(limit.comparison) \(literal)" : "value \(limit.comparison) \(literal)"
            let body = [issue(member, kind: limit.kind, value: isInteger ? "Double(value)" : "value")]
            return member.valueType.isArray
                ? .for(element: "value", sequence: path, condition: comparison, body: body)
                : .if(condition: "let value = \(path), \(comparison)", body: body)
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
