/// Default values and bounds (`…MetadataDefaultValue`, `…MinimumValue`, `…MaximumValue`),
/// checked against the parameter's type, not the XML element (DefinitionFormat.md, 'Parameter
/// metadata').
enum DefaultValueChecks {
    /// Reports bounds that contradict each other or the type, and defaults of the wrong type,
    /// outside the bounds, or (for enums) not a case of `enumDefinition`.
    static func check(
        _ parameter: Parameter, of container: ParameterContainer, enumDefinition: EnumDefinition?,
        into diagnostics: inout [Diagnostic]
    ) {
        var subject: String { container.describe(parameter) }
        let metadata = parameter.metadata
        let isNumber = parameter.type.hasNumericBounds
        if metadata.minimumValue != nil || metadata.maximumValue != nil {
            checkBoundTypes(of: parameter, subject: subject, into: &diagnostics)
        }
        if let minimum = metadata.minimumValue, let maximum = metadata.maximumValue, isNumber,
            metadata.hasContradictoryBounds
        {
            diagnostics.append(
                Diagnostic(
                    .minimumAboveMaximum,
                    "minimum value \(WholeNumber.text(minimum.value)) of \(subject) is above its maximum value \(WholeNumber.text(maximum.value)); no value fits, so both are ignored",
                    at: minimum.location,
                    notes: [DiagnosticNote("the maximum value is here", at: maximum.location)]))
        }
        guard let defaultValue = metadata.defaultValue else { return }
        checkDefault(
            defaultValue, of: parameter, subject: subject, isNumber: isNumber,
            enumDefinition: enumDefinition, into: &diagnostics)
    }

    /// Bounds on a type that is not a number, and bounds of an Integer that are not whole.
    private static func checkBoundTypes(
        of parameter: Parameter, subject: @autoclosure () -> String, into diagnostics: inout [Diagnostic]
    ) {
        let metadata = parameter.metadata
        let bounds = [("minimum", metadata.minimumValue), ("maximum", metadata.maximumValue)]
            .compactMap { label, value in value.map { (label: label, value: $0) } }
        if !parameter.type.hasNumericBounds {
            for bound in bounds {
                diagnostics.append(
                    Diagnostic(
                        .boundsOnNonNumber,
                        "\(subject()) is \(ValueDescriptions.type(parameter.type)), not a number, so its \(bound.label) value is ignored",
                        at: bound.value.location))
            }
        } else if parameter.type == .integer {
            for bound in bounds where !isWhole(bound.value.value) {
                diagnostics.append(
                    Diagnostic(
                        .nonWholeInteger,
                        "\(bound.label) value \(WholeNumber.text(bound.value.value)) of Integer \(subject()) is not a whole number; it is rounded \(bound.label == "minimum" ? "up" : "down")",
                        at: bound.value.location))
            }
        }
    }

    private static func checkDefault(
        _ defaultValue: DefaultValue, of parameter: Parameter, subject: @autoclosure () -> String, isNumber: Bool,
        enumDefinition: EnumDefinition?, into diagnostics: inout [Diagnostic]
    ) {
        var mismatch: Diagnostic {
            Diagnostic(
                .defaultTypeMismatch,
                "default value of \(subject()) is \(ValueDescriptions.defaultValue(defaultValue.value)), but the \(parameter.role.noun) is \(ValueDescriptions.type(parameter.type)); it starts with no default",
                at: defaultValue.location)
        }
        switch (parameter.type, defaultValue.value) {
        case (.enumeration(let reference), .enumCase(let name)):
            guard let enumDefinition, enumDefinition.enumCase(named: name) == nil else { return }
            diagnostics.append(
                Diagnostic(
                    .defaultNotACase,
                    "default value '\(name)' of \(subject()) is not a case of enum '\(reference.name)'; the \(parameter.role.noun) starts with no default, as in Xcode's classes",
                    at: defaultValue.location,
                    notes: [DiagnosticNote("enum '\(reference.name)' is defined here", at: enumDefinition.nameLocation)]
                        + NameSuggestion.notes(for: name, among: enumDefinition.caseCandidates)))
        case (.enumeration, _):
            diagnostics.append(mismatch)
        case (.string, .string), (.speakableString, .string), (.boolean, .boolean):
            return
        case (.string, _), (.speakableString, _), (.boolean, _):
            diagnostics.append(mismatch)
        case (_, .integer(let number)) where isNumber:
            checkBounds(Double(number), defaultValue, of: parameter, subject: subject(), into: &diagnostics)
        case (_, .number(let number)) where isNumber:
            if parameter.type == .integer && !isWhole(number) {
                diagnostics.append(
                    Diagnostic(
                        .nonWholeInteger,
                        "default value \(WholeNumber.text(number)) of Integer \(subject()) is not a whole number; it starts with no default",
                        at: defaultValue.location))
            }
            checkBounds(number, defaultValue, of: parameter, subject: subject(), into: &diagnostics)
        case _ where isNumber:
            diagnostics.append(mismatch)
        default:
            // Other types (dates, files, objects, …) have no known default shape
            // (DefinitionFormat.md, 'Parameter metadata').
            return
        }
    }

    private static func checkBounds(
        _ value: Double, _ defaultValue: DefaultValue, of parameter: Parameter, subject: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) {
        let metadata = parameter.metadata
        let violated: (label: String, bound: Located<Double>)? =
            if let minimum = metadata.appliedMinimumValue, value < minimum.value {
                ("minimum", minimum)
            } else if let maximum = metadata.appliedMaximumValue, value > maximum.value {
                ("maximum", maximum)
            } else {
                nil
            }
        guard let violated else { return }
        diagnostics.append(
            Diagnostic(
                .defaultOutOfBounds,
                "default value \(WholeNumber.text(value)) of \(subject()) is \(violated.label == "minimum" ? "below" : "above") its \(violated.label) value \(WholeNumber.text(violated.bound.value)); it is kept as written",
                at: defaultValue.location,
                notes: [DiagnosticNote("the \(violated.label) value is here", at: violated.bound.location)]))
    }

    private static func isWhole(_ value: Double) -> Bool { value.rounded() == value }
}
