#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets into 1-based lines and byte columns while the input is read front to back.
///
/// Lines end at `\n`, as libxml2 counts them; a tab or a multi-byte character counts as its
/// bytes. Offsets asked for in ascending order (the streaming parse's elements) cost only the
/// bytes between them; an offset behind the cursor (an error pointing back) is counted from the
/// cursor backwards.
struct LineCursor {
    /// Everything before this offset has been scanned for line breaks.
    private var scanned = 0
    /// The line that holds `scanned`.
    private var line = 1
    /// The offset of that line's first byte.
    private var lineStart = 0

    /// The line and column of the byte at `offset` in `bytes` (an offset past the end counts
    /// as the end).
    mutating func position(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        line: Int, column: Int
    ) {
        let target = min(max(offset, 0), bytes.count)
        guard let base = bytes.baseAddress else { return (1, 1) }
        if target >= scanned {
            var index = scanned
            while index < target,
                let found = memchr(base + index, Int32(UInt8(ascii: "\n")), target - index)
            {
                let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                line += 1
                lineStart = newline + 1
                index = newline + 1
            }
            scanned = target
            return (line, target - lineStart + 1)
        }
        var lineOfTarget = line
        for index in target..<scanned where bytes[index] == UInt8(ascii: "\n") { lineOfTarget -= 1 }
        var start = target
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return (lineOfTarget, target - start + 1)
    }
}
