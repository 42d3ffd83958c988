/// One language's translations of a definition's strings, read from one file.
///
/// A `.strings` or `.stringsdict` file gives one table; a String Catalog (`.xcstrings`) gives one
/// table per language it holds.
public struct TranslationTable: Hashable, Sendable {
    /// The file formats a table can come from.
    public enum Format: String, Hashable, Sendable, Codable {
        /// Old-style `"key" = "value";` text (UTF-8 or UTF-16).
        case strings
        /// A `.strings` file that is an XML property list of string values.
        case xmlStrings
        /// A `.stringsdict` XML property list (plural rules keyed by a string's key).
        case stringsdict
        /// A String Catalog (`.xcstrings`, JSON).
        case stringCatalog
    }

    /// The path the table was read from.
    public var path: String
    /// The language tag (`de`, `pt-BR`, `English`), from the `.lproj` folder or the catalog;
    /// nil for a table outside any `.lproj` folder.
    public var language: String?
    /// The format the table was read from.
    public var format: Format
    /// The entries in file order (a repeated key appears once, with its last value).
    public var entries: [TranslationEntry]

    /// Creates a table.
    public init(path: String, language: String?, format: Format, entries: [TranslationEntry]) {
        self.path = path
        self.language = language
        self.format = format
        self.entries = entries
    }

    /// The value for `key`, when the table holds it.
    public func value(forKey key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// The language of a table at `path`: the name of the nearest enclosing `<lang>.lproj`.
    public static func language(ofPath path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        guard let folder = folders.last, folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }
}

/// One key and its translated text.
public struct TranslationEntry: Hashable, Sendable {
    /// The key: a definition's localization ID, or `<stringID>-<valueID>` for a compound key.
    public var key: String
    /// The translated text; for a `.stringsdict` entry, its `NSStringLocalizedFormatKey`.
    public var value: String
    /// Where the key starts.
    public var location: SourceLocation
    /// Where the value starts.
    public var valueLocation: SourceLocation

    /// Creates an entry.
    public init(key: String, value: String, at location: SourceLocation, valueLocation: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
    }
}
