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
import IntentCodegen
import IntentDefinition

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
    }

    /// Writes the bytes `contents` hands to its sink, piece by piece, to `path` unless it
    /// already holds them, creating the folder if missing; with `dryRun`, only finds what that
    /// would do. Neither the new file nor the existing one is held whole (see ``OutputFile``,
    /// which reads the existing file `chunkSize` bytes at a time). An error `contents` throws
    /// (a sink's included) leaves the path as it was.
    @discardableResult
    static func write(
        to path: String, dryRun: Bool = false, chunkSize: Int = 1 << 16,
        _ contents: (_ sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        var file = try OutputFile(path: path, writes: !dryRun, chunkSize: chunkSize)
        try contents { piece throws(Failure) in try file.append(piece) }
        return try file.finish()
    }

    /// Writes `contents` to `path` unless it already holds them, creating the folder if
    /// missing; with `dryRun`, only finds what that would do.
    @discardableResult
    static func write(_ contents: some Collection<UInt8>, to path: String, dryRun: Bool = false) throws(Failure)
        -> Outcome
    {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: contents.count)
        defer { bytes.deallocate() }
        _ = bytes.initialize(from: contents)
        return try write(to: path, dryRun: dryRun) { sink throws(Failure) in try sink(UnsafeBufferPointer(bytes)) }
    }

    /// The bytes at `path`, or nil when nothing is there.
    static func existingContents(at path: String) throws(Failure) -> [UInt8]? {
        guard let isDirectory = FileManager.default.isDirectory(atPath: path) else { return nil }
        guard !isDirectory else { throw .unwritable(path: path, reason: "is a directory") }
        guard case .success(let contents) = FileBytes.contents(of: path) else {
            throw .unwritable(path: path, reason: "cannot read the existing file")
        }
        return contents
    }

    /// Whether `path` itself (not what it points to) is a symbolic link, dangling or not.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates the folder `path` goes in if missing; returns it (`.` for a bare file name).
    static func createParentDirectory(of path: String) throws(Failure) -> String {
        let directory = parentDirectory(of: path)
        guard !directory.isEmpty else { return "." }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory, reason: "cannot create directory")
        }
        return directory
    }

    /// Creates `.<name>.intentc-<random>` in `directory`, open for writing, with the default
    /// creation mode (`rw-rw-rw-` less the umask; `mkstemp` would force `rw-------`).
    static func createTemporaryFile(for path: String, in directory: String) throws(Failure)
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

    /// `path` up to its last `/`: `/` for a file at the root, empty for a bare file name.
    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func systemError(_ operation: String) -> String {
        "\(operation): \(String(cString: strerror(errno)))"
    }
}
