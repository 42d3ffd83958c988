import IntentDefinition

/// ANSI styling of diagnostics, as clang does it: bold location, colored bold severity word.
enum TerminalStyle {
    private static let reset = "\u{1B}[0m"

    /// The environment variables styling reads; the program passes only these to
    /// ``usesColor(_:standardErrorIsTerminal:environment:)``.
    static let environmentVariables = ["NO_COLOR"]

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
