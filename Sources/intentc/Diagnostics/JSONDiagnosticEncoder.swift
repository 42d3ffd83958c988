#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentDefinition

/// Encodes diagnostics for `--diagnostics-format json`: one array of
/// `{severity, code, message, file, line, column, notes: [{message, file, line, column}]}`
/// objects, keys sorted, absent places as `null`.
enum JSONDiagnosticEncoder {
    /// The JSON text for `diagnostics`, ending in a newline; `[]` for none (the encoder's pretty
    /// printing writes an empty array over two lines).
    static func encode(_ diagnostics: [ReportedDiagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let entries = diagnostics.map { reported in
            Entry(
                severity: reported.diagnostic.severity.rawValue, code: reported.diagnostic.code.rawValue,
                message: reported.diagnostic.message,
                place: Place(reported.diagnostic.location, fallback: reported.file),
                notes: reported.diagnostic.notes.map {
                    Note(message: $0.message, place: Place($0.location, fallback: reported.file))
                })
        }
        // Encoding plain strings, integers and nulls cannot fail.
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Place {
        var file: String?
        var line: Int?
        var column: Int?

        init(_ location: SourceLocation?, fallback: String?) {
            file = location?.file ?? fallback
            line = location?.line
            column = location?.column
        }

        func encode<Key: CodingKey>(
            into container: inout KeyedEncodingContainer<Key>, file: Key, line: Key, column: Key
        )
            throws
        {
            try container.encode(self.file, forKey: file)
            try container.encode(self.line, forKey: line)
            try container.encode(self.column, forKey: column)
        }
    }

    private struct Note: Encodable {
        var message: String
        var place: Place

        enum CodingKeys: String, CodingKey { case message, file, line, column }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try place.encode(into: &container, file: .file, line: .line, column: .column)
        }
    }

    private struct Entry: Encodable {
        var severity: String
        var code: String
        var message: String
        var place: Place
        var notes: [Note]

        enum CodingKeys: String, CodingKey { case severity, code, message, file, line, column, notes }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            try place.encode(into: &container, file: .file, line: .line, column: .column)
            try container.encode(notes, forKey: .notes)
        }
    }
}
