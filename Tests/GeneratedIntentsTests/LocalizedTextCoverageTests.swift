import Foundation
import IntentDefinition
import TestSupport
import Testing

/// Every string a definition exports for translation reaches the default flavor's code as a key
/// (`key: "<ID>"`), so that `IntentTranslations` can render it: titles, descriptions, display
/// names (of parameters, response parameters, properties, enums, values, true/false), summaries,
/// prompts, response dialogs and unsupported reasons. A compound key counts by its string's ID.
@Suite(CorpusLocator.availability)
struct LocalizedTextCoverageTests {
    /// The exported strings the generated code does not carry, by corpus file, checked by hand
    /// against the files: the date format templates of two response parameters (022), and the
    /// strings of element's three customised system intents, for which no code is generated (040).
    private static let uncovered: [String: Set<String>] = [
        "022_daneden_Solstice_Intents.intentdefinition": ["cNoiY9", "l6fHNf"],
        "040_element-hq_element-ios_Intents.intentdefinition": [
            "SendMessage-DisplayName-content", "SendMessage-DisplayName-recipients",
            "SendMessage-DisplayName-speakableGroupName", "0oDxox", "2bXdOO", "8RgOGn", "ByTbRO", "C5uqwV", "D0e0H6",
            "D7JjnM", "FMCSms", "IFK6ls", "Kr6YXh", "KsJzHc", "PCCAwS", "UcgJs8", "XoA0EW", "dL0RQT", "mjLtxO",
            "qsOBul", "quajA3", "r7jr7O", "tjmTwf", "v0qUig", "vvi9i0",
        ],
    ]

    @Test func everyExportedStringOfTheCorpusIsKeyedInTheGeneratedCode() throws {
        let directory = try #require(CorpusLocator.directory)
        var uncovered: [String: Set<String>] = [:]
        for name in CorpusLocator.fileNames {
            guard case .success(let source)? = GenerationFixtures.corpusSources[name] else { continue }
            let missing = try Self.exportedIDs(of: directory.appending(path: name).path).filter {
                !source.contains("key: \(Self.literal($0))")
            }
            if !missing.isEmpty { uncovered[name] = missing }
        }
        #expect(uncovered == Self.uncovered)
    }

    @Test func everyExportedStringOfTheExampleDefinitionsIsKeyed() throws {
        #expect(!GenerationFixtures.definitionPaths.isEmpty)
        for path in GenerationFixtures.definitionPaths {
            let source = try String(
                contentsOf: GenerationFixtures.generatedDirectory.appending(
                    path: GenerationFixtures.outputFileName(of: URL(fileURLWithPath: path).lastPathComponent)),
                encoding: .utf8)
            let ids = try Self.exportedIDs(of: PackagePaths.root.appending(path: path).path)
            #expect(!ids.isEmpty, "\(path)")
            #expect(ids.filter { !source.contains("key: \(Self.literal($0))") }.isEmpty, "\(path)")
        }
    }

    /// The IDs of the strings the definition exports; a compound key by its string's own ID.
    private static func exportedIDs(of path: String) throws -> Set<String> {
        var diagnostics: [Diagnostic] = []
        let root = try #require(PlistReader.read(contentsOf: path, diagnostics: &diagnostics))
        return Set(
            ExportedStrings.of(root).map { string in
                guard string.resolvedPlaceholder != nil, let dash = string.key.lastIndex(of: "-") else {
                    return string.key
                }
                return String(string.key[..<dash])
            })
    }

    /// The key as generated code quotes it.
    private static func literal(_ key: String) -> String { "\"\(key)\"" }
}
