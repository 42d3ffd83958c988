#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A display string with `${name}` or `${name.path}` placeholders (response format strings,
/// combination titles, prompt dialogs, unsupported reasons), plus its localization ID.
public struct FormatString: Hashable, Sendable, Codable {
    /// The text as written.
    public var text: String
    /// The localization key.
    public var id: String?
    /// Where the text was read.
    public var location: SourceLocation
    /// The placeholders in order of appearance.
    public var placeholders: [Placeholder]

    /// Creates a format string and finds its placeholders.
    public init(text: String, id: String?, at location: SourceLocation) {
        self.text = text
        self.id = id
        self.location = location
        self.placeholders = Placeholder.scan(text)
    }

    /// The first path component of each placeholder, without repeats, in order of appearance.
    public var placeholderRoots: [String] {
        var seen = Set<String>()
        return placeholders.map(\.root).filter { seen.insert($0).inserted }
    }
}

/// One `${…}` token of a format string.
public struct Placeholder: Hashable, Sendable, Codable {
    /// The dot-separated path inside the braces, e.g. `["orderDetails", "total"]`.
    public var path: [String]
    /// The offset of `$` in the text, in Unicode scalars.
    public var offset: Int

    /// Creates a placeholder.
    public init(path: [String], offset: Int) {
        self.path = path
        self.offset = offset
    }

    /// The first path component: the parameter the placeholder names.
    public var root: String { path.first ?? "" }

    /// The text inside the braces.
    public var name: String { path.joined(separator: ".") }

    /// Finds every `${…}` token (an unterminated `${` is not a placeholder).
    ///
    /// Works on the UTF-8 bytes, counting scalars only to give offsets: every format string of
    /// a definition is scanned while decoding, so none is copied into an array of scalars. The
    /// delimiters are ASCII, so a byte equal to one of them is that character. `memchr` finds
    /// each `$` and `}`, and a path is cut at its dots in place.
    public static func scan(_ text: String) -> [Placeholder] {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [] }
            var result: [Placeholder] = []
            /// Where the search for the next `$` resumes.
            var index = 0
            /// How many Unicode scalars start before `counted`.
            var scalarOffset = 0
            var counted = 0
            // A `$` can open a token only when a byte follows it.
            while index + 1 < bytes.count,
                let dollar = memchr(base + index, Int32(UInt8(ascii: "$")), bytes.count - 1 - index)
            {
                let start = base.distance(to: dollar.assumingMemoryBound(to: UInt8.self))
                guard bytes[start + 1] == UInt8(ascii: "{") else {
                    index = start + 1
                    continue
                }
                let pathStart = start + 2
                guard
                    let brace = memchr(base + pathStart, Int32(UInt8(ascii: "}")), bytes.count - pathStart)
                else { break }
                let close = base.distance(to: brace.assumingMemoryBound(to: UInt8.self))
                scalarOffset += scalarCount(in: bytes, counted..<start)
                result.append(Placeholder(path: components(of: bytes, pathStart..<close), offset: scalarOffset))
                scalarOffset += scalarCount(in: bytes, start..<close + 1)
                counted = close + 1
                index = close + 1
            }
            return result
        }
    }

    /// The dot-separated parts of `range` of `bytes` (empty parts included, as written).
    private static func components(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [String] {
        var parts: [String] = []
        var partStart = range.lowerBound
        for position in range where bytes[position] == UInt8(ascii: ".") {
            parts.append(text(of: bytes, partStart..<position))
            partStart = position + 1
        }
        parts.append(text(of: bytes, partStart..<range.upperBound))
        return parts
    }

    /// The text of `range` of `bytes`.
    private static func text(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// How many Unicode scalars start in `range` of `bytes`.
    private static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for position in range where !isContinuationByte(bytes[position]) { count += 1 }
        return count
    }

    /// Whether `byte` continues a multi-byte UTF-8 sequence rather than starting a scalar.
    private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
