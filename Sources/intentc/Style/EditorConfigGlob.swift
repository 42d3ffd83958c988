/// editorconfig.org's globs: `*` (any characters but `/`), `**` (any characters), `?`, `[abc]`,
/// `[!abc]`, `{a,b}`. A glob without `/` matches a file name in any folder; one with `/` matches
/// the path from the `.editorconfig`'s folder.
enum EditorConfigGlob {
    /// Whether `glob` matches the file at `path` (relative to the `.editorconfig`'s folder).
    static func matches(_ glob: String, path: String) -> Bool {
        var pattern = glob
        if pattern.hasPrefix("/") {
            pattern.removeFirst()
        } else if !pattern.contains("/") {
            pattern = "**/" + pattern
        }
        let candidates = pattern.hasPrefix("**/") ? [pattern, String(pattern.dropFirst(3))] : [pattern]
        return candidates.flatMap(expandBraces).contains { matches(Array($0), 0, Array(path), 0) }
    }

    /// Every glob `{a,b}` alternatives stand for (nested braces expanded one level at a time).
    private static func expandBraces(_ glob: String) -> [String] {
        let characters = Array(glob)
        guard let open = characters.firstIndex(of: "{") else { return [glob] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close, !commas.isEmpty else { return [glob] }
        let head = String(characters[..<open])
        let tail = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        return zip(bounds, bounds.dropFirst()).flatMap { start, end in
            expandBraces(head + String(characters[(start + 1)..<end]) + tail)
        }
    }

    /// Whether `glob[g...]` matches `path[p...]`.
    private static func matches(_ glob: [Character], _ g: Int, _ path: [Character], _ p: Int) -> Bool {
        guard g < glob.count else { return p == path.count }
        switch glob[g] {
        case "*":
            let crossesFolders = g + 1 < glob.count && glob[g + 1] == "*"
            let rest = crossesFolders ? g + 2 : g + 1
            var end = p
            while true {
                if matches(glob, rest, path, end) { return true }
                guard end < path.count, crossesFolders || path[end] != "/" else { return false }
                end += 1
            }
        case "?":
            return p < path.count && path[p] != "/" && matches(glob, g + 1, path, p + 1)
        case "[":
            guard let close = glob[(g + 1)...].firstIndex(of: "]"), p < path.count else {
                return p < path.count && path[p] == "[" && matches(glob, g + 1, path, p + 1)
            }
            var set = glob[(g + 1)..<close]
            let negated = set.first == "!"
            if negated { set = set.dropFirst() }
            return set.contains(path[p]) != negated && path[p] != "/" && matches(glob, close + 1, path, p + 1)
        case "\\" where g + 1 < glob.count:
            return p < path.count && path[p] == glob[g + 1] && matches(glob, g + 2, path, p + 1)
        default:
            return p < path.count && path[p] == glob[g] && matches(glob, g + 1, path, p + 1)
        }
    }
}
