/// Reads translation tables: old-style or XML-plist `.strings`, `.stringsdict` and `.xcstrings`.
///
/// The same safety as the definition reader applies: the size limit is checked before reading,
/// XML goes through ``PlistReader`` (no entities, no DTD, no network), and every problem is a
/// located diagnostic. A table that cannot be read yields no table and at least one error.
public enum TranslationTableReader {
    /// Reads the file at `path`; the format follows its extension (`.stringsdict`, `.xcstrings`,
    /// anything else as `.strings`) and, for `.strings`, its first character: `<` for an XML
    /// property list (UTF-8, or UTF-16 transcoded first), else old-style text.
    public static func read(
        contentsOf path: String, options: PlistReader.Options = PlistReader.Options(),
        diagnostics: inout [Diagnostic]
    ) -> [TranslationTable] {
        switch InputFile.load(path, maximumSize: options.effectiveMaximumInputSize) {
        case .bytes(let bytes):
            return read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics)
        case .refused(let diagnostic):
            diagnostics.append(diagnostic)
            return []
        }
    }

    /// Reads `bytes` as the contents of `path`.
    public static func read(
        bytes: [UInt8], path: String, options: PlistReader.Options = PlistReader.Options(),
        diagnostics: inout [Diagnostic]
    ) -> [TranslationTable] {
        let limit = options.effectiveMaximumInputSize
        if bytes.count > limit {
            diagnostics.append(InputFile.tooLarge(path, size: bytes.count, limit: limit))
            return []
        }
        let language = TranslationTable.language(ofPath: path)
        if path.hasSuffix(".xcstrings") {
            return StringCatalogReader.read(bytes: bytes, path: path, diagnostics: &diagnostics)
        }
        if path.hasSuffix(".stringsdict") {
            guard let root = PlistReader.read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics)
            else { return [] }
            return PropertyListTable.stringsdict(root, path: path, language: language, diagnostics: &diagnostics)
                .map { [$0] } ?? []
        }
        switch TranslationText.decode(bytes, path: path) {
        case .failure(let problem):
            diagnostics.append(problem.diagnostic)
            return []
        case .success(let text):
            if startsLikeXML(text) {
                guard
                    let root = PlistReader.read(
                        bytes: text.declaringUTF8, path: path, options: options, diagnostics: &diagnostics)
                else { return [] }
                return PropertyListTable.strings(root, path: path, language: language, diagnostics: &diagnostics)
                    .map { [$0] } ?? []
            }
            var parser = StringsFileParser(text, path: path)
            let entries = parser.parse()
            diagnostics += parser.diagnostics
            guard let entries else { return [] }
            return [TranslationTable(path: path, language: language, format: .strings, entries: entries)]
        }
    }

    /// Whether the text opens (after a byte-order mark and whitespace) with `<`: an XML property
    /// list rather than old-style text, which never starts so.
    private static func startsLikeXML(_ text: TranslationText.Decoded) -> Bool {
        text.bytes[text.start...].first { !PlistScalarText.isWhitespace($0) } == UInt8(ascii: "<")
    }
}
