#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into one byte array with POSIX calls: the array is sized from `fstat` up
/// front and read into in place, so a large file is held and written once (never first in `Data`
/// or a chunk buffer and then copied), and a size limit
/// is enforced before and while reading (files that are not regular, such as pipes, report no
/// size).
package enum FileBytes {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// `open`, `fstat` or `read` failed with this `errno`.
        case system(errno: Int32)
        /// The file holds more than the limit: its size, or as much as was read before stopping.
        case tooLarge(size: Int)
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    package static func contents(of path: String, limit: Int = .max) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno: errno)) }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        if size > limit { return .failure(.tooLarge(size: size)) }
        // The size `fstat` reported is read straight into the array's storage; a file that
        // turns out longer (or reports no size) is read on in chunks appended to it.
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let received = read(descriptor, buffer.baseAddress! + count, size - count)
                if received < 0 {
                    if errno == EINTR { continue }
                    failure = .system(errno: errno)
                    return
                }
                if received == 0 { return }
                count += received
            }
        }
        if let failure { return .failure(failure) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[..<count]
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
        }
    }
}
