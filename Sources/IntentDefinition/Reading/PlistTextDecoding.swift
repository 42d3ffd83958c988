/// Turns the bytes of a property list into the UTF-8 text libxml2 parses, reading every
/// encoding Foundation's property-list reader reads (``PlistTextEncoding``).
///
/// UTF-8 is parsed as it is, so libxml2 locates its own encoding errors. Any other encoding is
/// converted whole before libxml2 runs (``UTF8Transcoder``), and libxml2 is told to ignore the
/// declaration: its own conversions report failures on stderr, outside any diagnostic. The
/// converted text has the file's lines; its columns count bytes of the text in UTF-8, after the
/// byte-order mark (in a UTF-8 file the mark counts, as libxml2 reads it).
enum PlistTextDecoding {
    /// The text to parse, or why there is none.
    enum Decoded {
        /// The input is UTF-8: parse it as it is.
        case utf8
        /// The input converted to UTF-8.
        case converted([UInt8])
        /// The input is not read (`DiagnosticCode.unsupportedEncoding`).
        case refused(Diagnostic)
    }

    /// The UTF-8 text of `bytes`, read from `file`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Decoded {
        let name: String
        let textStart: Int
        var declaredAt: Int?
        switch PlistTextEncoding.of(bytes) {
        case .utf8:
            // libxml2 takes a file starting with `<?xm` in EBCDIC for EBCDIC and converts it on its
            // own, whatever the options; in UTF-8 its third byte is invalid.
            if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
                return .refused(
                    invalidBytes(Array(bytes[2..<min(6, bytes.count)]), in: "UTF-8", after: [0x4C, 0x6F], file: file))
            }
            return .utf8
        case .unmarkedUnicode:
            return .refused(
                Diagnostic(
                    .unsupportedEncoding,
                    "the file is UTF-16 or UTF-32 without a byte-order mark, which Xcode's property-list reader "
                        + "does not read; save it with a byte-order mark, or as UTF-8",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        case .marked(let marked, let start):
            (name, textStart) = (marked, start)
        case .declared(let declared, let offset):
            (name, textStart, declaredAt) = (declared, 0, offset)
        }
        switch UTF8Transcoder.utf8(from: UnsafeBufferPointer(rebasing: bytes[textStart...]), encoding: name) {
        case .success(let text):
            return .converted(text)
        case .failure(.invalidBytes(let invalid, let converted)):
            return .refused(invalidBytes(invalid, in: name, after: converted, file: file))
        case .failure(.unknownEncoding):
            var lines = LineCursor()
            let location = lines.position(ofOffset: declaredAt ?? 0, in: bytes)
            return .refused(
                Diagnostic(
                    .unsupportedEncoding, "the file declares the encoding '\(name)', which intentc does not know",
                    at: SourceLocation(file: file, line: location.line, column: location.column)))
        }
    }

    /// The error for the bytes `invalid`, not valid in `encoding`, located after the UTF-8 text
    /// `converted` that came before them.
    private static func invalidBytes(
        _ invalid: [UInt8], in encoding: String, after converted: [UInt8], file: String
    ) -> Diagnostic {
        let location = LineTable(converted).position(ofOffset: converted.count)
        let shown = invalid.map { ($0 < 0x10 ? "0x0" : "0x") + String($0, radix: 16, uppercase: true) }
        return Diagnostic(
            .unsupportedEncoding, "the file is not valid \(encoding) (bytes \(shown.joined(separator: " ")))",
            at: SourceLocation(file: file, line: location.line, column: location.column))
    }
}
