import IntentCodegen
import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The layout of the code `intentc migrate` writes: the project's own, read from the style file
/// nearest the output folder, with `--indent` and `--line-length` over it; Xcode's (4 spaces,
/// 120 columns) where the project states none.
///
/// The folders from the output folder up to the file system's root are looked at in turn: the
/// nearest `.swift-format` is used (missing settings take `swift-format`'s defaults, as it
/// does), unless an `.editorconfig` in a nearer folder sets `indent_style`, `indent_size`,
/// `tab_width` or `max_line_length` for Swift files (`.editorconfig` files apply nearest first,
/// up to one with `root = true`); in the same folder `.swift-format` wins.
struct ProjectStyle {
    /// The layout to write.
    var layout: SourceLayout
    /// The style file the layout came from; nil for Xcode's defaults.
    var origin: String?
    /// Settings of a style file that cannot be read (IC134), each ignored.
    var diagnostics: [Diagnostic] = []

    /// Finds the style for files written into `directory`; `indentation` and `lineLength`,
    /// when given, replace what the style file says.
    static func find(
        forOutput directory: String, indentation: SourceLayout.Indentation?, lineLength: Int?
    ) -> ProjectStyle {
        var style = find(forOutput: directory)
        if let indentation { style.layout.indentation = indentation }
        if let lineLength { style.layout.lineLength = lineLength }
        return style
    }

    /// The style files' layout alone.
    private static func find(forOutput directory: String) -> ProjectStyle {
        let folders = enclosingFolders(of: directory)
        var editorConfigs: [(depth: Int, path: String, config: EditorConfig)] = []
        var swiftFormat: (depth: Int, path: String)?
        var readsEditorConfigs = true
        for (depth, folder) in folders.enumerated() {
            let formatPath = folder + ".swift-format"
            if swiftFormat == nil, isFile(formatPath) { swiftFormat = (depth, formatPath) }
            let editorPath = folder + ".editorconfig"
            if readsEditorConfigs, isFile(editorPath), let text = read(editorPath) {
                let config = EditorConfig(text: text, path: editorPath)
                editorConfigs.append((depth, editorPath, config))
                readsEditorConfigs = !config.isRoot
            }
            if swiftFormat != nil && !readsEditorConfigs { break }
        }
        let editor = EditorConfigStyle(
            editorConfigs.map { entry in
                let relative = String(folders[0].dropFirst(folders[entry.depth].count)) + "AppIntents.swift"
                return (entry.depth, entry.path, entry.config.properties(for: relative))
            })
        if let swiftFormat, editor.nearestDepth.map({ swiftFormat.depth <= $0 }) ?? true {
            return SwiftFormatStyle.read(swiftFormat.path, text: read(swiftFormat.path) ?? "")
        }
        if editor.nearestDepth != nil { return editor.style }
        return ProjectStyle(layout: .xcode, origin: nil)
    }

    /// `directory` made absolute and then each folder up to `/`, nearest first, each ending in `/`.
    private static func enclosingFolders(of directory: String) -> [String] {
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        var components: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return (0...components.count).reversed().map { count in
            "/" + components.prefix(count).map { $0 + "/" }.joined()
        }
    }

    private static func isFile(_ path: String) -> Bool {
        FileManager.default.isDirectory(atPath: path) == false
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `4 spaces, 120 columns`, and where that comes from: the summary's line.
    var description: String {
        let indentation =
            switch layout.indentation {
            case .spaces(let count): "\(count) space\(count == 1 ? "" : "s")"
            case .tabs(let count):
                "\(count == 1 ? "" : "\(count) ")tab\(count == 1 ? "" : "s") (\(layout.tabWidth) columns)"
            }
        return "\(indentation), \(layout.lineLength) columns" + (origin.map { " (from \($0))" } ?? " (Xcode's)")
    }
}

extension DiagnosticCode {
    /// A setting of a `.swift-format` or `.editorconfig` that `migrate` cannot read.
    static let styleSettingUnreadable = DiagnosticCode(
        "IC134", .warning,
        "A setting of the project's `.swift-format` or `.editorconfig` cannot be read; `intentc migrate` ignores it."
    )
}
