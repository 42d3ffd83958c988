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
        guard let root = PlistReader.read(contentsOf: path, options: options, diagnostics: &diagnostics),
            let definition = DefinitionDecoder.decode(root, path: path, diagnostics: &diagnostics)
        else {
            return Result(definition: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        diagnostics += DefinitionValidator.validate(definition)
        return Result(definition: definition, diagnostics: diagnostics.sortedForDisplay())
    }
}
