extension DiagnosticCode {
    /// Every code intentc can emit, in code order.
    ///
    /// Ranges: IC001–IC019 reading, IC020–IC049 decoding, IC050–IC099 validation,
    /// IC100–IC119 Swift naming, IC120–IC139 configuration, IC140–IC159 flavor translation
    /// (warnings about what a flavor cannot express; see `FlavorTranslator`).
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + configurationCodes + appIntentsFlavorCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
