import Foundation

/// Reads a String Catalog (`.xcstrings`): `strings` → key → `localizations` → language →
/// `stringUnit.value`, giving one table per language. Plural and device variations count as
/// present with their `other` (or first) variant's text.
///
/// JSON is parsed by Foundation; each entry is located at the first place its quoted key is
/// followed by `:` in the file (catalogs hold each key once).
enum StringCatalogReader {
    static func read(bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> [TranslationTable] {
        let atStart = SourceLocation(file: path, line: 1, column: 1)
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
            let root = object as? [String: Any], let strings = root["strings"] as? [String: Any]
        else {
            diagnostics.append(
                Diagnostic(
                    .translationSyntax, "the file is not a String Catalog: JSON with a \"strings\" object",
                    at: atStart))
            return []
        }
        let locator = KeyLocator(bytes: bytes, path: path)
        var byLanguage: [String: [TranslationEntry]] = [:]
        for key in strings.keys.sorted() {
            guard let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any]
            else { continue }
            let location = locator.location(ofKey: key) ?? atStart
            for (language, localization) in localizations {
                guard let value = text(of: localization) else { continue }
                byLanguage[language, default: []].append(
                    TranslationEntry(key: key, value: value, at: location, valueLocation: location))
            }
        }
        return byLanguage.keys.sorted().map {
            TranslationTable(path: path, language: $0, format: .stringCatalog, entries: byLanguage[$0] ?? [])
        }
    }

    /// The text of one localization: its string unit's value, or a variation's.
    private static func text(of localization: Any) -> String? {
        guard let dictionary = localization as? [String: Any] else { return nil }
        if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = dictionary["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            for name in ["other"] + cases.keys.sorted() {
                if let found = cases[name].flatMap(text(of:)) { return found }
            }
        }
        return nil
    }

    /// Finds where a key is written in the JSON text.
    private struct KeyLocator {
        let bytes: [UInt8]
        let path: String
        let lines: LineTable

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
            self.lines = LineTable(bytes)
        }

        func location(ofKey key: String) -> SourceLocation? {
            let needle = Array("\"\(key)\"".utf8)
            var start = 0
            while start + needle.count <= bytes.count {
                guard let found = bytes[start...].firstIndex(of: needle[0]) else { return nil }
                if bytes[found...].starts(with: needle) {
                    let after = bytes[(found + needle.count)...].first { !PlistScalarText.isWhitespace($0) }
                    if after == UInt8(ascii: ":") {
                        let (line, column) = lines.position(ofOffset: found)
                        return SourceLocation(file: path, line: line, column: column)
                    }
                }
                start = found + 1
            }
            return nil
        }
    }
}
