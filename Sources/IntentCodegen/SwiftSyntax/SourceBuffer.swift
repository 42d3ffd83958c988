/// Generated source, written a line at a time: the renderer appends every line, piece by piece,
/// to one growing text instead of concatenating strings and arrays of lines. The text is kept as
/// a `String` (appending is amortized like an array's), so the finished file is handed over as it
/// is, never copied out of a byte buffer while the rest of the pipeline still holds its memory.
struct SourceBuffer: TextOutputStream {
    /// The text so far, each line ended by `\n`.
    private(set) var text = ""
    /// Where each line written starts in ``text``, as a UTF-8 offset, when the buffer records
    /// them for ``writtenLines`` (a whole file's buffer does not: nobody asks for its lines).
    private var lineStarts: [Int]?

    /// A buffer for a whole file.
    init() {}

    /// A buffer that can give back its ``writtenLines``.
    static func recordingLines() -> SourceBuffer {
        var buffer = SourceBuffer()
        buffer.lineStarts = []
        return buffer
    }

    /// Appends `text` at `indent` levels and ends the line.
    mutating func line(_ line: String, indent: Int = 0) {
        startLine(indent: indent)
        text.append(line)
        endLine()
    }

    /// Starts a line with `indent` levels of indentation; ``write(_:)`` adds its text and
    /// ``endLine()`` ends it.
    mutating func startLine(indent: Int) {
        lineStarts?.append(text.utf8.count)
        for _ in 0..<indent { text.append(ExpressionLayout.indentUnit) }
    }

    /// Appends a piece of the current line.
    mutating func write(_ piece: String) {
        text.append(piece)
    }

    /// Ends the current line.
    mutating func endLine() {
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

    /// The lines written, without their line ends (a line may hold `\n` when its text did), by
    /// a buffer made with ``recordingLines()``.
    var writtenLines: [String] {
        guard let lineStarts else { preconditionFailure("the buffer does not record its lines") }
        let utf8 = text.utf8
        return lineStarts.indices.map { index in
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : utf8.count
            let from = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])
            let to = utf8.index(utf8.startIndex, offsetBy: end - 1)
            return String(decoding: utf8[from..<to], as: UTF8.self)
        }
    }
}

extension SourceBuffer {
    /// Calls `body` with the text written so far as contiguous UTF-8, valid only during the call,
    /// so that a finished piece reaches its destination without being copied.
    mutating func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUTF8(body)
    }
}
