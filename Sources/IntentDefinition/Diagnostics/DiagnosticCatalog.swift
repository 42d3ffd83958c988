extension DiagnosticCode {
    /// Every code intentc can emit, in code order.
    ///
    /// Ranges: IC001–IC019 reading, IC020–IC049 decoding, IC050–IC099 validation,
    /// IC100–IC119 Swift naming, IC120–IC139 configuration, IC160–IC199 translation tables,
    /// IC200–IC229 compatibility between two versions of a file.
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + configurationCodes
            + translationCodes + compatibilityCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
