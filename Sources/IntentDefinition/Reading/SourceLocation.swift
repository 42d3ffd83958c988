/// A position in a source file: 1-based line and column, as compilers print them.
///
/// A location owns its file path, so it means the same wherever it goes: in a diagnostic that
/// outlives its document, or in a model value compared with one read from another file.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The path the file was read from, as the user named it.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number (in UTF-8 bytes, as libxml2 and swiftc count).
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
