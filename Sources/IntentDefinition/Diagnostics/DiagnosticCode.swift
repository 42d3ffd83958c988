/// A stable diagnostic code (`IC001`…) with its default severity and a one-sentence summary.
///
/// Each pipeline stage declares its codes in its own folder (`ReaderCodes.swift`,
/// `DecoderCodes.swift`, `ValidationCodes.swift`, …) and lists them in its `…Codes` array;
/// ``DiagnosticCode/catalog`` gathers this library's for the documented table (intentc's
/// Diagnostics.md) and the catalog tests, and the modules above add theirs. The summary documents
/// a code; a comment on its declaration adds only what the summary leaves out. A code encodes
/// as its raw value; it does not decode, since only the module that declared it knows its
/// severity and summary.
public struct DiagnosticCode: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The code as printed, e.g. `IC001`.
    public let rawValue: String
    /// The severity diagnostics with this code get.
    public let severity: Severity
    /// One sentence for the diagnostics table (intentc's Diagnostics.md).
    public let summary: String
    /// Why an error is one (Xcode refuses the file, the generated code could not compile, …);
    /// nil for warnings and notes.
    public let errorReason: ErrorReason?

    /// Declares a code; an error says why it is one.
    public init(_ rawValue: String, _ severity: Severity, _ summary: String, because errorReason: ErrorReason? = nil) {
        self.rawValue = rawValue
        self.severity = severity
        self.summary = summary
        self.errorReason = errorReason
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
