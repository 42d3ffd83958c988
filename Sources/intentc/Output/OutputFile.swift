#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IntentCodegen

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
    init(path: String, writes: Bool, chunkSize: Int = 1 << 16) throws(Failure) {
        self.path = path
        self.writes = writes
        isSymbolicLink = OutputWriter.isSymbolicLink(path)
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
            guard errno == EINTR else { throw unreadable() }
        }
    }

    /// The pieces stopped matching the existing file (or there is none): refuses a path that
    /// must not be replaced and, when writing, starts the temporary file with the bytes the two
    /// have in common.
    private mutating func diverge() throws(Failure) {
        if isSymbolicLink {
            throw .unwritable(
                path: path, reason: "it is a symbolic link, which intentc does not replace; write to its target instead")
        }
        if let existing {
            let mark = GeneratedFile.Mark(path: path)
            var head: [UInt8] = []
            try Self.readStart(of: existing, upTo: mark.prefixLength, path: path) { head += $0 }
            guard mark.isPresent(in: head) else { throw .notGenerated(path: path) }
        }
        outcome = existing == nil ? .created : .updated
        guard writes else { return }
        let directory = try OutputWriter.createParentDirectory(of: path)
        let (descriptor, temporaryPath) = try OutputWriter.createTemporaryFile(for: path, in: directory)
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
        guard copied == size else { throw unreadable() }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws(Failure) {
        guard writeAll(bytes, toDescriptor: descriptor) else { throw unwritable("write") }
    }

    private func unwritable(_ operation: String) -> Failure {
        .unwritable(path: path, reason: OutputWriter.systemError(operation))
    }

    private func unreadable() -> Failure {
        .unwritable(path: path, reason: "cannot read the existing file")
    }

    /// The file at `path` open for reading, or nil when there is none (or only a dangling or
    /// looping symbolic link, which ``diverge()`` refuses).
    private static func openExisting(_ path: String) throws(Failure) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            guard [ENOENT, ENOTDIR, ELOOP].contains(errno) else {
                throw .unwritable(path: path, reason: "cannot read the existing file")
            }
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
        of descriptor: Int32, upTo limit: Int, path: String, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(limit, 1 << 16))
        defer { chunk.deallocate() }
        var total = 0
        while total < limit {
            let count = pread(descriptor, chunk.baseAddress, min(chunk.count, limit - total), off_t(total))
            if count < 0 {
                guard errno == EINTR else { throw .unwritable(path: path, reason: "cannot read the existing file") }
                continue
            }
            if count == 0 { break }
            try body(UnsafeBufferPointer(rebasing: chunk[..<count]))
            total += count
        }
        return total
    }
}
