extension DiagnosticCode {
    /// The codes of the naming stage.
    static let namingCodes: [DiagnosticCode] = []
}
