extension DiagnosticCode {
    /// The codes of the validation stage.
    static let validationCodes: [DiagnosticCode] = []
}
