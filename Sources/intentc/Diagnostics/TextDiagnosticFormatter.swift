import IntentDefinition

/// Formats diagnostics the way swiftc and clang print them, which editors and Xcode understand:
/// `path:line:col: severity: message [ICnnn]`, then one `path:line:col: note: message` per note.
struct TextDiagnosticFormatter {
    /// Whether to add ANSI colors.
    var usesColor: Bool

    /// The lines for one diagnostic, each ending in a newline.
    func format(_ reported: ReportedDiagnostic) -> String {
        let diagnostic = reported.diagnostic
        var text = line(
            place: place(diagnostic.location, fallback: reported.fallbackFile), severity: diagnostic.severity,
            message: "\(diagnostic.message) [\(diagnostic.code)]")
        for note in diagnostic.notes {
            text += line(
                place: place(note.location, fallback: reported.file), severity: .note, message: note.message)
        }
        return text
    }

    private func place(_ location: SourceLocation?, fallback: String?) -> String {
        location.map { "\($0):" } ?? "\(fallback ?? "intentc"):"
    }

    private func line(place: String, severity: Severity, message: String) -> String {
        guard usesColor else { return "\(place) \(severity.rawValue): \(message)\n" }
        return "\(TerminalStyle.bold(place)) \(TerminalStyle.severity(severity)) \(message)\n"
    }
}
