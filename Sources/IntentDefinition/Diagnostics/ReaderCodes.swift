extension DiagnosticCode {
    /// The codes of the reader stage.
    static let readerCodes: [DiagnosticCode] = []
}
