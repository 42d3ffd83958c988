/// The encoding of an XML property list, chosen the way Foundation's property-list reader
/// (which Xcode reads definitions with) chooses it, before any XML is parsed.
///
/// - A byte-order mark decides first: UTF-32 (big or little endian), UTF-8, then UTF-16.
/// - Without one, a zero among the first two bytes means UTF-16 or UTF-32 without a mark.
///   Foundation then drops the first two bytes and reads the rest as UTF-16, which loses the
///   `<` every property list starts with; such a file is not read.
/// - Otherwise only a file that starts with `<?xml` (no whitespace before it) can name an
///   encoding, and only as `encoding=` directly followed by a quoted name, before the first `?`
///   or `>`. A name spelled as UTF-8 in any case, with or without `-` or `_`, is UTF-8.
/// - Anything else is UTF-8: a declaration after a UTF-8 byte-order mark, or written as
///   `encoding = "…"`, is not looked at.
enum PlistTextEncoding: Equatable {
    /// UTF-8: the bytes are parsed as they are (a byte-order mark included).
    case utf8
    /// The encoding a byte-order mark announces, by its iconv name; the text starts after the
    /// mark, `textStart` bytes in.
    case marked(String, textStart: Int)
    /// The encoding the XML declaration names, as written, with the offset of the name (the
    /// declaration is ASCII, so the offset also locates it in the file's lines).
    case declared(String, offset: Int)
    /// UTF-16 or UTF-32 without a byte-order mark.
    case unmarkedUnicode

    /// The encoding of `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> PlistTextEncoding {
        let count = bytes.count
        if count > 4 {
            if hasPrefix(0x00, 0x00, 0xFE, 0xFF, in: bytes) { return .marked("UTF-32BE", textStart: 4) }
            if hasPrefix(0xFF, 0xFE, 0x00, 0x00, in: bytes) { return .marked("UTF-32LE", textStart: 4) }
        }
        if count > 3, hasPrefix(0xEF, 0xBB, 0xBF, in: bytes) { return .utf8 }
        if count > 2 {
            if hasPrefix(0xFF, 0xFE, in: bytes) { return .marked("UTF-16LE", textStart: 2) }
            if hasPrefix(0xFE, 0xFF, in: bytes) { return .marked("UTF-16BE", textStart: 2) }
            if bytes[0] == 0 || bytes[1] == 0 { return .unmarkedUnicode }
        }
        guard let (name, offset) = declaredName(in: bytes) else { return .utf8 }
        return isUTF8(name) ? .utf8 : .declared(name, offset: offset)
    }

    /// The name in the `encoding="…"` of a declaration at the very start of `bytes`, with the
    /// offset of its first byte; nil when Foundation would look no further and read UTF-8.
    private static func declaredName(in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        guard matches("<?xml", at: 0, in: bytes) else { return nil }
        var index = 5
        while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: ">") {
            if matches("encoding=", at: index, in: bytes) {
                let quoteIndex = index + 9
                guard quoteIndex < bytes.count else { return nil }
                let quote = bytes[quoteIndex]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                    let end = (quoteIndex + 1..<bytes.count).first(where: { bytes[$0] == quote })
                else { return nil }
                let name = UnsafeBufferPointer(rebasing: bytes[(quoteIndex + 1)..<end])
                // Foundation reads the name as Latin-1; a byte that is not ASCII names nothing
                // it knows, and stays visible in the message.
                return (String(name.map { Character(Unicode.Scalar($0)) }), quoteIndex + 1)
            }
            index += 1
        }
        return nil
    }

    /// Whether `name` is UTF-8, in any case, with or without `-` and `_`.
    private static func isUTF8(_ name: String) -> Bool {
        name.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
    }

    /// Whether `bytes` starts with `prefix`.
    private static func hasPrefix(_ prefix: UInt8..., in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= prefix.count && prefix.indices.allSatisfy { bytes[$0] == prefix[$0] }
    }

    /// Whether the ASCII `text` is in `bytes` at `offset`.
    private static func matches(_ text: StaticString, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        return (0..<count).allSatisfy { bytes[offset + $0] == pointer[$0] }
    }
}
