/// Turns byte offsets into 1-based lines and byte columns.
///
/// Lines end at `\n`, as libxml2 counts them; a tab or a multi-byte character counts as its bytes.
struct LineTable: Sendable {
    /// The offset of the first byte of every line, ascending; the first is 0.
    private let lineStarts: [Int]

    /// Indexes the line breaks of `bytes` in one pass.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    /// The line and column of the byte at `offset` (an offset past the end gives the last line).
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, max(offset, 0) - lineStarts[low] + 1)
    }
}
