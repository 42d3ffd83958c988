/// `${name}` and `${name.path}` placeholders of display strings (DefinitionFormat.md,
/// 'Placeholders').
enum PlaceholderChecks {
    /// Reports placeholders that are not a dot-separated path of identifiers, and placeholders
    /// whose first component `isAllowedRoot` refuses, with a "did you mean" note for the
    /// closest of `candidates`.
    ///
    /// - Parameters:
    ///   - subject: the string, as messages name it (`format string of response code 'success'
    ///     of intent 'BrewCoffee'`).
    ///   - unknownReason: why an unknown root is wrong (`names no response parameter`).
    ///
    /// The texts and candidates are only evaluated for a placeholder that is reported.
    @inline(__always)
    static func check(
        _ formatString: FormatString?, isAllowedRoot: (String) -> Bool, suggesting candidates: @autoclosure () -> [NameSuggestion.Candidate],
        unknownCode: DiagnosticCode, subject: @autoclosure () -> String, unknownReason: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) {
        guard formatString?.placeholders.isEmpty == false else { return }
        checkPlaceholders(
            of: formatString.unsafelyUnwrapped, isAllowedRoot: isAllowedRoot, suggesting: candidates(),
            unknownCode: unknownCode, subject: subject(), unknownReason: unknownReason(), into: &diagnostics)
    }

    /// ``check(_:isAllowedRoot:suggesting:unknownCode:subject:unknownReason:into:)`` for a string
    /// with placeholders.
    private static func checkPlaceholders(
        of formatString: FormatString, isAllowedRoot: (String) -> Bool, suggesting candidates: @autoclosure () -> [NameSuggestion.Candidate],
        unknownCode: DiagnosticCode, subject: @autoclosure () -> String, unknownReason: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) {
        for placeholder in formatString.placeholders {
            if !placeholder.path.allSatisfy(NameChecks.isIdentifier) {
                diagnostics.append(
                    Diagnostic(
                        .malformedPlaceholder,
                        "\(subject()) contains '${\(placeholder.name)}', which is not a name or a dot-separated path of names",
                        at: formatString.location))
            } else if !isAllowedRoot(placeholder.root) {
                diagnostics.append(
                    Diagnostic(
                        unknownCode,
                        "\(subject()) uses '${\(placeholder.name)}', "
                            + (placeholder.path.count == 1 ? "which" : "whose root '\(placeholder.root)'")
                            + " \(unknownReason())",
                        at: formatString.location,
                        notes: NameSuggestion.notes(for: placeholder.root, among: candidates())))
            }
        }
    }
}
