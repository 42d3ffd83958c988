import IntentDefinition

/// Collects a run's diagnostics, applies `--warnings-as-errors` and `--quiet`, and prints them:
/// text lines as they come, or one JSON array at the end.
final class DiagnosticReporter {
    private let options: ReportingOptions
    private let formatter: TextDiagnosticFormatter
    private let console: Console
    private var pendingJSON: [ReportedDiagnostic] = []

    /// Creates a reporter printing to `console`.
    init(options: ReportingOptions, usesColor: Bool, console: Console) {
        self.options = options
        self.formatter = TextDiagnosticFormatter(usesColor: usesColor)
        self.console = console
    }

    /// Reports `diagnostics`, which concern `file` (named when a diagnostic has no location), in
    /// display order (`sortedForDisplay()`) whatever order they come in: every
    /// subcommand prints through here. Returns whether any of them is an error, once warnings
    /// are promoted.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], file: String?) -> Bool {
        let effective = options.effective(diagnostics.sortedForDisplay())
        let foundError = effective.containsErrors
        for diagnostic in effective where !options.quiet || diagnostic.severity == .error {
            let reported = ReportedDiagnostic(diagnostic: diagnostic, fallbackFile: file)
            switch options.format {
            case .text: console.writeError(formatter.format(reported))
            case .json: pendingJSON.append(reported)
            }
        }
        return foundError
    }

    /// Prints what is still pending: the JSON array (even an empty one), nothing for text.
    func finish() {
        if options.format == .json { console.writeError(JSONDiagnosticEncoder.encode(pendingJSON)) }
    }
}
