/// Generated source as UTF-8 bytes, written a line at a time: the renderer appends every line
/// to one growing buffer instead of concatenating strings and arrays of lines.
struct SourceBuffer {
    /// The text so far, each line ended by `\n`.
    private(set) var bytes: [UInt8] = []
    /// Where each line written with ``line(_:indent:)`` starts in ``bytes``.
    private var lineStarts: [Int] = []

    /// Appends `text` at `indent` levels and ends the line.
    mutating func line(_ text: String, indent: Int = 0) {
        lineStarts.append(bytes.count)
        for _ in 0..<indent { bytes.append(contentsOf: ExpressionLayout.indentUnit.utf8) }
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends lines that already carry their indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Appends an empty line.
    mutating func blankLine() {
        line("")
    }

    /// The text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The lines written, without their line ends (a line may hold `\n` when its text did).
    var writtenLines: [String] {
        lineStarts.indices.map { index in
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            return String(decoding: bytes[lineStarts[index]..<(end - 1)], as: UTF8.self)
        }
    }
}
