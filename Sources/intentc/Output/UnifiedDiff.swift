/// Unified diffs (`diff -u` style: `---`/`+++` headers, `@@` hunks, 3 lines of context), which
/// `intentc generate --check` prints for every output that drifted, and which anything else that
/// compares generated code with committed files can show; `patch -p0` applies them.
package enum UnifiedDiff {
    /// Lines of unchanged context around each change.
    package static let contextLineCount = 3

    /// Beyond this many differing lines (after the common start and end are set aside) the middle
    /// is shown as one replacement rather than searched for a minimal edit, to bound memory.
    package static let maximumEditDistance = 1000

    /// A line's UTF-8 bytes with its `\n` (the last line may lack one). Lines are compared as
    /// bytes: `String`'s `==` would call canonically equivalent but different files equal.
    private typealias Line = ArraySlice<UInt8>

    /// One line of the edit script, with the marker diff prints before it.
    private struct Edit {
        var marker: String
        var line: Line

        static func same(_ line: Line) -> Edit { Edit(marker: " ", line: line) }
        static func removed(_ line: Line) -> Edit { Edit(marker: "-", line: line) }
        static func added(_ line: Line) -> Edit { Edit(marker: "+", line: line) }

        var isChange: Bool { marker != " " }
        var isInOld: Bool { marker != "+" }
        var isInNew: Bool { marker != "-" }

        var rendered: String {
            let text = marker + String(decoding: line, as: UTF8.self)
            return line.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
        }
    }

    /// The diff turning the bytes `old` (nil: the file does not exist) into `new`, or nil when
    /// they are equal. `path` names the file in the headers; `labels`, when given, say after a tab
    /// what each side is (`patch` and `git apply` read a header's path up to the tab).
    package static func diff(
        old: [UInt8]?, new: [UInt8], path: String, labels: (old: String, new: String)? = nil
    ) -> String? {
        guard old != new else { return nil }
        let edits = editScript(lines(of: old ?? []), lines(of: new))
        let oldLabel = labels.map { "\t" + $0.old } ?? ""
        let newLabel = labels.map { "\t" + $0.new } ?? ""
        var text = "--- \(old == nil ? "/dev/null" : path + oldLabel)\n+++ \(path + newLabel)\n"
        // How many lines of each file the edits before each index hold.
        let oldLines = edits.reduce(into: [0]) { $0.append($0[$0.count - 1] + ($1.isInOld ? 1 : 0)) }
        let newLines = edits.reduce(into: [0]) { $0.append($0[$0.count - 1] + ($1.isInNew ? 1 : 0)) }
        for hunk in hunkRanges(edits) {
            text += "@@ -\(span(oldLines, hunk)) +\(span(newLines, hunk)) @@\n" + edits[hunk].map(\.rendered).joined()
        }
        return text
    }

    /// `bytes` split after each `\n`.
    private static func lines(of bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            result.append(bytes[start..<end])
            start = end
        }
        return result
    }

    private static func editScript(_ old: [Line], _ new: [Line]) -> [Edit] {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            shortestEdit(oldMiddle, newMiddle)
            ?? oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// Myers' O(ND) shortest edit script, or nil when it needs more than `maximumEditDistance`
    /// edits.
    private static func shortestEdit(_ old: [Line], _ new: [Line]) -> [Edit]? {
        let n = old.count
        let m = new.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: the furthest x per diagonal -d...d before round d, stored from index 0.
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
            if d == limit { return nil }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK =
                k == -d || (k != d && previous[d + k - 1] < previous[d + k + 1]) ? k + 1 : k - 1
            let previousX = previous[d + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(old[x]))
            }
            if x == previousX {
                y -= 1
                edits.append(.added(new[y]))
            } else {
                x -= 1
                edits.append(.removed(old[x]))
            }
        }
        // What is left is round 0's run of equal lines at the start (x == y here).
        edits += (0..<x).reversed().map { .same(old[$0]) }
        return edits.reversed()
    }

    /// The ranges of `edits` shown as hunks: each change with its context, merged when contexts
    /// touch or overlap.
    private static func hunkRanges(_ edits: [Edit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in edits.indices where edits[index].isChange {
            let lower = max(0, index - contextLineCount)
            let upper = min(edits.count, index + 1 + contextLineCount)
            if let last = ranges.last, lower <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<upper
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    /// `start,count` as diff prints it: 1-based start, `,1` left out, an empty span starting at the
    /// line before it.
    private static func span(_ linesBefore: [Int], _ hunk: Range<Int>) -> String {
        let start = linesBefore[hunk.lowerBound]
        switch linesBefore[hunk.upperBound] - start {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        case let count: return "\(start + 1),\(count)"
        }
    }
}
