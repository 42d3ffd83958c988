/// Generated source, written a line at a time: the renderer appends every line, piece by piece,
/// to one growing text, and can take back a line or a trial that did not fit.
///
/// The text is kept as UTF-8 bytes, so that lines and trials are taken back by byte offset
/// (always the boundary between two pieces written). Every piece is valid UTF-8 (it comes
/// from a `String`), so the bytes are too; a caller takes the finished text as ``text``.
struct SourceBuffer: TextOutputStream {
    /// The UTF-8 of the text so far, each line ended by `\n`.
    private var bytes: [UInt8] = []
    /// Where each line written starts in ``bytes``, when the buffer records them for
    /// ``writtenLines`` (a whole file's buffer does not: nobody asks for its lines).
    private var lineStarts: [Int]?
    /// Where the line being written starts in ``bytes``.
    private var lineStart = 0
    /// Where the text of the line being written starts in ``bytes``, after its indentation.
    private var lineTextStart = 0
    /// The columns the indentation of the line being written takes.
    private var lineIndentColumns = 0
    /// Where the text being tried (``startTrial()``) starts in ``bytes``.
    private var trialStart = 0

    /// How the text spells the types it names.
    var namer = SwiftNamer.qualified
    /// Whether a property wrapper too long for its line is broken (``SwiftStyle``).
    var breaksLongAttributes = false
    /// Indentation and line length.
    var layout = SourceLayout.generated {
        didSet { indentations = [""] }
    }
    /// The indentation of each level so far, made once each: `indentations[n]` is `n` levels.
    private var indentations = [""]

    /// A buffer for a whole file, written in `style`.
    init(style: SwiftStyle = SwiftStyle.generated) {
        namer = style.namer
        breaksLongAttributes = style.breaksLongAttributes
        layout = style.layout
    }

    /// A buffer that can give back its ``writtenLines``.
    static func recordingLines() -> SourceBuffer {
        var buffer = SourceBuffer()
        buffer.lineStarts = []
        return buffer
    }

    /// How many UTF-8 bytes the text holds.
    var byteCount: Int { bytes.count }

    /// The text so far, decoded.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text from byte `offset` on, decoded.
    private func text(from offset: Int) -> String {
        String(decoding: bytes[offset...], as: UTF8.self)
    }

    /// Takes back the text from byte `offset` on.
    private mutating func removeText(from offset: Int) {
        bytes.removeSubrange(offset...)
    }

    /// Appends the text of `type`, as ``namer`` spells it.
    mutating func write(_ type: SwiftType) {
        let namer = self.namer
        namer.write(type, to: &self)
    }

    /// Appends the text of `types`, with `separator` between them.
    mutating func write(_ types: [SwiftType], separator: String) {
        let namer = self.namer
        namer.write(types, separator: separator, to: &self)
    }

    /// Appends `Type: Constraint` or `Type == Other`.
    mutating func write(_ requirement: SwiftRequirement) {
        switch requirement {
        case .conformance(let type, let constraint):
            write(type)
            write(": ")
            write(constraint)
        case .sameType(let type, let other):
            write(type)
            write(" == ")
            write(other)
        }
    }

    /// Appends `text` at `indent` levels and ends the line.
    mutating func line(_ line: String, indent: Int = 0) {
        startLine(indent: indent)
        write(line)
        endLine()
    }

    /// Appends `first` then `second` (and `third`) as one line at `indent` levels.
    mutating func line(_ first: String, _ second: String, _ third: String = "", indent: Int = 0) {
        startLine(indent: indent)
        write(first)
        write(second)
        write(third)
        endLine()
    }

    /// Starts a line with `indent` levels of indentation; ``write(_:)`` adds its text and
    /// ``endLine()`` ends it.
    mutating func startLine(indent: Int) {
        lineStart = byteCount
        lineStarts?.append(lineStart)
        let levels = max(indent, 0)
        while indentations.count <= levels { indentations.append(indentations[indentations.count - 1] + layout.unit) }
        write(indentations[levels])
        lineTextStart = byteCount
        lineIndentColumns = levels * layout.unitColumns
    }

