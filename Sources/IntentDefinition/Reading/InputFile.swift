#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads the bytes of an input file, refusing what cannot be read before anything is parsed.
enum InputFile {
    /// Why a file could not be loaded.
    struct Problem: Error {
        /// The diagnostic that says so.
        let diagnostic: Diagnostic
    }

    /// The bytes of the file at `path`, or the problem: missing, a directory, unreadable, or
    /// larger than `maximumSize` (checked with `stat` before reading, and again while reading
    /// for files that are not regular, such as pipes).
    static func load(_ path: String, maximumSize: Int) -> Result<[UInt8], Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(notReadable(path)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(
                Problem(diagnostic: Diagnostic(.fileNotReadable, "'\(path)' is a directory", at: nil)))
        }
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maximumSize {
            return .failure(
                Problem(diagnostic: tooLarge(path, size: Int(status.st_size), limit: maximumSize)))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(notReadable(path)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(notReadable(path))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[..<count]
            if bytes.count > maximumSize {
                return .failure(
                    Problem(diagnostic: tooLarge(path, size: bytes.count, limit: maximumSize)))
            }
        }
    }

    /// The diagnostic for an input of `size` bytes over `limit`.
    static func tooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .inputTooLarge,
            "the file is larger than the maximum input size (\(size) > \(limit) bytes)",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The diagnostic for the current `errno`.
    private static func notReadable(_ path: String) -> Problem {
        let reason = String(cString: strerror(errno))
        return Problem(diagnostic: Diagnostic(.fileNotReadable, "cannot read '\(path)': \(reason)", at: nil))
    }
}
