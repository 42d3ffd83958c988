extension DiagnosticCode {
    /// Every code this library declares, in code order. The modules above add their own: each
    /// flavor of IntentCodegen its translation codes (IntentCodegen's `codegenCatalog`), the
    /// command line its configuration and output codes.
    ///
    /// Ranges: IC001–IC019 reading, IC020–IC049 decoding, IC050–IC099 validation,
    /// IC100–IC119 Swift naming, IC120–IC139 the command line, IC140–IC159 flavor translation
    /// (warnings about what a flavor cannot express), IC160–IC199 translation tables,
    /// IC200–IC229 compatibility between two versions of a file, IC230–IC239 the plugins' set-up
    /// (their texts live in the plugins, which cannot import this module; PluginPlanningTests
    /// keeps the two equal).
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + translationCodes + compatibilityCodes
            + pluginCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
