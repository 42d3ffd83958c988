#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts text in another encoding to UTF-8 with the C library's `iconv`, stopping at the
/// first byte that is not valid in that encoding.
///
/// Nothing is replaced or skipped: a conversion either succeeds whole or says where it stopped.
/// Line breaks are characters like any other, so the UTF-8 text has the input's lines.
enum UTF8Transcoder {
    /// Why a conversion failed.
    enum Failure: Error, Equatable {
        /// `iconv` knows no encoding by this name.
        case unknownEncoding
        /// The bytes `invalid` (up to four, from the first bad one on) are not valid text, or
        /// end in the middle of a character; `converted` is the UTF-8 of what came before them.
        case invalidBytes(invalid: [UInt8], converted: [UInt8])
    }

    /// The UTF-8 of `bytes`, which are text in the encoding iconv calls `encoding`.
    static func utf8(from bytes: UnsafeBufferPointer<UInt8>, encoding: String) -> Result<[UInt8], Failure> {
        // iconv reads suffixes such as `//IGNORE` or `//TRANSLIT` after a name as instructions
        // to drop or replace characters; a declared name never carries them.
        guard !encoding.isEmpty, !encoding.contains("/"),
            let converter = iconv_open("UTF-8", encoding), converter != UnsafeMutableRawPointer(bitPattern: -1)
        else { return .failure(.unknownEncoding) }
        defer { iconv_close(converter) }
        guard !bytes.isEmpty else { return .success([]) }
        // A first guess at the size (UTF-16 text grows by half at most), grown whenever iconv
        // runs out of room; iconv writes straight into the result.
        var output = [UInt8](repeating: 0, count: bytes.count + bytes.count / 2 + 16)
        var written = 0
        var inputLeft = bytes.count
        while true {
            let (result, code) = output.withUnsafeMutableBufferPointer { buffer in
                var input =
                    UnsafeMutableRawPointer(mutating: bytes.baseAddress! + (bytes.count - inputLeft))
                    .assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
                var next =
                    UnsafeMutableRawPointer(buffer.baseAddress! + written).assumingMemoryBound(to: CChar.self)
                    as UnsafeMutablePointer<CChar>?
                var outputLeft = buffer.count - written
                let result = iconv(converter, &input, &inputLeft, &next, &outputLeft)
                written = buffer.count - outputLeft
                return (result, errno)
            }
            if result != -1 && inputLeft == 0 {
                output.removeLast(output.count - written)
                return .success(output)
            }
            if result == -1 && code == E2BIG {
                output += repeatElement(0, count: output.count)
                continue
            }
            let failed = bytes.count - inputLeft
            return .failure(
                .invalidBytes(
                    invalid: Array(bytes[failed..<min(failed + 4, bytes.count)]), converted: Array(output[..<written])))
        }
    }
}
