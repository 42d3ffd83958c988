#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a String Catalog (`.xcstrings`): `strings` → key → `localizations` → language →
/// `stringUnit.value`, giving one table per language. Plural and device variations count as
/// present with their `other` (or first) variant's text.
///
/// JSON is parsed by Foundation's `JSONDecoder` into ``CatalogJSON``; each entry is located at the
/// first place its quoted key is followed by `:` in the file (catalogs hold each key once).
enum StringCatalogReader {
    static func read(bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> [TranslationTable] {
        let atStart = SourceLocation(file: path, line: 1, column: 1)
        guard let root = try? JSONDecoder().decode(CatalogJSON.self, from: Data(bytes)),
            case .object(let strings)? = root["strings"]
        else {
            diagnostics.append(
                Diagnostic(
                    .translationSyntax, "the file is not a String Catalog: JSON with a \"strings\" object",
                    at: atStart))
            return []
        }
        let lines = LineTable(bytes)
        var byLanguage: [String: [TranslationEntry]] = [:]
        for key in strings.keys.sorted() {
            guard case .object(let localizations)? = strings[key]?["localizations"] else { continue }
            let location = location(ofKey: key, in: bytes, lines: lines, path: path) ?? atStart
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
    private static func text(of localization: CatalogJSON) -> String? {
        if case .string(let value)? = localization["stringUnit"]?["value"] {
            return value
        }
        guard case .object(let variations)? = localization["variations"] else { return nil }
        for kind in variations.keys.sorted() {
            guard case .object(let cases)? = variations[kind] else { continue }
            for name in ["other"] + cases.keys.sorted() {
                if let found = cases[name].flatMap(text(of:)) { return found }
            }
        }
        return nil
    }

    /// The parts of a JSON value the catalog reader looks at: objects and strings; anything
    /// else (numbers, booleans, arrays, null) is ``other``.
    private enum CatalogJSON: Decodable {
        case object([String: CatalogJSON])
        case string(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let object = try? container.decode([String: CatalogJSON].self) {
                self = .object(object)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .other
            }
        }

        /// The member named `key` of an object; nil for a missing member or a non-object.
        subscript(key: String) -> CatalogJSON? {
            guard case .object(let members) = self else { return nil }
            return members[key]
        }
    }

    /// Where `key` is written in the JSON text `bytes` of `path`: its first quoted occurrence
    /// followed by `:`.
    private static func location(
        ofKey key: String, in bytes: [UInt8], lines: LineTable, path: String
    ) -> SourceLocation? {
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
