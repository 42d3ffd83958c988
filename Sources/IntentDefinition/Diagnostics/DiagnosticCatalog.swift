extension DiagnosticCode {
    /// Every code the libraries (IntentDefinition and IntentCodegen) can emit, in code order.
    ///
    /// Ranges: IC001–IC019 reading, IC020–IC049 decoding, IC050–IC099 validation,
    /// IC100–IC119 Swift naming, IC120–IC139 the command line (its configuration file and output
    /// files; declared with the CLI, which adds them to this list for its own catalog),
    /// IC140–IC159 flavor translation (warnings about what a flavor cannot express; see
    /// `FlavorTranslator`), IC160–IC199 translation tables, IC200–IC229 compatibility between two
    /// versions of a file, IC230–IC239 the plugins' set-up (their texts live in the plugins, which
    /// cannot import this module; PluginPlanningTests keeps the two equal).
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + intentsFlavorCodes
            + appIntentsFlavorCodes + translationCodes + compatibilityCodes + pluginCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
