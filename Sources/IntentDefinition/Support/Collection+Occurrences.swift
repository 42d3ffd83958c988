extension Collection where Element: Equatable {
    /// The range of the first place where `pattern` occurs, compared element by element (an
    /// empty range at the start for an empty pattern); nil when it does not occur.
    ///
    /// The standard library's `firstRange(of:)` does this from macOS 13 on only, and the compiler
    /// runs on older macOS as the plugins' tool.
    package func firstOccurrence<Pattern: Collection>(of pattern: Pattern) -> Range<Index>?
    where Pattern.Element == Element {
        occurrences(of: pattern, limit: 1).first ?? (pattern.isEmpty ? startIndex..<startIndex : nil)
    }

    /// The ranges where `pattern` (not empty) occurs, each starting after the last one ends, up
    /// to `limit` of them.
    package func occurrences<Pattern: Collection>(of pattern: Pattern, limit: Int = .max) -> [Range<Index>]
    where Pattern.Element == Element {
        guard !pattern.isEmpty else { return [] }
        var found: [Range<Index>] = []
        var start = startIndex
        while start != endIndex, found.count < limit {
            var index = start
            var patternIndex = pattern.startIndex
            while index != endIndex, patternIndex != pattern.endIndex, self[index] == pattern[patternIndex] {
                formIndex(after: &index)
                pattern.formIndex(after: &patternIndex)
            }
            if patternIndex == pattern.endIndex {
                found.append(start..<index)
                start = index
            } else {
                formIndex(after: &start)
            }
        }
        return found
    }
}

extension String {
    /// The text with every occurrence of `pattern` (not empty), from the start on, replaced by
    /// `replacement` (the standard library's `replacing(_:with:)` needs macOS 13).
    package func replacingEvery(_ pattern: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        for range in occurrences(of: pattern) {
            result += self[rest.startIndex..<range.lowerBound] + replacement
            rest = self[range.upperBound...]
        }
        return result + rest
    }
}
