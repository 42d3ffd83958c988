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

    /// Writes `contents` to `path` unless it already holds them, creating the folder if
    /// missing; with `dryRun`, only finds what that would do. `replacingAnyFile` lifts the
    /// refusal to replace a file intentc did not generate (`intentc migrate --force`, whose
    /// files carry no mark). A failure leaves the path as it was.
    @discardableResult
    static func write(
        _ contents: some Collection<UInt8>, to path: String, dryRun: Bool = false, replacingAnyFile: Bool = false
    ) throws(Failure) -> Outcome {
        let existing = try existingContents(at: path)
        if let existing, existing.elementsEqual(contents) { return .unchanged }
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw .unwritable(
                path: path, reason: "it is a symbolic link, which intentc does not replace; write to its target instead"
            )
        }
        if let existing, !replacingAnyFile, !GeneratedFile.Mark(path: path).isPresent(in: existing) {
            throw .notGenerated(path: path)
        }
        let outcome: Outcome = existing == nil ? .created : .updated
        if !dryRun { try replace(path, with: contents, keepingModeOf: existing == nil ? nil : status) }
        return outcome
    }

    /// The bytes at `path` (through a symbolic link), or nil when nothing is there.
    static func existingContents(at path: String) throws(Failure) -> [UInt8]? {
        guard let isDirectory = FileManager.default.isDirectory(atPath: path) else { return nil }
        guard !isDirectory else { throw .unwritable(path: path, reason: "is a directory") }
        guard case .success(let contents) = FileBytes.contents(of: path) else { throw .unreadable(path) }
        return contents
    }

    /// Puts `bytes` at `path` through a temporary file beside it, flushed and renamed into
    /// place, with the permission bits of `existing` (the replaced file's status) when given.
    private static func replace(
        _ path: String, with bytes: some Collection<UInt8>, keepingModeOf existing: stat?
    ) throws(Failure) {
        let directory = try createParentDirectory(of: path)
        let (descriptor, temporaryPath) = try createTemporaryFile(for: path, in: directory)
        var isOpen = true
        var isInPlace = false
        defer {
            if isOpen { close(descriptor) }
            if !isInPlace { unlink(temporaryPath) }
        }
        func failure(_ operation: String) -> Failure { .unwritable(path: path, reason: systemError(operation)) }
        if let existing, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw failure("chmod") }
        // A String's UTF-8 and an array are contiguous: written without a copy.
        let written =
            bytes.withContiguousStorageIfAvailable { writeAll($0, toDescriptor: descriptor) }
            ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, toDescriptor: descriptor) }
        guard written else { throw failure("write") }
        guard fsync(descriptor) == 0 else { throw failure("fsync") }
        isOpen = false
        guard close(descriptor) == 0 else { throw failure("close") }
        guard rename(temporaryPath, path) == 0 else { throw failure("rename") }
        isInPlace = true
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
