/// Turns XML property lists into translation tables: `.strings` files saved as XML (a dictionary
/// of strings) and `.stringsdict` files (a dictionary of plural-rule dictionaries).
enum PropertyListTable {
    /// A dictionary of string values; any other value kind is a syntax error at its element.
    static func strings(
        _ root: PlistNode, path: String, language: String?, diagnostics: inout [Diagnostic]
    ) -> TranslationTable? {
        guard let entries = rootEntries(root, path: path, diagnostics: &diagnostics) else { return nil }
        var table: [TranslationEntry] = []
        for entry in entries {
            guard case .string(let value) = entry.value.value else {
                diagnostics.append(
                    Diagnostic(
                        .translationSyntax,
                        "the value of '\(entry.key)' is \(entry.value.value.kindDescription); a .strings table holds strings",
                        at: entry.value.location))
                continue
            }
            table.append(
                TranslationEntry(
                    key: entry.key, value: value, at: entry.keyLocation, valueLocation: entry.value.location))
        }
        return TranslationTable(path: path, language: language, format: .xmlStrings, entries: table)
    }

    /// A dictionary of dictionaries, each with a `NSStringLocalizedFormatKey` string.
    static func stringsdict(
        _ root: PlistNode, path: String, language: String?, diagnostics: inout [Diagnostic]
    ) -> TranslationTable? {
        guard let entries = rootEntries(root, path: path, diagnostics: &diagnostics) else { return nil }
        var table: [TranslationEntry] = []
        for entry in entries {
            guard let format = entry.value.entry("NSStringLocalizedFormatKey"),
                case .string(let value) = format.value.value
            else {
                diagnostics.append(
                    Diagnostic(
                        .translationSyntax,
                        "'\(entry.key)' has no NSStringLocalizedFormatKey string; a .stringsdict entry needs one",
                        at: entry.value.location))
                continue
            }
            table.append(
                TranslationEntry(
                    key: entry.key, value: value, at: entry.keyLocation, valueLocation: format.value.location))
        }
        return TranslationTable(path: path, language: language, format: .stringsdict, entries: table)
    }

    private static func rootEntries(_ root: PlistNode, path: String, diagnostics: inout [Diagnostic])
        -> PlistDictionary?
    {
        guard let entries = root.entries else {
            diagnostics.append(
                Diagnostic(
                    .translationSyntax,
                    "the property list holds \(root.value.kindDescription); a translation table is a dictionary",
                    at: root.location))
            return nil
        }
        return entries
    }
}
