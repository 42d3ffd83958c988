import Synchronization

/// A position in a source file: 1-based line and column, as compilers print them.
///
/// The path is stored as an index into a process-wide table of interned paths, so a location is
/// three integers: copying one (every located model value holds several) retains nothing.
/// Before, a benchmark path longer than 15 bytes was a heap string that every model copy
/// retained and released.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Where `file` is in `InternedPaths`.
    private var path: InternedPaths.Entry
    /// 1-based line number.
    public var line: Int
    /// 1-based column number (in UTF-8 bytes, as libxml2 and swiftc count).
    public var column: Int

    /// The path the file was read from, as the user named it (byte for byte).
    public var file: String {
        get { InternedPaths.shared.path(of: path) }
        set { path = InternedPaths.shared.intern(newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.path = InternedPaths.shared.intern(file)
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

/// The process-wide, append-only table of the file paths `SourceLocation`s name.
///
/// A path is interned by its exact UTF-8 bytes, so `SourceLocation.file` gives back the very
/// spelling it was given. Each entry also records its `equalityClass`: the first interned path
/// that is `==` to it as a `String` (Unicode canonical equivalence), so location equality and
/// hashing stay exactly those of the path strings.
final class InternedPaths: Sendable {
    /// One interned path: its index in the table and its equality class.
    struct Entry: Hashable, Sendable {
        var index: Int32
        var equalityClass: Int32
    }

    /// The table every location uses.
    static let shared = InternedPaths()

    private struct State {
        var paths: [String] = []
        var entries: [ExactPath: Entry] = [:]
        var classes: [String: Int32] = [:]
        /// The entry interned last: locations come in runs from one file, so most look-ups end here.
        var last: (path: String, entry: Entry)?
    }

    private let state = Mutex(State())

    /// The entry for `path`, adding it if it is new.
    func intern(_ path: String) -> Entry {
        state.withLock { state in
            if let last = state.last, ExactPath.sameBytes(last.path, path) { return last.entry }
            let entry: Entry
            if let known = state.entries[ExactPath(path)] {
                entry = known
            } else {
                let index = Int32(state.paths.count)
                let equalityClass = state.classes[path] ?? index
                state.classes[path] = equalityClass
                entry = Entry(index: index, equalityClass: equalityClass)
                state.paths.append(path)
                state.entries[ExactPath(path)] = entry
            }
            state.last = (path, entry)
            return entry
        }
    }

    /// The path `entry` was interned from.
    func path(of entry: Entry) -> String {
        state.withLock { $0.paths[Int(entry.index)] }
    }
}

/// A path compared and hashed by its UTF-8 bytes, not by Unicode canonical equivalence.
private struct ExactPath: Hashable {
    let path: String

    init(_ path: String) { self.path = path }

    /// Whether `a` and `b` hold the same UTF-8 bytes. Same storage answers at once: comparing
    /// `String.UTF8View`s element by element cost 69 M instructions in lint 2 MB (callgrind).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let contiguous = a.utf8.withContiguousStorageIfAvailable { aBytes in
            b.utf8.withContiguousStorageIfAvailable { bBytes in
                aBytes.count == bBytes.count
                    && (aBytes.baseAddress == bBytes.baseAddress || aBytes.elementsEqual(bBytes))
            }
        }
        return (contiguous ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    static func == (lhs: ExactPath, rhs: ExactPath) -> Bool { sameBytes(lhs.path, rhs.path) }

    func hash(into hasher: inout Hasher) {
        for byte in path.utf8 { hasher.combine(byte) }
    }
}
