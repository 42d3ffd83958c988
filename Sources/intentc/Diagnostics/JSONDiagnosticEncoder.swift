import IntentDefinition

/// Encodes diagnostics for `--diagnostics-format json`: one array of
/// `{severity, code, message, file, line, column, notes: [{message, file, line, column}]}`
/// objects, keys sorted, absent places as `null`.
enum JSONDiagnosticEncoder {
    /// The JSON text for `diagnostics`, ending in a newline; `[]` for none (the encoder's pretty
    /// printing writes an empty array over two lines).
    static func encode(_ diagnostics: [ReportedDiagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        return JSONValue.array(
            diagnostics.map { reported in
                let diagnostic = reported.diagnostic
                var entry = place(diagnostic.location, file: reported.file)
                entry["severity"] = .string(diagnostic.severity.rawValue)
                entry["code"] = .string(diagnostic.code.rawValue)
                entry["message"] = .string(diagnostic.message)
                entry["notes"] = .array(
                    diagnostic.notes.map { note in
                        var object = place(note.location, file: reported.file)
                        object["message"] = .string(note.message)
                        return .object(object)
                    })
                return .object(entry)
            }
        ).text
    }

    private static func place(_ location: SourceLocation?, file: String?) -> [String: JSONValue] {
        let file = JSONValue(location?.file ?? file)
        return ["file": file, "line": JSONValue(location?.line), "column": JSONValue(location?.column)]
    }
}
