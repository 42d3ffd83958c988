extension DiagnosticCode {
    /// Every code intentc can emit, in code order.
    ///
    /// Ranges: IC001–IC019 reading, IC020–IC049 decoding, IC050–IC099 validation,
    /// IC100–IC119 Swift naming, IC120–IC139 configuration (IC131–IC135 the plugins' set-up).
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + configurationCodes + pluginCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
