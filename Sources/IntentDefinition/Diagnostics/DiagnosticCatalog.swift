extension DiagnosticCode {
    /// Every code this library declares, in code order. Ranges: IC001–IC019 reading,
    /// IC020–IC049 decoding, IC050–IC099 validation, IC100–IC119 Swift naming, IC120–IC139 the
    /// command line and IC140–IC159 the flavors (each declares its own; IntentCodegen's
    /// `codegenCatalog` adds the flavors', the CLI its own), IC160–IC199 translation tables,
    /// IC200–IC229 compatibility between two versions of a file, IC230–IC239 the plugins' set-up
    /// (their texts live in the plugins, which cannot import this module; PluginPlanningTests
    /// keeps the two equal), IC240–IC259 `migrate --check` (AppIntentsSource declares them).
    public static var catalog: [DiagnosticCode] {
        (readerCodes + decoderCodes + validationCodes + namingCodes + translationCodes + compatibilityCodes
            + pluginCodes)
            .sorted { $0.rawValue < $1.rawValue }
    }
}