    /// Whether the line being written holds nothing but its indentation.
    var isLineBlank: Bool { byteCount == lineTextStart }

    /// Whether the line being written, as far as it is written, fits in the line length: its
    /// indentation counted in columns, its text in characters (its bytes when they fit or are
    /// printable ASCII, a character a byte).
    var lineFits: Bool {
        let width = layout.lineLength - lineIndentColumns
        guard byteCount - lineTextStart > width else { return true }
        // More bytes than columns: only a line that is not all printable ASCII can still fit.
        return !bytes[lineTextStart...].allSatisfy(SwiftStringLiteral.isPrintableASCII)
            && text(from: lineTextStart).dropFirst(width).isEmpty
    }

    /// Takes back the line being written, to write it another way.
    mutating func discardLine() {
        removeText(from: lineStart)
        lineStarts?.removeLast()
    }

    /// Starts trying text on the line being written: ``endTrial()`` keeps it only if the line
    /// then fits. Writing a line and then judging it replaces measuring an expression first and
    /// writing it after.
    mutating func startTrial() {
        trialStart = byteCount
    }

    /// Ends a trial begun with ``startTrial()``: returns whether the line, as far as written,
    /// fits; when it does not, takes back the text tried. The line stays open either way.
    mutating func endTrial() -> Bool {
        let fits = lineFits
        if !fits { removeText(from: trialStart) }
        return fits
    }

    /// Starts a line that is kept only if it fits (``endTrialLine()`` decides).
    mutating func startTrialLine(indent: Int) {
        startLine(indent: indent)
        startTrial()
    }

    /// Ends a line started with ``startTrialLine(indent:)``: keeps it, ended, when it fits and
    /// returns true; else takes it back and returns false.
    mutating func endTrialLine() -> Bool {
        if lineFits {
            endLine()
            return true
        }
        discardLine()
        return false
    }

    /// Takes back the spaces that end the line being written, as dropping the space
    /// characters at the end of its text would: bytes are dropped, unless the byte before the
    /// spaces is not ASCII (a space then may belong to the character before it, as after a
    /// prepended mark), when the characters are.
    mutating func trimTrailingSpaces() {
        var end = bytes.count
        while end > lineTextStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if end > lineTextStart, end < bytes.count, bytes[end - 1] >= 0x80 {
            let line = text(from: lineTextStart)
            end = lineTextStart + String(line.reversed().drop(while: { $0 == " " }).reversed()).utf8.count
        }
        removeText(from: end)
    }

    /// Takes back the last byte of the line being written (the end of an ASCII character).
    mutating func dropLastByte() {
        bytes.removeLast()
    }

    /// A point in the text to come back to with ``rollBack(to:)``.
    struct Mark {
        fileprivate let byteCount: Int
        fileprivate let lineCount: Int?
    }

    /// The point after the text written so far (between lines, not inside one).
    var mark: Mark { Mark(byteCount: byteCount, lineCount: lineStarts?.count) }

    /// Takes back every line written after `mark`.
    mutating func rollBack(to mark: Mark) {
        removeText(from: mark.byteCount)
        if let lineCount = mark.lineCount { lineStarts?.removeSubrange(lineCount...) }
    }

    /// Appends a piece of the current line.
    mutating func write(_ piece: some StringProtocol) {
        // A native string lends its UTF-8 as one block, appended at once.
        if piece.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: piece.utf8)
        }
    }

    /// Ends the current line.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends an empty line.
    mutating func blankLine() {
        line("")
    }

    /// The lines written, without their line ends (a line may hold `\n` when its text did), by
    /// a buffer made with ``recordingLines()``.
    var writtenLines: [String] {
        guard let lineStarts else { preconditionFailure("the buffer does not record its lines") }
        return lineStarts.indices.map { index in
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            return String(decoding: bytes[lineStarts[index]..<end - 1], as: UTF8.self)
        }
    }
}
