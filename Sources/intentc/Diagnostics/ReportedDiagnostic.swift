import IntentDefinition

/// A diagnostic as intentc prints it: with the file it concerns even when it has no location
/// (an unreadable input is reported as `path: error: …`).
struct ReportedDiagnostic: Equatable, Sendable {
    /// The diagnostic.
    var diagnostic: Diagnostic
    /// The file to name when the diagnostic has no location; nil for problems of no file.
    var fallbackFile: String?

    /// The file the diagnostic concerns, if any.
    var file: String? { diagnostic.location?.file ?? fallbackFile }
}
