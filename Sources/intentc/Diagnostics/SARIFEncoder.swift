#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
            return Result(
                ruleId: diagnostic.code.rawValue, ruleIndex: ruleIndex[diagnostic.code.rawValue],
                level: level(diagnostic.severity), message: Message(text: diagnostic.message),
                locations: Location(diagnostic.location, file: reported.file).map { [$0] },
                relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                    var location = Location(note.location, file: reported.file) ?? Location()
                    location.id = index
                    location.message = Message(text: note.message)
                    return location
                })
        }
        let rules = catalog.map {
            Rule(
                id: $0.rawValue, shortDescription: Message(text: $0.summary),
                defaultConfiguration: Configuration(level: level($0.severity)))
        }
        let log = Log(
            schema: schema, version: "2.1.0",
            runs: [
                Run(tool: Tool(driver: Driver(name: "intentc", version: HelpText.versionNumber, rules: rules)), results: results)
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain strings, integers and arrays of them cannot fail.
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
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

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        /// Absent for a diagnostic of no file; likewise related locations for one without notes.
        var locations: [Location]?
        var relatedLocations: [Location]?
    }

    private struct Location: Encodable {
        var id: Int?
        var message: Message?
        var physicalLocation: PhysicalLocation?

        init() {}

        /// The place of `location`, or of `file` alone; nil for neither.
        init?(_ location: SourceLocation?, file: String?) {
            guard let path = location?.file ?? file else { return nil }
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: SARIFEncoder.uri(forPath: path)),
                region: location.map { Region(startLine: $0.line, startColumn: $0.column) })
        }
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
