#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads the bytes of an input file, refusing what cannot be read before anything is parsed.
enum InputFile {
    /// The bytes of a file, or the diagnostic saying why there are none.
    enum Loaded {
        case bytes([UInt8])
        case refused(Diagnostic)
    }

    /// The bytes of the file at `path`, or why not: missing, a directory, unreadable, or
    /// larger than `maximumSize` (see ``FileBytes``).
    static func load(_ path: String, maximumSize: Int) -> Loaded {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .refused(notReadable(path, errno: errno))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .refused(Diagnostic(.fileNotReadable, "'\(path)' is a directory", at: nil))
        }
        switch FileBytes.contents(of: path, limit: maximumSize) {
        case .success(let bytes):
            return .bytes(bytes)
        case .failure(.tooLarge(let size)):
            return .refused(tooLarge(path, size: size, limit: maximumSize))
        case .failure(.system(let code)):
            return .refused(notReadable(path, errno: code))
        }
    }

    /// The diagnostic for an input of `size` bytes over `limit`.
    static func tooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .inputTooLarge,
            "the file is larger than the maximum input size (\(size) > \(limit) bytes)",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The diagnostic for a file the system would not read, with the system's text for `code`.
    private static func notReadable(_ path: String, errno code: Int32) -> Diagnostic {
        let reason = String(cString: strerror(code))
        return Diagnostic(.fileNotReadable, "cannot read '\(path)': \(reason)", at: nil)
    }
}
