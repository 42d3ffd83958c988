/// A parameter's type: known, present, and (for enums and custom types) defined in the file.
enum TypeReferenceChecks {
    /// Reports missing and unknown type strings, foreign namespaces and references to enums or
    /// custom types the file does not define. `System` references are never resolved.
    ///
    /// - Returns: the enum an enum parameter names, when the file defines it.
    static func check(
        _ parameter: Parameter, of container: ParameterContainer, in definition: Definition,
        into diagnostics: inout [Diagnostic]
    ) -> EnumDefinition? {
        var subject: String { container.describe(parameter) }
        switch parameter.type {
        case .missing:
            diagnostics.append(
                Diagnostic(
                    .missingType, "\(subject) has no type (\(container.role.keyPrefix)Type is missing)",
                    at: parameter.typeLocation))
        case .unknown(let typeString):
            diagnostics.append(
                Diagnostic(
                    .unknownType, "\(subject) has type '\(typeString)', which intentc does not know",
                    at: parameter.typeLocation,
                    notes: NameSuggestion.closest(to: typeString, among: ParameterType.kindNames).map {
                        [DiagnosticNote("did you mean '\($0)'?", at: parameter.typeLocation)]
                    } ?? []))
        case .enumeration(let reference):
            guard checkNamespace(reference, of: subject, noun: "enum", in: definition, into: &diagnostics)
            else { return nil }
            if let found = definition.enumDefinition(named: reference.name) { return found }
            diagnostics.append(
                Diagnostic(
                    .undefinedEnum,
                    "\(subject) names enum '\(reference.name)', which the file does not define"
                        + (definition.customTypeIndex(named: reference.name) != nil
                            ? " (a custom type has that name)" : ""),
                    at: reference.location,
                    notes: NameSuggestion.notes(for: reference.name, among: definition.enumCandidates)))
        case .object(let reference):
            guard checkNamespace(reference, of: subject, noun: "type", in: definition, into: &diagnostics),
                definition.customTypeIndex(named: reference.name) == nil
            else { return nil }
            diagnostics.append(
                Diagnostic(
                    .undefinedCustomType,
                    "\(subject) names type '\(reference.name)', which the file does not define"
                        + (definition.enumIndex(named: reference.name) != nil ? " (an enum has that name)" : ""),
                    at: reference.location,
                    notes: NameSuggestion.notes(for: reference.name, among: definition.customTypeCandidates)))
        default:
            break
        }
        return nil
    }

    /// Warns when the namespace is neither `System` nor the file's own.
    ///
    /// - Returns: whether the reference is local and must be resolved in the file (false for
    ///   `System` references).
    private static func checkNamespace(
        _ reference: TypeReference, of subject: @autoclosure () -> String, noun: String, in definition: Definition,
        into diagnostics: inout [Diagnostic]
    ) -> Bool {
        guard let namespace = reference.namespace else { return true }
        if reference.isSystem { return false }
        guard namespace != definition.namespace?.value else { return true }
        let expected =
            definition.namespace.map { "this file's namespace '\($0.value)'" }
            ?? "this file (which declares no namespace)"
        diagnostics.append(
            Diagnostic(
                .foreignNamespace,
                "\(subject()) names \(noun) '\(reference.name)' in namespace '\(namespace)', which is neither \(expected) nor System",
                at: reference.location))
        return true
    }
}
