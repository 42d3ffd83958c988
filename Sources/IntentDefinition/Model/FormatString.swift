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
    public static func scan(_ text: String) -> [Placeholder] {
        // Most texts hold no placeholder, and need no array of their scalars.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var result: [Placeholder] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "$", scalars[index + 1] == "{" else {
                index += 1
                continue
            }
            guard let close = scalars[(index + 2)...].firstIndex(of: "}") else { break }
            // Cut at every `.` scalar, empty parts included, as written.
            let path = scalars[(index + 2)..<close].split(separator: ".", omittingEmptySubsequences: false)
            result.append(Placeholder(path: path.map { String(String.UnicodeScalarView($0)) }, offset: index))
            index = close + 1
        }
        return result
    }
}
