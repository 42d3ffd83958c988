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
    /// The bytes a marker is made of.
    private static let markerBytes: [UInt8] = Array("<|=>".utf8)
    /// The markers that only a conflict produces (`<<<<<<<` is not even well-formed XML).
    private static let boundaryBytes: Set<UInt8> = [UInt8(ascii: "<"), UInt8(ascii: ">")]

    /// The conflict markers of `bytes` in file order, or `[]` when it holds no opening or
    /// closing marker.
    static func markers(in bytes: [UInt8]) -> [Marker] {
        var markers: [Marker] = []
        var hasBoundary = false
        var line = 1
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = 0
            while lineStart <= buffer.count {
                // memchr finds each line end at memory speed; the check runs on every input.
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart).map {
                        UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0))
                    } ?? buffer.count
                if let marker = marker(in: buffer[lineStart..<lineEnd]) {
                    markers.append(Marker(line: line, text: String(repeating: Character(UnicodeScalar(marker)), count: markerLength)))
                    hasBoundary = hasBoundary || boundaryBytes.contains(marker)
                }
                line += 1
                lineStart = lineEnd + 1
            }
        }
        return hasBoundary ? markers : []
    }

    /// The marker byte when `line` starts with exactly seven of one marker character followed
    /// by the end of the line or whitespace (Git writes a branch name after `<<<<<<< `).
    private static func marker(in line: Slice<UnsafeBufferPointer<UInt8>>) -> UInt8? {
        guard line.count >= markerLength, let first = line.first, markerBytes.contains(first) else {
            return nil
        }
        let markerEnd = line.startIndex + markerLength
        guard line[line.startIndex..<markerEnd].allSatisfy({ $0 == first }) else { return nil }
        guard markerEnd < line.endIndex else { return first }
        let next = line[markerEnd]
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r") ? first : nil
    }

    /// The error for a file whose markers are `markers` (not empty): located at the first
    /// marker, with a note at each other one.
    static func diagnostic(for markers: [Marker], path: String) -> Diagnostic {
        let location = { (marker: Marker) in SourceLocation(file: path, line: marker.line, column: 1) }
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
