extension DiagnosticCode {
    /// The codes of the decoder stage.
    static let decoderCodes: [DiagnosticCode] = []
}
