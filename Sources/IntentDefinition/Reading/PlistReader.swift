/// Reads XML property lists with libxml2 into located ``PlistNode`` trees.
public enum PlistReader {
    /// Limits and switches for reading.
    public struct Options: Sendable, Hashable {
        /// Inputs larger than this many bytes are refused before parsing (default 64 MiB).
        public var maximumInputSize: Int

        /// Creates options.
        public init(maximumInputSize: Int = 64 << 20) {
            self.maximumInputSize = maximumInputSize
        }
    }

    /// Reads the file at `path`. Returns nil with at least one error diagnostic on failure.
    public static func read(
        contentsOf path: String, options: Options = Options(), diagnostics: inout [Diagnostic]
    ) -> PlistNode? {
        fatalError("TODO: reader")
    }

    /// Parses `bytes` as the contents of `path`.
    public static func read(
        bytes: [UInt8], path: String, options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) -> PlistNode? {
        fatalError("TODO: reader")
    }
}
