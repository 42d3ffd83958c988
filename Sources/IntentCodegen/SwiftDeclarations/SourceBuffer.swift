/// Generated source, written a line at a time: the renderer appends every line, piece by piece,
/// to one growing text instead of concatenating strings and arrays of lines.
///
/// The text is kept as UTF-8 bytes, so that lines and trials are taken back by byte offset.
/// Every piece is valid UTF-8 (it comes from a `String`), so the bytes are too; a caller takes
/// the finished text as ``text``.
struct SourceBuffer: TextOutputStream {
    /// The UTF-8 of the text so far, its first ``byteCount`` bytes, each line ended by `\n`. The
    /// array is kept at least as long as the text, so that a piece is appended by one copy into
    /// place and text is taken back by moving the end.
    private var bytes: [UInt8] = []
    /// How many UTF-8 bytes the text holds.
    private(set) var byteCount = 0
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
    /// Where the text being tried stands.
    private var trial = TrialState.none

    /// The state of text tried on a line: written while the line may fit, decided by its text.
    private enum TrialState {
        /// No text is being tried.
        case none
        /// The line's bytes are within the line length.
        case withinLimit
        /// The line's bytes passed the line length, but not all are printable ASCII: only
        /// the whole line's characters decide.
        case pastLimit
        /// The line's bytes passed the line length and are printable ASCII, a character each,
        /// so the line does not fit whatever follows; the rest of it is not wanted.
        case overflows
    }

    /// How the text spells the types it names.
    var namer = SwiftNamer.qualified
    /// Whether a property wrapper too long for its line is broken (``SwiftStyle``).
    var breaksLongAttributes = false
    /// Indentation and line length.
    var layout = SourceLayout.generated {
        didSet { indentUnit = Array(layout.unit.utf8) }
    }
    /// The UTF-8 of one indentation level.
    private var indentUnit = Array(SourceLayout.generated.unit.utf8)

    /// A buffer for a whole file.
    init() {}

    /// A buffer that can give back its ``writtenLines``.
    static func recordingLines() -> SourceBuffer {
        var buffer = SourceBuffer()
        buffer.lineStarts = []
        return buffer
    }

    /// The text so far, decoded: a copy, for callers that need a `String`.
    var text: String { String(decoding: bytes[..<byteCount], as: UTF8.self) }

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

