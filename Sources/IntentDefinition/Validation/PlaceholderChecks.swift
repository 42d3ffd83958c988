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
    static func check(
        _ formatString: FormatString?, isAllowedRoot: (String) -> Bool,
        suggesting candidates: @autoclosure () -> [NameSuggestion.Candidate],
        unknownCode: DiagnosticCode, subject: @autoclosure () -> String, unknownReason: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) {
        guard let formatString else { return }
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
