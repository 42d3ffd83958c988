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

/// ANSI styling of diagnostics, as clang does it: bold location, colored bold severity word.
enum TerminalStyle {
    private static let reset = "\u{1B}[0m"

    /// Whether to color: `--color always|never` decide; `auto` colors when standard error is a
    /// terminal and `NO_COLOR` is unset or empty.
    static func usesColor(
        _ choice: ReportingOptions.ColorChoice, standardErrorIsTerminal: Bool, environment: [String: String]
    ) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: standardErrorIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + reset }

    /// The severity word in its color: errors red, warnings magenta, notes black (all bold).
    static func severity(_ severity: Severity) -> String {
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;30m"
            }
        return color + severity.rawValue + ":" + reset
    }
}
