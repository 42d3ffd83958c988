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
        /// The path exists and its first line is not ``SwiftGenerator/headerMarker``.
        case notGenerated(path: String)
        /// The path or its folder cannot be read, created or written.
        case unwritable(path: String, reason: String)
    }

    /// What writing `contents` to `path` would do, without doing it.
    static func plan(_ contents: some Collection<UInt8>, at path: String) throws(Failure) -> Outcome {
        let existing = try existingContents(at: path)
        if let existing, hasSameBytes(existing, contents) { return .unchanged }
        if isSymbolicLink(path) {
            throw .unwritable(
                path: path, reason: "it is a symbolic link, which intentc does not replace; write to its target instead")
        }
        guard let existing else { return .created }
        guard isGenerated(existing, at: path) else { throw .notGenerated(path: path) }
        return .updated
    }

    /// Whether `contents` holds exactly `existing`'s bytes. Most runs inside a build leave every
    /// file unchanged, so this compares whole memory blocks when `contents` is contiguous (an
    /// array, a native string's UTF-8) rather than byte by byte through a generic iterator.
    private static func hasSameBytes(_ existing: [UInt8], _ contents: some Collection<UInt8>) -> Bool {
        guard existing.count == contents.count else { return false }
        let compared = contents.withContiguousStorageIfAvailable { contents in
            existing.withUnsafeBufferPointer { existing in
                existing.isEmpty || memcmp(existing.baseAddress!, contents.baseAddress!, existing.count) == 0
            }
        }
        return compared ?? existing.elementsEqual(contents)
    }

    /// Whether `path` itself (not what it points to) is a symbolic link, dangling or not.
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Writes `contents` to `path` unless it already holds them, creating the folder if missing.
    @discardableResult
    static func write(_ contents: some Collection<UInt8>, to path: String) throws(Failure) -> Outcome {
        let outcome = try plan(contents, at: path)
        guard outcome != .unchanged else { return outcome }
        let directory = parentDirectory(of: path)
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(path: directory, reason: "cannot create directory")
            }
        }
        try replace(path, with: contents, in: directory.isEmpty ? "." : directory)
        return outcome
    }

    /// The bytes at `path`, or nil when nothing is there.
    static func existingContents(at path: String) throws(Failure) -> [UInt8]? {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory else { throw .unwritable(path: path, reason: "is a directory") }
        guard case .success(let contents) = FileBytes.contents(of: path) else {
            throw .unwritable(path: path, reason: "cannot read the existing file")
        }
        return contents
    }

    /// Whether `contents`, found at `path`, is a file intentc generated: a String Catalog
    /// (`.xcstrings`, which has no room for a header) whose strings carry intentc's comment, any
    /// other file whose first line is intentc's header.
    static func isGenerated(_ contents: [UInt8], at path: String) -> Bool {
        guard isStringCatalog(path) else { return startsWithHeader(contents) }
        let marker = Array("\"comment\" : \"\(AppIntentsStringCatalog.commentMarker)".utf8)
        return contents.firstRange(of: marker) != nil
    }

    /// Whether `path` names a String Catalog.
    static func isStringCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }

    /// Whether the first line of `contents` is intentc's header.
    static func startsWithHeader(_ contents: [UInt8]) -> Bool {
        let firstLine = contents.prefix { $0 != UInt8(ascii: "\n") }
        return firstLine.elementsEqual(SwiftGenerator.headerMarker.utf8)
    }

    /// Writes a temporary file next to `path`, flushes it to disk and renames it over `path`;
    /// removes the temporary file on any failure. The new file keeps the old one's permissions,
    /// or gets `rw-rw-rw-` less the umask, as any newly created file does.
    private static func replace(_ path: String, with contents: some Collection<UInt8>, in directory: String)
        throws(Failure)
    {
        let (descriptor, temporaryPath) = try createTemporaryFile(for: path, in: directory)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(Failure) {
            var existing = stat()
            if stat(path, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw .unwritable(path: path, reason: systemError("chmod"))
            }
            try writeAll(contents, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw .unwritable(path: path, reason: systemError("fsync")) }
            closed = true
            guard close(descriptor) == 0 else { throw .unwritable(path: path, reason: systemError("close")) }
            guard rename(temporaryPath, path) == 0 else {
                throw .unwritable(path: path, reason: systemError("rename"))
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
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

    private static func writeAll(_ contents: some Collection<UInt8>, to descriptor: Int32, path: String)
        throws(Failure)
    {
        guard intentc.writeAll(contents, toDescriptor: descriptor) else {
            throw .unwritable(path: path, reason: systemError("write"))
        }
    }

    /// `path` up to its last `/`: `/` for a file at the root, empty for a bare file name.
    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func systemError(_ operation: String) -> String {
        "\(operation): \(String(cString: strerror(errno)))"
    }
}
