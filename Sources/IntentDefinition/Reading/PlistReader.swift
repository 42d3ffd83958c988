/// Reads XML property lists with libxml2 into located ``PlistNode`` trees.
///
/// Files are read in every encoding Foundation's property-list reader reads (`PlistTextEncoding`).
/// Reading never expands or loads an entity, never loads a DTD and never touches the network:
/// an `<!ENTITY>` declaration stops the parse with `DiagnosticCode.entityDeclaration` (`IC006`).
/// Locations are the line and byte column of each element's `<`; a key's location is its
/// `<key>` element's.
///
/// Problems with the file itself are reported before parsing: a path that is missing, a
/// directory or unreadable gets a diagnostic without location (the message names the path);
/// an empty or oversized file gets one at line 1, column 1; a file with merge-conflict
/// markers gets one at the first marker (`MergeConflictCheck`). A binary property list
/// (`bplist…`) is read by `BinaryPlistReader`, which locates values by byte offset.
public enum PlistReader {
    /// Limits and switches for reading.
    public struct Options: Sendable, Hashable {
        /// Inputs larger than this many bytes are refused before parsing (default 64 MiB).
        public var maximumInputSize: Int

        /// Creates options.
        public init(maximumInputSize: Int = 64 << 20) {
            self.maximumInputSize = maximumInputSize
        }

        /// The limit actually applied: libxml2 takes buffer sizes as `Int32`.
        var effectiveMaximumInputSize: Int { min(maximumInputSize, Int(Int32.max)) }
    }

    /// Reads the file at `path`. Returns nil with at least one error diagnostic on failure.
    public static func read(
        contentsOf path: String, options: Options = Options(), diagnostics: inout [Diagnostic]
    ) -> PlistNode? {
        switch InputFile.load(path, maximumSize: options.effectiveMaximumInputSize) {
        case .bytes(let bytes):
            return read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics)
        case .refused(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Parses `bytes` as the contents of `path`.
    public static func read(
        bytes: [UInt8], path: String, options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) -> PlistNode? {
        // Interned once: every location of the document is made from it.
        let file = path
        let startOfFile = SourceLocation(file: file, line: 1, column: 1)
        let limit = options.effectiveMaximumInputSize
        if bytes.count > limit {
            diagnostics.append(InputFile.tooLarge(path, size: bytes.count, limit: limit))
            return nil
        }
        if bytes.allSatisfy(PlistScalarText.isWhitespace) {
            diagnostics.append(Diagnostic(.emptyFile, "the file is empty", at: startOfFile))
            return nil
        }
        if bytes.starts(with: "bplist".utf8) {
            return BinaryPlistReader.read(bytes, file: file, maximumExpandedSize: limit, diagnostics: &diagnostics)
        }
        let conflictMarkers = MergeConflictCheck.markers(in: bytes)
        if !conflictMarkers.isEmpty {
            diagnostics.append(MergeConflictCheck.diagnostic(for: conflictMarkers, in: file))
            return nil
        }
        let (value, found) = LibXMLStreamParse.read(bytes, file: file)
        diagnostics += found
        return value
    }
}
