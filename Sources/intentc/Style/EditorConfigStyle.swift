import IntentCodegen
import IntentDefinition

/// The layout the `.editorconfig` files above the output folder set for Swift files:
/// `indent_style` (`space`, `tab`), `indent_size` (a number, or `tab`), `tab_width` and
/// `max_line_length` (a number, or `off`), the nearest file's setting winning. What they leave
/// unset is Xcode's (4 spaces, 120 columns; a tab 4 columns wide, or `indent_size`).
struct EditorConfigStyle {
    /// The properties that apply, by name, with the nearest file's depth that set one.
    private var settings: [String: (depth: Int, property: EditorConfig.Property)] = [:]

    /// The layout properties of each file, nearest first (`depth` 0 is the output folder).
    init(_ files: [(depth: Int, path: String, properties: [String: EditorConfig.Property])]) {
        for file in files {
            for name in Self.names {
                guard settings[name] == nil, let property = file.properties[name] else { continue }
                settings[name] = (file.depth, property)
            }
        }
    }

    /// The properties that shape the layout.
    private static let names = ["indent_style", "indent_size", "tab_width", "max_line_length"]

    /// The depth of the nearest file that sets a layout property (`unset` counts: it is set to
    /// say so); nil when none does.
    var nearestDepth: Int? { settings.values.map(\.depth).min() }

    /// The layout, and where it comes from.
    var style: ProjectStyle {
        var diagnostics: [Diagnostic] = []
        var usesTabs = false
        if let (text, property) = value("indent_style") {
            if text == "tab" || text == "space" {
                usesTabs = text == "tab"
            } else {
                diagnostics.append(Self.unreadable(property, expected: "'space' or 'tab'"))
            }
        }
        // `indent_size = tab` indents with tabs; a size with tabs is the tab's width.
        if value("indent_size")?.text == "tab" { usesTabs = true }
        let size = count("indent_size", orKeyword: "tab", into: &diagnostics)
        let tabWidth = count("tab_width", into: &diagnostics)
        let lineLength = count("max_line_length", orKeyword: "off", into: &diagnostics)
        let layout = SourceLayout(
            indentation: usesTabs ? .tabs(1) : .spaces(size ?? 4),
            lineLength: lineLength ?? SourceLayout.xcode.lineLength,
            tabWidth: tabWidth ?? size ?? 4)
        let origin = settings.values.min { $0.depth < $1.depth }?.property.location.file
        return ProjectStyle(layout: layout, origin: origin, diagnostics: diagnostics)
    }

    /// The lowercased value of `name` with its property; nil when not set or `unset`.
    private func value(_ name: String) -> (text: String, property: EditorConfig.Property)? {
        guard let property = settings[name]?.property, property.value.lowercased() != "unset" else { return nil }
        return (property.value.lowercased(), property)
    }

    /// The whole number `name` is set to; nil when it is not set, is `keyword`, or is neither
    /// (then an IC134 says so).
    private func count(_ name: String, orKeyword keyword: String? = nil, into diagnostics: inout [Diagnostic])
        -> Int?
    {
        guard let (text, property) = value(name), text != keyword else { return nil }
        if let count = Int(text), (1...10_000).contains(count) { return count }
        let expected = "a whole number above zero" + (keyword.map { " or '\($0)'" } ?? "")
        diagnostics.append(Self.unreadable(property, expected: expected))
        return nil
    }

    private static func unreadable(_ property: EditorConfig.Property, expected: String) -> Diagnostic {
        Diagnostic(
            .styleSettingUnreadable,
            "cannot read '\(property.name) = \(property.value)' of '\(property.location.file)': expected \(expected); it is ignored",
            at: property.location)
    }
}
