import IntentDefinition

/// Collects a run's diagnostics, applies `--warnings-as-errors` and `--quiet`, and prints them:
/// text lines to standard error and workflow commands as they come, or one JSON array or SARIF
/// log at the end. Structured formats go to standard output, unless the subcommand's own output
/// goes there (``Invocation/writesOwnOutputToStandardOutput``): then to standard error.
final class DiagnosticReporter {
    private let options: ReportingOptions
    private let formatter: TextDiagnosticFormatter
    private let write: @Sendable (String) -> Void
    private var pending: [ReportedDiagnostic] = []
    /// Everything reported so far: a definition generated in two flavors is read twice, and its
    /// findings are printed once.
    private var seen: Set<ReportedDiagnostic> = []
    /// The names diagnostics give files that are not on disk, such as a file as it was at a git
    /// revision (`origin/main:Intents.intentdefinition`): no annotation can point at them.
    var filesNotOnDisk: Set<String> = []

    /// Creates a reporter printing to `console`; structured formats to its standard output
    /// unless `standardOutputIsTaken`.
    init(options: ReportingOptions, usesColor: Bool, console: Console, standardOutputIsTaken: Bool = true) {
        self.options = options
        self.formatter = TextDiagnosticFormatter(usesColor: usesColor)
        if options.format.isStructured && !standardOutputIsTaken {
            write = { console.writeOutput($0) }
        } else {
            write = console.writeError
        }
    }

    /// Reports `diagnostics`, which concern `file` (named when a diagnostic has no location), in
    /// display order (`sortedForDisplay()`) whatever order they come in, each once: every
    /// subcommand prints through here. Returns whether any of them is an error, once warnings
    /// are promoted.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], file: String?) -> Bool {
        let sorted = diagnostics.sortedForDisplay()
        let effective = options.warningsAsErrors ? sorted.promotingWarnings() : sorted
        let foundError = effective.containsErrors
        for diagnostic in effective where !options.quiet || diagnostic.severity == .error {
            // Text keeps the true place; the other formats point into the checkout, JSON and
            // SARIF never at a file that is only in git (GitHub's formatter words those itself).
            let shown: Diagnostic
            switch options.format {
            case .text: shown = diagnostic
            case .github: shown = diagnostic.anchoredInCheckout(filesNotOnDisk: filesNotOnDisk)
            case .json, .sarif: shown = diagnostic.placedOnDisk(filesNotOnDisk: filesNotOnDisk)
            }
            let offDisk = options.format != .text && file.map(filesNotOnDisk.contains) == true
            let reported = ReportedDiagnostic(diagnostic: shown, fallbackFile: offDisk ? nil : file)
            guard seen.insert(reported).inserted else { continue }
            switch options.format {
            case .text: write(formatter.format(reported))
            case .github: write(GitHubAnnotationFormatter.format(reported, filesNotOnDisk: filesNotOnDisk))
            case .json, .sarif: pending.append(reported)
            }
        }
        return foundError
    }

    /// Prints what is still pending: the JSON array or SARIF log (even an empty one), nothing
    /// for the formats printed as they come.
    func finish() {
        switch options.format {
        case .json: write(JSONDiagnosticEncoder.encode(pending))
        case .sarif: write(SARIFEncoder.encode(pending))
        case .text, .github: break
        }
    }
}

/// A diagnostic as intentc prints it: with the file it concerns even when it has no location
/// (an unreadable input is reported as `path: error: …`).
struct ReportedDiagnostic: Hashable, Sendable {
    /// The diagnostic.
    var diagnostic: Diagnostic
    /// The file to name when the diagnostic has no location; nil for problems of no file.
    var fallbackFile: String?

    /// The file the diagnostic concerns, if any.
    var file: String? { diagnostic.location?.file ?? fallbackFile }
}
