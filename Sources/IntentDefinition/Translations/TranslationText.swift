/// Turns the bytes of a `.strings` file into UTF-8 text, whatever encoding it was saved in.
///
/// A UTF-8 byte-order mark is kept in place (columns on line 1 then count it, as editors that
/// show bytes do). UTF-16 with a byte-order mark, or without one when the zero bytes of ASCII
/// text give its byte order away, is transcoded; locations in such a file count the bytes of the
/// transcoded UTF-8 text.
enum TranslationText {
    /// Decoded text: UTF-8 bytes and the offset where the content starts (after a BOM).
    struct Decoded {
        /// The text as UTF-8.
        var bytes: [UInt8]
        /// The offset of the first byte after a byte-order mark.
        var start: Int
        /// Whether the text was transcoded from UTF-16.
        var wasTranscoded = false

        /// The text for an XML parser that reads UTF-8 only: a transcoded document's
        /// `encoding="UTF-16"` declaration names UTF-8 instead, padded with spaces after its
        /// closing quote so that every column stays where it was.
        var declaringUTF8: [UInt8] {
            guard wasTranscoded, bytes.starts(with: Array("<?xml".utf8)),
                let end = bytes.firstIndex(of: UInt8(ascii: ">")),
                let key = bytes[..<end].firstOccurrence(of: Array("encoding=".utf8)),
                key.upperBound < end, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[key.upperBound]),
                let close = bytes[(key.upperBound + 1)..<end].firstIndex(of: bytes[key.upperBound])
            else { return bytes }
            let width = close - key.upperBound - 1
            let value = Array("UTF-8".utf8)
            guard width >= value.count else { return bytes }
            let padding = [UInt8](repeating: UInt8(ascii: " "), count: width - value.count)
            return Array(bytes[...key.upperBound]) + value + [bytes[close]] + padding + Array(bytes[(close + 1)...])
        }
    }

    /// The text of `bytes`, or a located encoding diagnostic.
    static func decode(_ bytes: [UInt8], path: String) -> Result<Decoded, DiagnosticProblem> {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true, path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false, path: path) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], littleEndian: true, path: path) }
            if bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], littleEndian: false, path: path) }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = firstInvalidUTF8Offset(bytes, from: start) {
            let (line, column) = LineTable(bytes).position(ofOffset: bad)
            return .failure(
                DiagnosticProblem(
                    Diagnostic(
                        .translationEncoding,
                        "the file is not valid UTF-8 (byte 0x\(hex(bytes[bad])) at offset \(bad)); save it as UTF-8 or UTF-16 with a byte-order mark",
                        at: SourceLocation(file: path, line: line, column: column))))
        }
        return .success(Decoded(bytes: bytes, start: start))
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8], from start: Int) -> Int? {
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        var offset = start
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func utf16(
        _ body: ArraySlice<UInt8>, littleEndian: Bool, path: String
    ) -> Result<Decoded, DiagnosticProblem> {
        let atStart = SourceLocation(file: path, line: 1, column: 1)
        guard body.count % 2 == 0 else {
            return .failure(
                DiagnosticProblem(
                    Diagnostic(.translationEncoding, "the UTF-16 text has an odd number of bytes", at: atStart)))
        }
        let units = stride(from: body.startIndex, to: body.endIndex, by: 2).map { index in
            let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
            return littleEndian ? first | second << 8 : first << 8 | second
        }
        var output: [UInt8] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { output.append($0) }
            case .emptyInput: return .success(Decoded(bytes: output, start: 0, wasTranscoded: true))
            case .error:
                let (line, column) = LineTable(output).position(ofOffset: output.count)
                return .failure(
                    DiagnosticProblem(
                        Diagnostic(
                            .translationEncoding, "the UTF-16 text holds an unpaired surrogate",
                            at: SourceLocation(file: path, line: line, column: column))))
            }
        }
    }

    /// Two uppercase hex digits: an invalid UTF-8 byte is never below 0x80.
    private static func hex(_ byte: UInt8) -> String {
        String(byte, radix: 16, uppercase: true)
    }
}

/// A failure that is one diagnostic.
struct DiagnosticProblem: Error {
    /// The diagnostic that says what went wrong.
    let diagnostic: Diagnostic

    /// Wraps `diagnostic`.
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
