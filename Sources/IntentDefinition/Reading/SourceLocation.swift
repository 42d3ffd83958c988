/// A position in a source file: 1-based line and column, as compilers print them.
///
/// The path is an `InternedPath`: an index into the process-wide, append-only table
/// `InternedPaths.shared` (process-wide so that a location needs nothing else to give back its
/// path; it only grows, by one entry per distinct path). A location is thus plain integers, and
/// copying one (every located model value holds several) retains nothing: a benchmark path
/// longer than 15 bytes was a heap string that every model copy retained and released. Readers
/// intern a document's path once and make each location with `init(path:line:column:)`.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The interned `file`.
    private(set) var path: InternedPath
    /// 1-based line number.
    public var line: Int
    /// 1-based column number (in UTF-8 bytes, as libxml2 and swiftc count).
    public var column: Int

    /// The path the file was read from, as the user named it (byte for byte).
    public var file: String {
        get { path.string }
        set { path = InternedPath(newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(path: InternedPath(file), line: line, column: column)
    }

    /// Creates a location in a file whose path is already interned (no table look-up).
    init(path: InternedPath, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    // Equality and hashing use the path's `equalityClass`, which is equal exactly when the path
    // strings are `==`, so they agree with the former synthesized, string-based conformances.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.path.equalityClass == rhs.path.equalityClass && lhs.line == rhs.line
            && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.equalityClass)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// Orders by path string (not by table index), then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path.equalityClass != rhs.path.equalityClass { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
