/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Hashable, Comparable {
    /// Stops generation; `intentc` exits 1.
    case error
    /// Reported, generation goes on (unless warnings are errors).
    case warning
    /// Context attached to another diagnostic.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A related place attached to a diagnostic, printed as a `note:` line.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    /// What the note says.
    public var message: String
    /// Where it points, when it points somewhere.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }
}

/// One problem found in a definition, located at `file:line:col`.
public struct Diagnostic: Hashable, Sendable, Encodable {
    /// Error or warning.
    public var severity: Severity
    /// The stable code, e.g. `IC001`.
    public var code: DiagnosticCode
    /// One sentence saying what is wrong.
    public var message: String
    /// Where it is wrong; nil only for problems with no place in a file (an unreadable path).
    public var location: SourceLocation?
    /// Related places.
    public var notes: [DiagnosticNote]

    /// Creates a diagnostic with the code's default severity.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = code.severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The same diagnostic with another severity (used by `--warnings-as-errors`).
    public func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics with every warning made an error (`--warnings-as-errors`).
    public func promotingWarnings() -> [Diagnostic] {
        map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
    }

    /// Sorted by file, line, column, then code, so output is stable whatever order checks ran in.
    public func sortedForDisplay() -> [Diagnostic] {
        let unlocated = SourceLocation(file: "", line: 0, column: 0)
        return sorted { a, b in
            let la = a.location ?? unlocated
            let lb = b.location ?? unlocated
            if la != lb { return la < lb }
            if a.code != b.code { return a.code.rawValue < b.code.rawValue }
            return a.message < b.message
        }
    }
}
