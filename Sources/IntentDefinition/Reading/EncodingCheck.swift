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
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return ("UTF-32", 0)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16", 0) }
        if bytes.prefix(4).contains(0x00) { return ("UTF-16 or UTF-32", 0) }
        return declaredEncoding(in: bytes).flatMap { name, offset in
            name.lowercased() == "utf-8" || name.lowercased() == "utf8" ? nil : (name, offset)
        }
    }

    /// The `encoding` of a leading `<?xml …?>` declaration, with the offset of its value.
    private static func declaredEncoding(in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: ">") })
        else { return nil }
        let declaration = bytes[start..<end]
        let key = Array("encoding".utf8)
        guard let keyStart = declaration.indices.first(where: { declaration[$0...].starts(with: key) })
        else { return nil }
        var index = keyStart + key.count
        while index < end, [UInt8(ascii: " "), UInt8(ascii: "="), 0x09].contains(bytes[index]) {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let valueEnd = bytes[valueStart..<end].firstIndex(of: quote) else { return nil }
        return (String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), valueStart)
    }
}
