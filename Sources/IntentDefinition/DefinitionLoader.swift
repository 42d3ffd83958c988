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
        let root = PlistReader.read(contentsOf: path, options: options, diagnostics: &diagnostics)
        return load(root, path: path, diagnostics: diagnostics)
    }

    /// Reads, decodes and validates `bytes` as the file at `path` (which names it in
    /// diagnostics and in the model).
    public static func load(
        bytes: [UInt8], path: String, options: PlistReader.Options = PlistReader.Options()
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        let root = PlistReader.read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics)
        return load(root, path: path, diagnostics: diagnostics)
    }

    /// Decodes and validates what reading gave.
    private static func load(_ root: PlistNode?, path: String, diagnostics: [Diagnostic]) -> Result {
        var diagnostics = diagnostics
        guard let root, let definition = DefinitionDecoder.decode(root, path: path, diagnostics: &diagnostics) else {
            return Result(definition: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        diagnostics += DefinitionValidator.validate(definition)
        return Result(definition: definition, diagnostics: diagnostics.sortedForDisplay())
    }
}
