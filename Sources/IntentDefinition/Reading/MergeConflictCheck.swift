#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// closing marker. Every input is scanned, so line ends are found with `memchr`.
    static func markers(in bytes: [UInt8]) -> [Marker] {
        var markers: [Marker] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = 0
            var line = 1
            while lineStart < buffer.count {
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart)
                    .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? buffer.count
                if let text = marker(startingLine: buffer[lineStart..<lineEnd]) {
                    markers.append(Marker(line: line, text: text))
                }
                lineStart = lineEnd + 1
                line += 1
            }
        }
        let hasBoundary = markers.contains { $0.text.hasPrefix("<") || $0.text.hasPrefix(">") }
        return hasBoundary ? markers : []
    }

    /// The marker `line` starts with: exactly seven of one of `<|=>`, followed by the end of
    /// the line or whitespace (Git writes a branch name after `<<<<<<< `).
    private static func marker(startingLine line: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let byte = line.first, isMarkerByte(byte), line.count >= markerLength,
            line.prefix(markerLength).allSatisfy({ $0 == byte })
        else { return nil }
        if line.count > markerLength {
            switch line[line.startIndex + markerLength] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return nil
            }
        }
        return String(repeating: Character(UnicodeScalar(byte)), count: markerLength)
    }

    /// Whether `byte` is one of the bytes markers are made of (`<|=>`).
    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "|")
    }

    /// The error for a file whose markers are `markers` (not empty): located at the first
    /// marker, with a note at each other one.
    static func diagnostic(for markers: [Marker], in file: String) -> Diagnostic {
        let location = { (marker: Marker) in SourceLocation(file: file, line: marker.line, column: 1) }
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