    /// Appends `first` then `second` (and `third`) as one line at `indent` levels: the line
    /// of a head and its bracket, written without joining them into a string first.
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
        for _ in 0..<max(indent, 0) {
            indentUnit.withUnsafeBufferPointer { write(utf8: $0) }
        }
        lineTextStart = byteCount
        lineIndentColumns = max(indent, 0) * layout.unitColumns
    }

    /// Whether the line being written holds nothing but its indentation.
    var isLineBlank: Bool { byteCount == lineTextStart }

    /// Whether the line being written, as far as it is written, fits in the line length (as
    /// ``ExpressionLayout/fits(_:)`` finds). A line can so be written on one line first and
    /// measured where it is, instead of being built as a `String` to be measured.
    var lineFits: Bool {
        byteCount - lineTextStart <= textWidth
            || ExpressionLayout.fits(String(decoding: bytes[lineTextStart..<byteCount], as: UTF8.self), in: textWidth)
    }

    /// The columns left for text after the indentation of the line being written.
    private var textWidth: Int { layout.lineLength - lineIndentColumns }

    /// Takes back the line being written, to write it another way.
    mutating func discardLine() {
        byteCount = lineStart
        lineStarts?.removeLast()
    }

    /// Starts trying text on the line being written: the text is kept only if the line fits
    /// (``endTrial()`` decides), and once the line is certain not to fit, the buffer stops
    /// wanting more (``wantsMore``), so that a writer of a long expression stops early. Writing
    /// a line and then judging it replaces measuring an expression's width first and writing it
    /// after, a second walk of every expression on top of the walk that writes the line.
    mutating func startTrial() {
        trialStart = byteCount
        trial = .withinLimit
    }

    /// Ends a trial begun with ``startTrial()``: returns whether the line, as far as written,
    /// fits (as ``lineFits`` finds); when it does not, takes back the text tried. The line
    /// stays open either way.
    mutating func endTrial() -> Bool {
        checkTrialLine()
        // Only a line past the limit but not all printable ASCII needs its characters counted.
        let fits = trial == .withinLimit || (trial == .pastLimit && lineFits)
        trial = .none
        if !fits { byteCount = trialStart }
        return fits
    }

    /// Starts a line that is kept only if it fits (``endTrialLine()`` decides; see
    /// ``startTrial()``).
    mutating func startTrialLine(indent: Int) {
        startLine(indent: indent)
        startTrial()
    }

    /// Ends a line started with ``startTrialLine(indent:)``: keeps it, ended, when it fits and
    /// returns true; else takes it back and returns false.
    mutating func endTrialLine() -> Bool {
        if endTrial() {
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
        var end = byteCount
        while end > lineTextStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if end > lineTextStart, end < byteCount, bytes[end - 1] >= 0x80 {
            let characters = String(decoding: bytes[lineTextStart..<byteCount], as: UTF8.self)
            end = lineTextStart + String(characters.reversed().drop(while: { $0 == " " }).reversed()).utf8.count
        }
        byteCount = end
    }

    /// Takes back the last byte of the line being written (the end of an ASCII character).
    mutating func dropLastByte() {
        byteCount -= 1
    }

    /// Whether more text of the line is wanted: not once a tried line is certain not to fit.
    var wantsMore: Bool {
        mutating get {
            checkTrialLine()
            return trial != .overflows
        }
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
        byteCount = mark.byteCount
        if let lineCount = mark.lineCount { lineStarts?.removeSubrange(lineCount...) }
    }

    /// Appends a piece of the current line.
    mutating func write(_ piece: some StringProtocol) {
        // A native string lends its UTF-8 as one block; the view itself is copied byte by byte.
        if piece.utf8.withContiguousStorageIfAvailable({ write(utf8: $0) }) == nil {
            var text = String(piece)
            text.withUTF8 { write(utf8: $0) }
        }
    }

    /// Appends a piece of the current line given as UTF-8 (valid UTF-8, as the text must stay).
    mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress else { return }
        append(count: piece.count) { $0.update(from: source, count: piece.count) }
    }

    /// Appends `count` bytes, which `fill` writes in place.
    private mutating func append(count: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        guard count > 0 else { return }
        let end = byteCount + count
        while end > bytes.count {
            // Doubled by appending its own bytes, one block copy (only the first ``byteCount``
            // bytes are text, so what stands after them does not matter).
            bytes += bytes.isEmpty ? [0] : bytes
        }
        let start = byteCount
        bytes.withUnsafeMutableBufferPointer { fill($0.baseAddress! + start) }
        byteCount = end
    }

    /// Notes whether a tried line has passed the line length and, if so, whether it can still
    /// fit. Done when asked (``wantsMore``, ``endTrialLine()``) rather than on each piece.
    private mutating func checkTrialLine() {
        guard trial == .withinLimit, byteCount - lineTextStart > textWidth else { return }
        // Looked at once, when the line is first found past the limit.
        let isPlain = bytes.withUnsafeBufferPointer {
            SwiftStringLiteral.isPlainASCII(UnsafeBufferPointer(rebasing: $0[lineTextStart..<byteCount]))
        }
        trial = isPlain ? .overflows : .pastLimit
    }

    /// Ends the current line.
    mutating func endLine() {
        append(count: 1) { $0.pointee = UInt8(ascii: "\n") }
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
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : byteCount
            return String(decoding: bytes[lineStarts[index]..<end - 1], as: UTF8.self)
        }
    }
}
