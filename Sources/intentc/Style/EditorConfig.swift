import IntentDefinition

/// One `.editorconfig` file: its `root` flag and its sections, each a glob and the properties
/// it sets, in file order (editorconfig.org's format; later sections win).
struct EditorConfig {
    /// A property as written, with where its value starts.
    struct Property {
        var name: String
        var value: String
        var location: SourceLocation
    }

    /// `[glob]` and the properties under it.
    struct Section {
        var glob: String
        var properties: [Property]
    }

    /// `root = true` in the preamble: files further up are not read.
    var isRoot = false
    var sections: [Section] = []

    /// Parses the text of the `.editorconfig` at `path`. Unreadable lines are skipped, as
    /// editors do.
    init(text: String, path: String) {
        var current: Section?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces
            guard let first = line.first, first != "#", first != ";" else { continue }
            if first == "[", line.last == "]" {
                if let current { sections.append(current) }
                current = Section(glob: String(line.dropFirst().dropLast()), properties: [])
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingSpaces.lowercased()
            let value = line[line.index(after: equals)...].trimmingSpaces
            // The value's offset in the line, in UTF-8 bytes (a substring shares its line's indices).
            let column = rawLine.utf8.distance(from: rawLine.startIndex, to: value.startIndex) + 1
            let property = Property(
                name: name, value: String(value), location: SourceLocation(file: path, line: index + 1, column: column))
            if current == nil {
                if name == "root" { isRoot = value.lowercased() == "true" }
            } else {
                current?.properties.append(property)
            }
        }
        if let current { sections.append(current) }
    }

    /// The properties that apply to the file at `relativePath` (from this file's folder, `/`
    /// separated), later sections over earlier ones, by lowercased name.
    func properties(for relativePath: String) -> [String: Property] {
        var result: [String: Property] = [:]
        for section in sections where EditorConfigGlob.matches(section.glob, path: relativePath) {
            for property in section.properties { result[property.name] = property }
        }
        return result
    }
}

extension Substring {
    /// The text without spaces and tabs at either end (and a `\r` of a CRLF line end), with
    /// the same indices.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}
