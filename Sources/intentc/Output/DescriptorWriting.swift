#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to the open file `descriptor`, again after an interrupted or partial
/// write; false when a write fails (`errno` says why).
func writeAll(_ bytes: [UInt8], toDescriptor descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        if result < 0 {
            if errno == EINTR { continue }
            return false
        }
        written += result
    }
    return true
}
