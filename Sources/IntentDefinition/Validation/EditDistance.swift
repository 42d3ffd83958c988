/// The optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of one
/// substring) between two names, ignoring case: the number of single-character insertions,
/// deletions, substitutions and swaps of neighbours that turn one into the other.
///
/// Compares Unicode scalars after lowercasing; runs in O(a·b) time and O(b) memory.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars)
        let b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoRowsBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoRowsBack[j - 2] + 1)
                }
                current[j] = best
            }
            (twoRowsBack, previous, current) = (previous, current, twoRowsBack)
        }
        return previous[b.count]
    }
}
