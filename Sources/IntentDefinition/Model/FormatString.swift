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
    /// Scans the UTF-8 bytes: `$`, `{`, `}` and `.` are ASCII, so they never occur inside a
    /// multi-byte scalar, and a scalar's offset is the count of the bytes before it that start one.
    public static func scan(_ text: String) -> [Placeholder] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Placeholder] = []
            var (index, scalarOffset) = (0, 0)
            while index + 1 < bytes.count {
                guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                    if bytes[index] & 0xC0 != 0x80 { scalarOffset += 1 }
                    index += 1
                    continue
                }
                guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) else { break }
                // Cut at every `.`, empty parts included, as written.
                let path = bytes[(index + 2)..<close].split(
                    separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                result.append(Placeholder(path: path.map { String(decoding: $0, as: UTF8.self) }, offset: scalarOffset))
                scalarOffset += bytes[index...close].reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
                index = close + 1
            }
            return result
        }
    }
}
