/// Generated source, written a line at a time: the renderer appends every line to one growing
/// text instead of concatenating strings and arrays of lines. The text is kept as a `String`
/// (appending is amortized like an array's), so the finished file is handed over as it is,
/// never copied out of a byte buffer while the rest of the pipeline still holds its memory.
struct SourceBuffer {
    /// The text so far, each line ended by `\n`.
    private(set) var text = ""
    /// Where each line written with ``line(_:indent:)`` starts in ``text``, as a UTF-8 offset.
    private var lineStarts: [Int] = []

    /// Appends `text` at `indent` levels and ends the line.
    mutating func line(_ line: String, indent: Int = 0) {
        lineStarts.append(text.utf8.count)
        for _ in 0..<indent { text.append(ExpressionLayout.indentUnit) }
        text.append(line)
        text.append("\n")
    }

    /// Appends lines that already carry their indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Appends an empty line.
    mutating func blankLine() {
        line("")
    }

    /// The lines written, without their line ends (a line may hold `\n` when its text did).
    var writtenLines: [String] {
        let utf8 = text.utf8
        return lineStarts.indices.map { index in
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : utf8.count
            let from = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])
            let to = utf8.index(utf8.startIndex, offsetBy: end - 1)
            return String(decoding: utf8[from..<to], as: UTF8.self)
        }
    }
}
