/// The checks every parameter goes through, whatever its role (intent parameter, response
/// parameter, type property).
enum ParameterChecks {
    /// Checks the parameters of `container`: names and tags always; types, references,
    /// defaults, options, relationships and placeholders at full depth.
    static func check(
        _ container: ParameterContainer, in definition: Definition, into diagnostics: inout [Diagnostic]
    ) {
        let parameters = container.parameters
        for parameter in parameters {
            NameChecks.check(
                parameter.name, at: parameter.nameLocation, noun: container.role.noun, owner: container.owner,
                into: &diagnostics)
        }
        let plural = container.role == .typeProperty ? "properties" : "\(container.role.noun)s"
        for (duplicate, first) in Duplicates.pairs(in: parameters, key: NameChecks.nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateParameterName, "\(container.owner) has two \(plural) named '\(duplicate.name)'",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("the first \(container.describe(first)) is here", at: first.nameLocation)]))
        }
        TagChecks.check(container, into: &diagnostics)
        guard container.depth == .full else { return }
        for parameter in parameters {
            let enumDefinition = TypeReferenceChecks.check(
                parameter, of: container, in: definition, into: &diagnostics)
            DefaultValueChecks.check(parameter, of: container, enumDefinition: enumDefinition, into: &diagnostics)
            checkOptions(parameter, of: container, into: &diagnostics)
            RelationshipChecks.check(parameter, of: container, in: definition, into: &diagnostics)
            checkPromptsAndReasons(parameter, of: container, into: &diagnostics)
        }
    }

    /// The values every unsupported reason may name besides the parameters.
    private static let builtInReasonRoots: Set<String> = ["displayName", "minimumValue", "maximumValue"]

    /// Search without dynamic options, and widget array sizes that cannot apply.
    private static func checkOptions(
        _ parameter: Parameter, of container: ParameterContainer, into diagnostics: inout [Diagnostic]
    ) {
        var subject: String { container.describe(parameter) }
        if parameter.supportsSearch && !parameter.supportsDynamicOptions {
            diagnostics.append(
                Diagnostic(
                    .searchWithoutDynamicOptions,
                    "\(subject) supports search but does not provide options dynamically, so search is never used",
                    at: parameter.nameLocation))
        }
        if !parameter.isArray && (parameter.hasFixedSizeArray || !parameter.arraySizes.isEmpty) {
            diagnostics.append(
                Diagnostic(
                    .arraySizesOnSingleValue,
                    "\(subject) has widget array sizes but does not support multiple values",
                    at: parameter.arraySizes.first?.location ?? parameter.nameLocation))
        }
        for size in parameter.arraySizes where size.size < 1 {
            diagnostics.append(
                Diagnostic(
                    .invalidArraySize,
                    "array size \(size.size) for size class '\(size.sizeClass)' of \(subject) is not a positive number of items",
                    at: size.location))
        }
    }

    /// Placeholders of prompt dialogs (parameters and the built-in `count`) and of unsupported
    /// reasons (parameters and the built-ins `displayName`, `minimumValue`, `maximumValue`).
    private static func checkPromptsAndReasons(
        _ parameter: Parameter, of container: ParameterContainer, into diagnostics: inout [Diagnostic]
    ) {
        var subject: String { container.describe(parameter) }
        let parameters = container.parameters
        for dialog in parameter.promptDialogs {
            PlaceholderChecks.check(
                dialog.formatString, isAllowedRoot: { parameters.containsParameter(named: $0) || $0 == "count" },
                suggesting: parameters.suggestionCandidates, unknownCode: .unknownPromptPlaceholder,
                subject: "\(dialog.type) prompt of \(subject)",
                unknownReason: "names no \(container.role.noun) of \(container.owner)", into: &diagnostics)
        }
        for reason in parameter.unsupportedReasons {
            PlaceholderChecks.check(
                reason.formatString,
                isAllowedRoot: { parameters.containsParameter(named: $0) || builtInReasonRoots.contains($0) },
                suggesting: parameters.suggestionCandidates,
                unknownCode: .unknownReasonPlaceholder,
                subject: "unsupported reason '\(reason.code)' of \(subject)",
                unknownReason: "names no \(container.role.noun) of \(container.owner) and no built-in value",
                into: &diagnostics)
        }
    }
}
