#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the translation tables of a definition.
public enum TranslationDiscovery {
    /// The table extensions read.
    static let extensions = [".strings", ".stringsdict", ".xcstrings"]

    /// The tables beside a definition in Xcode's layout: for `…/Base.lproj/Name.intentdefinition`,
    /// `…/<lang>.lproj/Name.strings` and `Name.stringsdict` of every other language folder, and
    /// `…/Name.xcstrings`. Empty when the definition is not in a `Base.lproj` folder. Sorted.
    public static func tables(besideDefinition path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard folder.lastPathComponent == "Base.lproj" else { return [] }
        let root = folder.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let prefix = String(path.dropLast(url.lastPathComponent.count + folder.lastPathComponent.count + 1))
        var found: [String] = []
        for language in contents(of: root.path) where language.hasSuffix(".lproj") && language != "Base.lproj" {
            for ext in [".strings", ".stringsdict"] {
                let candidate = prefix + language + "/" + name + ext
                if isFile(candidate) { found.append(candidate) }
            }
        }
        if isFile(prefix + name + ".xcstrings") { found.append(prefix + name + ".xcstrings") }
        return found.sorted()
    }

    /// The tables named like a definition that is not in an `*.lproj` folder, in the
    /// `<lang>.lproj` folders beside it (`…/de.lproj/Name.strings`, `Name.stringsdict`): the
    /// layout of a definition that was never localized in Xcode. ``tables(besideDefinition:)``
    /// does not read them; `--translations` with the definition's folder does. Sorted.
    public static func unreadTables(besideDefinition path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard !folder.lastPathComponent.hasSuffix(".lproj") else { return [] }
        let name = url.deletingPathExtension().lastPathComponent
        let prefix = String(path.dropLast(url.lastPathComponent.count))
        var found: [String] = []
        for language in contents(of: prefix.isEmpty ? "." : prefix) where language.hasSuffix(".lproj") {
            for ext in [".strings", ".stringsdict"] where isFile(prefix + language + "/" + name + ext) {
                found.append(prefix + language + "/" + name + ext)
            }
        }
        return found.sorted()
    }

    /// Every table in `directory` and in its `*.lproj` folders, whatever its name. Sorted.
    public static func tables(inDirectory directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var found: [String] = []
        for item in contents(of: directory) {
            let path = base + item
            if item.hasSuffix(".lproj") {
                found += contents(of: path).filter(isTableName).map { path + "/" + $0 }.filter(isFile)
            } else if isTableName(item), isFile(path) {
                found.append(path)
            }
        }
        return found.sorted()
    }

    private static func isTableName(_ name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) }
    }

    private static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    private static func isFile(_ path: String) -> Bool {
        FileManager.default.isDirectory(atPath: path) == false
    }
}
