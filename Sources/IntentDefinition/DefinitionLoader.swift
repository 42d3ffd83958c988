/// The front half of the pipeline in one call: read → decode → validate.
public enum DefinitionLoader {
    /// What loading a definition produced.
    public struct Result: Sendable {
        /// The decoded model; nil when the file could not be read or decoded at all.
        public var definition: Definition?
        /// Everything reported, sorted for display.
        public var diagnostics: [Diagnostic]
    }

    /// Reads, decodes and validates the file at `path`.
    public static func load(
        contentsOf path: String, options: PlistReader.Options = PlistReader.Options()
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        // The input is released when reading returns, the read document when decoding does:
        // neither is held while the next stage builds its own data.
        let definition = decode(
            PlistReader.read(contentsOf: path, options: options, diagnostics: &diagnostics), path: path,
            diagnostics: &diagnostics)
        return validate(definition, diagnostics: diagnostics)
    }

    /// Reads, decodes and validates `bytes` as the file at `path` (which names it in
    /// diagnostics and in the model).
    public static func load(
        bytes: [UInt8], path: String, options: PlistReader.Options = PlistReader.Options()
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        let definition = decode(
            PlistReader.read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics), path: path,
            diagnostics: &diagnostics)
        return validate(definition, diagnostics: diagnostics)
    }

    /// Decodes what reading gave, if anything.
    private static func decode(_ root: PlistNode?, path: String, diagnostics: inout [Diagnostic]) -> Definition? {
        root.flatMap { DefinitionDecoder.decode($0, path: path, diagnostics: &diagnostics) }
    }

    /// Validates what decoding gave, if anything.
    private static func validate(_ definition: Definition?, diagnostics: [Diagnostic]) -> Result {
        guard let definition else { return Result(definition: nil, diagnostics: diagnostics.sortedForDisplay()) }
        let all = diagnostics + DefinitionValidator.validate(definition)
        return Result(definition: definition, diagnostics: all.sortedForDisplay())
    }
}
