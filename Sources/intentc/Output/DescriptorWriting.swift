#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to the open file `descriptor`, again after an interrupted or partial
/// write; false when a write fails (`errno` says why). Bytes that lie in contiguous memory (an
/// array, a native string's UTF-8) are written from where they are, not copied first.
func writeAll(_ bytes: some Collection<UInt8>, toDescriptor descriptor: Int32) -> Bool {
    if let result = bytes.withContiguousStorageIfAvailable({ writeAll(UnsafeRawBufferPointer($0), toDescriptor: descriptor) }) {
        return result
    }
    return Array(bytes).withUnsafeBytes { writeAll($0, toDescriptor: descriptor) }
}

private func writeAll(_ bytes: UnsafeRawBufferPointer, toDescriptor descriptor: Int32) -> Bool {
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
