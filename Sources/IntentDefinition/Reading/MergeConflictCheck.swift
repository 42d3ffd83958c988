/// Finds unresolved merge-conflict markers before any XML parser sees the file.
///
/// A definition merged with conflicts holds lines starting with Git's markers: `<<<<<<<` (ours),
/// `|||||||` (the common ancestor, in diff3 style), `=======` (the divider) and `>>>>>>>`
/// (theirs). An XML parser would stop at the first `<<` with advice about escaping `<`, which,
/// followed, leaves the conflict in the file. This check runs on the raw bytes in one pass and
/// knows nothing about XML, so it works the same whatever parser follows it.
///
/// Only a file with an opening or closing marker counts as conflicted: a line of seven `=` or
/// `|` alone can be ordinary text inside a `<string>`.
enum MergeConflictCheck {
    /// One marker line: its 1-based line number and the marker as written (`<<<<<<<`).
    struct Marker: Equatable {
        let line: Int
        let text: String
    }

    /// The length of Git's default markers.
    private static let markerLength = 7

    /// The conflict markers of `bytes` in file order, or `[]` when it holds no opening or
    /// closing marker.
    ///
    /// A marker is seven equal bytes, so every one of them covers exactly one offset that is a
    /// multiple of seven: only those bytes are looked at first, and the few that are marker
    /// bytes are looked at more closely. A pass over every line start (memchr per line) cost
    /// 6.1 M instructions on the 2.19 MB benchmark (callgrind), one probe per loop turn 3.6 M;
    /// four probes per turn share the loop's own instructions.
    static func markers(in bytes: [UInt8]) -> [Marker] {
        var starts: [Int] = []
        var hasBoundary = false
        bytes.withUnsafeBufferPointer { buffer in
            func look(at probe: Int) {
                let byte = buffer[probe]
                // `< = >` are 0x3C...0x3E and `|` is 0x7C: one mask keeps them (and four others).
                if byte & 0xBC == 0x3C, isMarkerByte(byte), let start = markerStart(around: probe, in: buffer) {
                    starts.append(start)
                    hasBoundary = hasBoundary || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                }
            }
            var probe = 0
            while probe + 3 * markerLength < buffer.count {
                look(at: probe)
                look(at: probe + markerLength)
                look(at: probe + 2 * markerLength)
                look(at: probe + 3 * markerLength)
                probe += 4 * markerLength
            }
            while probe < buffer.count {
                look(at: probe)
                probe += markerLength
            }
        }
        guard hasBoundary else { return [] }
        return lineNumbers(of: starts, in: bytes).enumerated().map { index, line in
            Marker(line: line, text: String(repeating: Character(UnicodeScalar(bytes[starts[index]])), count: markerLength))
        }
    }

    /// Whether `byte` is one of the bytes markers are made of (`<|=>`).
    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "|")
    }

    /// The offset of the marker that covers `offset`, when there is one: a line starting with
    /// exactly seven of the byte at `offset`, followed by the end of the line or whitespace (Git
    /// writes a branch name after `<<<<<<< `).
    private static func markerStart(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let byte = bytes[offset]
        var start = offset
        while start > 0, offset - start < markerLength - 1, bytes[start - 1] == byte { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        let end = start + markerLength
        guard end <= bytes.count else { return nil }
        for index in offset + 1..<end where bytes[index] != byte { return nil }
        guard end < bytes.count else { return start }
        let next = bytes[end]
        return next == UInt8(ascii: "\n") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
            || next == UInt8(ascii: "\r") ? start : nil
    }

    /// The 1-based line of each of `offsets` (ascending) in `bytes`.
    private static func lineNumbers(of offsets: [Int], in bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var scanned = 0
        for offset in offsets {
            line += bytes[scanned..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            scanned = offset
            lines.append(line)
        }
        return lines
    }

    /// The error for a file whose markers are `markers` (not empty): located at the first
    /// marker, with a note at each other one.
    static func diagnostic(for markers: [Marker], in file: InternedPath) -> Diagnostic {
        let location = { (marker: Marker) in SourceLocation(path: file, line: marker.line, column: 1) }
        let notes = markers.dropFirst().map { marker in
            DiagnosticNote("conflict marker '\(marker.text)'", at: location(marker))
        }
        return Diagnostic(
            .mergeConflictMarkers,
            "the file holds unresolved merge-conflict markers (\(markers.count) marker lines, the first here); "
                + "resolve the conflict: keep the lines you want between the markers and delete every marker line, then build again",
            at: location(markers[0]), notes: notes)
    }
}
