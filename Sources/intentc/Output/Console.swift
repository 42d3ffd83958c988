#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where intentc's output goes: generated Swift, dumps, diffs and file lists to standard output,
/// diagnostics to standard error.
struct Console: Sendable {
    /// Writes UTF-8 to standard output as it is.
    var writeOutputBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void
    /// Writes to standard error.
    var writeError: @Sendable (String) -> Void

    /// Writes to standard output.
    func writeOutput(_ text: String) {
        var text = text
        text.withUTF8(writeOutputBytes)
    }

    /// The process's standard output and error, written to their descriptors. (`stderr` itself
    /// is a global var that Swift 6 forbids touching.)
    static let standard = Console(
        writeOutputBytes: { _ = writeAll($0, toDescriptor: STDOUT_FILENO) },
        writeError: { text in
            var text = text
            text.withUTF8 { _ = writeAll($0, toDescriptor: STDERR_FILENO) }
        })
}

/// Writes all of `bytes` to the open file `descriptor`, again after an interrupted or partial
/// write; false when a write fails (`errno` says why).
func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, toDescriptor descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result < 0 {
            if errno == EINTR { continue }
            return false
        }
        written += result
    }
    return true
}
