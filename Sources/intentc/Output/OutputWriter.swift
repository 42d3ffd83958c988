import IntentCodegen
import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files safely: only when their content changed (so build systems stay
/// incremental), through a temporary file flushed to disk and renamed into place (so no reader
/// ever sees half a file, even after a crash), and never over a file that intentc did not
/// generate. A symbolic link at the output path is refused rather than replaced by a regular
/// file or written through (its target may lie anywhere). New files get the permissions the
/// umask allows; a replaced file keeps its own.
enum OutputWriter {
    /// What writing did, or would do.
    enum Outcome: Equatable {
        /// The file did not exist.
        case created
        /// The file existed with other content.
        case updated
        /// The file already had this content and was left alone.
        case unchanged
    }

    /// Why a file was not written.
    enum Failure: Error, Equatable {
        /// The path exists and lacks the mark of a file intentc generated (``GeneratedFile/Mark``).
        case notGenerated(path: String)
        /// The path or its folder cannot be read, created or written.
        case unwritable(path: String, reason: String)

        /// The file already at `path` cannot be read.
        static func unreadable(_ path: String) -> Failure {
            .unwritable(path: path, reason: "cannot read the existing file")
        }
    }

    /// Writes the bytes `contents` hands to its sink, piece by piece, to `path` unless it
    /// already holds them, creating the folder if missing; with `dryRun`, only finds what that
    /// would do. Neither the new file nor the existing one is held whole (see ``OutputFile``,
    /// which reads the existing file `chunkSize` bytes at a time). An error `contents` throws
    /// (a sink's included) leaves the path as it was.
    /// `replacingAnyFile` lifts the refusal to replace a file intentc did not generate (`intentc
    /// migrate --force`, whose files carry no mark).
    @discardableResult
    static func write(
        to path: String, dryRun: Bool = false, chunkSize: Int = 1 << 16, replacingAnyFile: Bool = false,
        _ contents: (_ sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        var file = try OutputFile(path: path, writes: !dryRun, chunkSize: chunkSize, replacesAnyFile: replacingAnyFile)
        try contents { piece throws(Failure) in try file.append(piece) }
        return try file.finish()
    }

    /// Writes `contents` to `path` unless it already holds them, creating the folder if
    /// missing; with `dryRun`, only finds what that would do. `replacingAnyFile` as above.
    @discardableResult
    static func write(
        _ contents: some Collection<UInt8>, to path: String, dryRun: Bool = false, replacingAnyFile: Bool = false
    ) throws(Failure) -> Outcome {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: contents.count)
        defer { bytes.deallocate() }
        _ = bytes.initialize(from: contents)
        return try write(to: path, dryRun: dryRun, replacingAnyFile: replacingAnyFile) { sink throws(Failure) in
            try sink(UnsafeBufferPointer(bytes))
        }
    }

    /// The bytes at `path`, or nil when nothing is there.
    static func existingContents(at path: String) throws(Failure) -> [UInt8]? {
        guard let isDirectory = FileManager.default.isDirectory(atPath: path) else { return nil }
        guard !isDirectory else { throw .unwritable(path: path, reason: "is a directory") }
        guard case .success(let contents) = FileBytes.contents(of: path) else { throw .unreadable(path) }
        return contents
    }
}

/// One output file written piece by piece with ``OutputWriter``'s guarantees, without ever
/// holding the whole file — neither the new text nor the existing file's.
///
/// Each piece is compared with the existing file's next bytes, read a chunk at a time; while
/// they agree nothing is written. At the first difference (including an existing file that
/// ends before the pieces do, or goes on after them) the path is checked to be replaceable, and
/// then, when writing, a temporary file beside it receives the equal prefix (copied from the
/// existing file), the differing piece and every piece after it; ``finish()`` flushes it to
/// disk and renames it into place. A file that is dropped before ``finish()`` succeeds (a piece
/// could not be written, or the caller stopped) closes what it opened and removes its temporary
/// file. A file that only plans (`--dry-run`) makes the same comparison and writes nothing.
/// The prefix is copied through the descriptor the comparison read, so a file replaced
/// meanwhile by renaming (as intentc replaces files) cannot change what was compared.
struct OutputFile: ~Copyable {
    typealias Failure = OutputWriter.Failure

    private let path: String
    /// Whether to write, or only find the ``OutputWriter/Outcome``.
    private let writes: Bool
    /// Whether an existing file is replaced even without intentc's mark.
    private let replacesAnyFile: Bool
    /// The file already at ``path`` (through a symbolic link), open for reading; nil if none.
    private let existing: Int32?
    /// Whether ``path`` itself is a symbolic link, which intentc never replaces.
    private let isSymbolicLink: Bool
    /// Holds a chunk of the existing file; ``unmatched`` is the part not compared yet.
    private var chunk: [UInt8]
    private var unmatched = 0..<0
    /// How many bytes the pieces so far hold.
    private var size = 0
    /// Nil while the pieces so far are the existing file's first bytes; then what the file
    /// will undergo.
    private var outcome: OutputWriter.Outcome?
    /// The temporary file being written, while open.
    private var temporaryDescriptor: Int32?
    /// The temporary file's path, until it is renamed into place.
    private var temporaryPath: String?

    /// Opens the file already at `path`, if any, to compare with; the existing file is read
    /// `chunkSize` bytes at a time.
    init(path: String, writes: Bool, chunkSize: Int = 1 << 16, replacesAnyFile: Bool = false) throws(Failure) {
        self.path = path
        self.writes = writes
        self.replacesAnyFile = replacesAnyFile
        var status = stat()
        isSymbolicLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        existing = try Self.openExisting(path)
        chunk = [UInt8](repeating: 0, count: chunkSize)
    }

    deinit {
        if let existing { close(existing) }
        if let temporaryDescriptor { close(temporaryDescriptor) }
        if let temporaryPath { unlink(temporaryPath) }
    }

    /// Appends the next piece of the file.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) throws(Failure) {
        if outcome == nil, !(try existingContinues(with: piece)) {
            try diverge()
        }
        if let temporaryDescriptor { try write(piece, to: temporaryDescriptor) }
        size += piece.count
    }

    /// Ends the file: leaves an existing file with exactly these bytes untouched, otherwise
    /// (when writing) puts the new file in place. Returns what happened, or would happen.
    consuming func finish() throws(Failure) -> OutputWriter.Outcome {
        if outcome == nil, !(try existingEnds()) {
            try diverge()
        }
        if let descriptor = temporaryDescriptor, let temporaryPath {
            guard fsync(descriptor) == 0 else { throw unwritable("fsync") }
            temporaryDescriptor = nil
            guard close(descriptor) == 0 else { throw unwritable("close") }
            guard rename(temporaryPath, path) == 0 else { throw unwritable("rename") }
            self.temporaryPath = nil
        }
        return outcome ?? .unchanged
    }

    /// Whether the existing file's next bytes are `piece`'s; false when there is none.
    private mutating func existingContinues(with piece: UnsafeBufferPointer<UInt8>) throws(Failure) -> Bool {
        guard let existing else { return false }
        var compared = 0
        while compared < piece.count {
            if unmatched.isEmpty {
                unmatched = 0..<(try readChunk(from: existing))
                if unmatched.isEmpty { return false }
            }
            let length = min(unmatched.count, piece.count - compared)
            let start = unmatched.lowerBound
            let equal = chunk.withUnsafeBytes { chunk in
                memcmp(chunk.baseAddress! + start, piece.baseAddress! + compared, length) == 0
            }
            guard equal else { return false }
            unmatched = (start + length)..<unmatched.upperBound
            compared += length
        }
        return true
    }

    /// Whether the existing file ends where the pieces so far end; false when there is none.
    private mutating func existingEnds() throws(Failure) -> Bool {
        guard let existing, unmatched.isEmpty else { return false }
        unmatched = 0..<(try readChunk(from: existing))
        return unmatched.isEmpty
    }

    /// Reads the existing file's next chunk into ``chunk``; returns its length, 0 at the end.
    private mutating func readChunk(from descriptor: Int32) throws(Failure) -> Int {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            guard errno == EINTR else { throw .unreadable(path) }
        }
    }

    /// The pieces stopped matching the existing file (or there is none): refuses a path that
    /// must not be replaced and, when writing, starts the temporary file with the bytes the two
    /// have in common.
    private mutating func diverge() throws(Failure) {
        if isSymbolicLink {
            throw .unwritable(
                path: path, reason: "it is a symbolic link, which intentc does not replace; write to its target instead"
            )
        }
        if let existing, !replacesAnyFile {
            let mark = GeneratedFile.Mark(path: path)
            var head: [UInt8] = []
            try Self.readStart(of: existing, upTo: mark.prefixLength, path: path) { head += $0 }
            guard mark.isPresent(in: head) else { throw .notGenerated(path: path) }
        }
        outcome = existing == nil ? .created : .updated
        guard writes else { return }
        let directory = try Self.createParentDirectory(of: path)
        let (descriptor, temporaryPath) = try Self.createTemporaryFile(for: path, in: directory)
        temporaryDescriptor = descriptor
        self.temporaryPath = temporaryPath
        guard let existing else { return }
        var status = stat()
        guard fstat(existing, &status) == 0, fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
            throw unwritable("chmod")
        }
        let copied = try Self.readStart(of: existing, upTo: size, path: path) { prefix throws(Failure) in
            try write(prefix, to: descriptor)
        }
        guard copied == size else { throw .unreadable(path) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws(Failure) {
        guard writeAll(bytes, toDescriptor: descriptor) else { throw unwritable("write") }
    }

    private func unwritable(_ operation: String) -> Failure {
        .unwritable(path: path, reason: Self.systemError(operation))
    }

    /// The file at `path` open for reading, or nil when there is none (or only a dangling or
    /// looping symbolic link, which ``diverge()`` refuses).
    private static func openExisting(_ path: String) throws(Failure) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            guard [ENOENT, ENOTDIR, ELOOP].contains(errno) else { throw .unreadable(path) }
            return nil
        }
        var status = stat()
        let isDirectory = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        guard !isDirectory else {
            close(descriptor)
            throw .unwritable(path: path, reason: "is a directory")
        }
        return descriptor
    }

    /// Hands the first `limit` bytes of the open file (all of them when it is shorter), read
    /// from its start whatever has been read from it so far, to `body` a chunk at a time;
    /// returns how many there were.
    @discardableResult
    private static func readStart(
        of descriptor: Int32, upTo limit: Int, path: String,
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(limit, 1 << 16))
        defer { chunk.deallocate() }
        var total = 0
        while total < limit {
            let count = pread(descriptor, chunk.baseAddress, min(chunk.count, limit - total), off_t(total))
            if count < 0 {
                guard errno == EINTR else { throw .unreadable(path) }
                continue
            }
            if count == 0 { break }
            try body(UnsafeBufferPointer(rebasing: chunk[..<count]))
            total += count
        }
        return total
    }

    /// Creates the folder `path` goes in if missing; returns it (`.` for a bare file name).
    private static func createParentDirectory(of path: String) throws(Failure) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory, reason: "cannot create directory")
        }
        return directory
    }

    /// Creates `.<name>.intentc-<random>` in `directory`, open for writing, with the default
    /// creation mode (`rw-rw-rw-` less the umask; `mkstemp` would force `rw-------`).
    private static func createTemporaryFile(for path: String, in directory: String) throws(Failure)
        -> (descriptor: Int32, path: String)
    {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporaryPath = "\(directory)/.\(name).intentc-\(suffix)"
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporaryPath) }
            if errno != EEXIST { break }
        }
        throw .unwritable(path: path, reason: systemError("cannot create a temporary file"))
    }

    private static func systemError(_ operation: String) -> String {
        "\(operation): \(String(cString: strerror(errno)))"
    }
}
