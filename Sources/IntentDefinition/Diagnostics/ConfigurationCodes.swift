extension DiagnosticCode {
    /// The codes of the configuration stage.
    static let configurationCodes: [DiagnosticCode] = []
}
