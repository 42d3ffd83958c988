/// Refuses inputs that are not UTF-8 before libxml2 sees them.
///
/// libxml2 converts other encodings itself and reports conversion failures through its global
/// error handler (on stderr), outside any parser's diagnostics. Checking the byte-order mark and
/// the XML declaration first, and then parsing as UTF-8 only, keeps every problem located.
enum EncodingCheck {
    /// The encoding the input announces when it is not UTF-8, with the byte offset of the
    /// announcement (0 for a byte-order mark or UTF-16/32 byte pattern). The declaration may
    /// span lines, so the offset is not a column.
    static func foreignEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> (name: String, offset: Int)? {
        if hasPrefix(0x00, 0x00, 0xFE, 0xFF, in: bytes) || hasPrefix(0xFF, 0xFE, 0x00, 0x00, in: bytes) {
            return ("UTF-32", 0)
        }
        if hasPrefix(0xFE, 0xFF, in: bytes) || hasPrefix(0xFF, 0xFE, in: bytes) { return ("UTF-16", 0) }
        for index in 0..<min(4, bytes.count) where bytes[index] == 0x00 { return ("UTF-16 or UTF-32", 0) }
        return declaredEncoding(in: bytes).flatMap { name, offset in
            name.lowercased() == "utf-8" || name.lowercased() == "utf8" ? nil : (name, offset)
        }
    }

    /// The `encoding` of a leading `<?xml …?>` declaration, with the offset of its value.
    private static func declaredEncoding(in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        let start = hasPrefix(0xEF, 0xBB, 0xBF, in: bytes) ? 3 : 0
        guard matches("<?xml", at: start, in: bytes, before: bytes.count),
            let end = firstIndex(of: UInt8(ascii: ">"), from: start, before: bytes.count, in: bytes)
        else { return nil }
        guard let keyStart = (start..<end).first(where: { matches("encoding", at: $0, in: bytes, before: end) })
        else { return nil }
        var index = keyStart + "encoding".utf8.count
        while index < end,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "=") || bytes[index] == 0x09
        {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let valueEnd = firstIndex(of: quote, from: valueStart, before: end, in: bytes) else { return nil }
        return (
            String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self), valueStart
        )
    }

    /// Whether `bytes` starts with `prefix`.
    private static func hasPrefix(_ prefix: UInt8..., in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= prefix.count && prefix.indices.allSatisfy { bytes[$0] == prefix[$0] }
    }

    /// Whether the UTF-8 of `text` is in `bytes` at `offset`, ending before `limit`.
    private static func matches(
        _ text: StaticString, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, before limit: Int
    ) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= limit else { return false }
        let pointer = text.utf8Start
        return (0..<count).allSatisfy { bytes[offset + $0] == pointer[$0] }
    }

    /// The index of the first `byte` in `bytes[start..<limit]`.
    private static func firstIndex(
        of byte: UInt8, from start: Int, before limit: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        (start..<limit).first { bytes[$0] == byte }
    }
}
