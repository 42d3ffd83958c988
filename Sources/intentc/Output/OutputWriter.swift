import Foundation
import IntentCodegen

/// Writes generated files safely: only when their content changed (so build systems stay
/// incremental), through a temporary file renamed into place (so no reader ever sees half a file),
/// and never over a file that intentc did not generate.
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
    static func plan(_ contents: [UInt8], at path: String) throws(Failure) -> Outcome {
        guard let existing = try existingContents(at: path) else { return .created }
        guard existing != contents else { return .unchanged }
        guard startsWithHeader(existing) else { throw .notGenerated(path: path) }
        return .updated
    }

    /// Writes `contents` to `path` unless it already holds them, creating the folder if missing.
    @discardableResult
    static func write(_ contents: [UInt8], to path: String) throws(Failure) -> Outcome {
        let outcome = try plan(contents, at: path)
        guard outcome != .unchanged else { return outcome }
        let directory = (path as NSString).deletingLastPathComponent
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw .unwritable(path: path, reason: "is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unwritable(path: path, reason: "cannot read the existing file")
        }
        return Array(data)
    }

    /// Whether the first line of `contents` is intentc's header.
    static func startsWithHeader(_ contents: [UInt8]) -> Bool {
        let firstLine = contents.prefix { $0 != UInt8(ascii: "\n") }
        return firstLine.elementsEqual(SwiftGenerator.headerMarker.utf8)
    }

    /// Writes a temporary file next to `path` and renames it over `path`; removes the temporary
    /// file on any failure. The new file keeps the old one's permissions, or gets `rw-r--r--`.
    private static func replace(_ path: String, with contents: [UInt8], in directory: String) throws(Failure)
    {
        let name = (path as NSString).lastPathComponent
        var template = Array("\(directory)/.\(name).intentc-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .unwritable(path: path, reason: systemError("cannot create a temporary file"))
        }
        let temporaryPath = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(Failure) {
            var existing = stat()
            let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
            guard fchmod(descriptor, mode) == 0 else {
                throw .unwritable(path: path, reason: systemError("chmod"))
            }
            try writeAll(contents, to: descriptor, path: path)
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

    private static func writeAll(_ contents: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
        var written = 0
        while written < contents.count {
            let result = contents[written...].withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress!, $0.count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: systemError("write"))
            }
            written += result
        }
    }

    private static func systemError(_ operation: String) -> String {
        "\(operation): \(String(cString: strerror(errno)))"
    }
}
