// This file is shared verbatim with the build-tool plugin (Plugins/*/OutputFileNaming.swift is a
// symbolic link to it), so it imports nothing: the standard library is all it needs.

/// Names generated files after their definitions, the same way in the CLI and the plugin.
public enum OutputFileNaming {
    /// One `.swift` file name per input path, in input order, all different even ignoring case
    /// (macOS file systems do): the definition's base name plus `.swift`; when two inputs share
    /// a base name, the parent folder names are prepended (`Base.lproj/Intents.intentdefinition`
    /// → `Base_Intents.swift`) until the names differ. Names that still clash once no folder is
    /// left to prepend (`a.intentdefinition` and `a.plist`) keep the first input's name and get
    /// `_2`, `_3`, … in input order.
    ///
    /// `suffixes`, when given, holds one suffix per input that ends its name before `.swift`
    /// (`BookClub+AppIntents.swift`, so that flavors whose output shares one target never share a
    /// file name, which SwiftPM refuses); names are made distinct with their suffixes.
    public static func outputFileNames(forInputPaths paths: [String], suffixes: [String] = []) -> [String] {
        let suffixes = paths.indices.map { $0 < suffixes.count ? suffixes[$0] : "" }
        let components = paths.map { path -> [String] in
            var parts = path.split(separator: "/").map(String.init)
            if let last = parts.popLast() {
                parts.append(baseName(of: last))
            }
            return parts
        }
        var depth = Array(repeating: 1, count: paths.count)
        var names = components.indices.map { name(components[$0], depth: depth[$0]) + suffixes[$0] }
        while true {
            let groups = Dictionary(grouping: names.indices, by: { names[$0].lowercased() })
            let clashing = groups.values.filter { $0.count > 1 }.flatMap { $0 }
            let growable = clashing.filter { depth[$0] < components[$0].count }
            if growable.isEmpty { break }
            for index in growable { depth[index] += 1 }
            names = components.indices.map { name(components[$0], depth: depth[$0]) + suffixes[$0] }
        }
        return numberingRepeats(names).map { $0 + ".swift" }
    }

    /// `names` with each repeat (ignoring case) of an earlier name suffixed `_2`, `_3`, …, the
    /// smallest number that makes it differ from every other name.
    private static func numberingRepeats(_ names: [String]) -> [String] {
        var taken = Set<String>()
        var repeats: [Int] = []
        for (index, name) in names.enumerated() where !taken.insert(name.lowercased()).inserted {
            repeats.append(index)
        }
        var numbered = names
        for index in repeats {
            var number = 2
            while taken.contains("\(names[index])_\(number)".lowercased()) { number += 1 }
            numbered[index] = "\(names[index])_\(number)"
            taken.insert(numbered[index].lowercased())
        }
        return numbered
    }

    private static func baseName(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    private static func name(_ parts: [String], depth: Int) -> String {
        parts.suffix(depth).map { part in
            part.hasSuffix(".lproj") ? String(part.dropLast(".lproj".count)) : part
        }.joined(separator: "_")
    }
}
