import IntentDefinition

/// Encodes diagnostics for `--diagnostics-format sarif`: one SARIF 2.1.0 log with one run,
/// whose `tool.driver` lists every code intentc can emit as a rule (``DiagnosticCode/intentcCatalog``)
/// and whose results carry each diagnostic's code, level, message and place; a diagnostic's
/// notes become its related locations. Paths are relative references as given on the command
/// line (absolute ones as `file://` URIs); columns count UTF-8 bytes, as in the text format.
enum SARIFEncoder {
    /// The schema the log names.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log for `diagnostics`, ending in a newline.
    static func encode(_ diagnostics: [ReportedDiagnostic]) -> String {
        let catalog = DiagnosticCode.intentcCatalog
        let ruleIndex = Dictionary(uniqueKeysWithValues: catalog.enumerated().map { ($1.rawValue, $0) })
        let results = diagnostics.map { reported in
            let diagnostic = reported.diagnostic
            let related = diagnostic.notes.enumerated().map { index, note in
                JSONValue.members([
                    "id": .int(index), "message": ["text": .string(note.message)],
                    "physicalLocation": physicalLocation(note.location, file: reported.file),
                ])
            }
            // A diagnostic of no file has no `locations`, one without notes no `relatedLocations`.
            return JSONValue.members([
                "ruleId": .string(diagnostic.code.rawValue),
                "ruleIndex": ruleIndex[diagnostic.code.rawValue].map(JSONValue.int),
                "level": .string(diagnostic.severity.rawValue), "message": ["text": .string(diagnostic.message)],
                "locations": physicalLocation(diagnostic.location, file: reported.file)
                    .map { [["physicalLocation": $0]] },
                "relatedLocations": related.isEmpty ? nil : .array(related),
            ])
        }
        let rules = catalog.map { code -> JSONValue in
            [
                "id": .string(code.rawValue), "shortDescription": ["text": .string(code.summary)],
                "defaultConfiguration": ["level": .string(code.severity.rawValue)],
            ]
        }
        let driver: JSONValue = ["name": "intentc", "version": .string(HelpText.versionNumber), "rules": .array(rules)]
        let log: JSONValue = [
            "$schema": .string(schema), "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": .array(results)]],
        ]
        return log.text
    }

    /// The place of `location`, or of `file` alone; nil for neither.
    private static func physicalLocation(_ location: SourceLocation?, file: String?) -> JSONValue? {
        guard let path = location?.file ?? file else { return nil }
        return .members([
            "artifactLocation": ["uri": .string(uri(forPath: path))],
            "region": location.map { ["startLine": .int($0.line), "startColumn": .int($0.column)] },
        ])
    }

    /// `path` as a URI reference: unreserved characters and `/` kept, every other byte
    /// percent-encoded; an absolute path as a `file://` URI.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                encoded.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
