#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file path interned in ``InternedPaths/shared``: two integers standing for the path string.
///
/// A reader interns its document's path once and builds every location from the result, so
/// neither making nor copying a ``SourceLocation`` touches a string (a path over 15 bytes is a
/// heap string, retained and released by every copy of a located model value).
struct InternedPath: Hashable, Sendable {
    /// Where the path is in the table.
    let index: Int32
    /// The index of the first interned path that is `==` to this one as a `String` (Unicode
    /// canonical equivalence): equal exactly when the path strings are, so it stands for the
    /// path in equality and hashing.
    let equalityClass: Int32

    /// Interns `path` in the process-wide table (once per distinct spelling).
    init(_ path: String) {
        self = InternedPaths.shared.intern(path)
    }

    /// An entry of a table (only the table makes them).
    fileprivate init(index: Int32, equalityClass: Int32) {
        self.index = index
        self.equalityClass = equalityClass
    }

    /// The path as it was interned, byte for byte.
    var string: String { InternedPaths.shared.path(of: self) }
}

/// An append-only, thread-safe table of file paths, each interned once by its exact UTF-8 bytes.
///
/// There is one table for the whole process (``shared``) rather than one per document or
/// compilation, so that a ``SourceLocation`` can be plain integers and still give back its
/// path anywhere: in a diagnostic that outlives its document, in a model value compared with
/// one read from another file. Entries are never removed (a location may be kept for as long
/// as the process runs), so the table only grows, by one entry per distinct path spelling; a
/// process reads a handful of files. A POSIX mutex guards it, as readers on several tasks intern
/// concurrently: the standard library's `Mutex` would link the Synchronization library and
/// thread-local storage into the executable, which made every run's dynamic linking 0.2 M
/// instructions dearer (callgrind, `intentc --version`: 7.91 M against 7.70 M).
final class InternedPaths: @unchecked Sendable {
    /// The table every location uses.
    static let shared = InternedPaths()

    /// The paths by `String` equality only: a look-up by `==` finds the equality class, and the
    /// class's few spellings are told apart by their bytes. (A second dictionary keyed by exact
    /// bytes cost a run 240 k instructions on first use alone, its key type's `Hashable`
    /// conformance found by a scan of every conformance record; callgrind, lint of a 47 KB file.)
    private struct State {
        var paths: [String] = []
        /// The indices of the interned spellings of each distinct path `String` (by `==`), the
        /// first of them being the equality class.
        var spellings: [String: [Int32]] = [:]
        /// The entry interned last: paths come in runs from one file, so most look-ups end here.
        var last: (path: String, entry: InternedPath)?
    }

    /// Read and written only inside ``withLock(_:)``.
    private var state = State()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An empty table (``shared`` is the one locations use; tests make their own).
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the table's state while holding its lock.
    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&state)
    }

    /// The entry for `path`, adding it if it is new.
    func intern(_ path: String) -> InternedPath {
        withLock { state in
            if let last = state.last, ExactPath.sameBytes(last.path, path) { return last.entry }
            let spellings = state.spellings[path] ?? []
            let entry: InternedPath
            if let known = spellings.first(where: { ExactPath.sameBytes(state.paths[Int($0)], path) }) {
                entry = InternedPath(index: known, equalityClass: spellings[0])
            } else {
                let index = Int32(state.paths.count)
                entry = InternedPath(index: index, equalityClass: spellings.first ?? index)
                state.paths.append(path)
                state.spellings[path, default: []].append(index)
            }
            state.last = (path, entry)
            return entry
        }
    }

    /// The path `entry` was interned from.
    func path(of entry: InternedPath) -> String {
        withLock { $0.paths[Int(entry.index)] }
    }

    /// How many distinct paths the table holds.
    var count: Int {
        withLock { $0.paths.count }
    }
}

/// Comparison of paths by their UTF-8 bytes, not by Unicode canonical equivalence.
private enum ExactPath {
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
}
