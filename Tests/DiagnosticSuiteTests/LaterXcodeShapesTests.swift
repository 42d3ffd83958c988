import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// The shapes later Xcode versions write that older files never held, read from
/// `Fixtures/clean-xcode-later-shapes.intentdefinition` (written here in Xcode's format): a
/// cleared bound as an empty `<data>`, a Boolean relationship value as `<true/>` (and left out
/// for `false`), enum-case synonyms as dictionaries holding a text and its key, and an
/// `INIntentHash` above `Int64.max`. Each is read with its meaning, located, and reaches every
/// stage that uses it. (What stays unreadable is `decoder-later-shapes-unreadable`'s.)
@Suite("Diagnostic suite: shapes of later Xcode versions")
struct LaterXcodeShapesTests {
    static let path = SuitePaths.fixtures.appendingPathComponent("clean-xcode-later-shapes.intentdefinition").path

    private static func load() throws -> Definition {
        let loaded = DefinitionLoader.load(contentsOf: path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.definition)
    }

    private static func parameter(_ name: String, in definition: Definition) throws -> Parameter {
        try #require(definition.intents.first?.parameters.first { $0.name == name })
    }

    private static func generate(_ flavor: GenerationOptions.Flavor) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(try load(), options: GenerationOptions(flavor: flavor))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(source)
    }

    /// An empty `<data>` where an array or a dictionary belongs is absent too: no prompts, no
    /// metadata, no types, and (the fixture's `.expected` is empty) no diagnostic.
    @Test func clearedArraysAndDictionariesAreAbsent() throws {
        let definition = try Self.load()
        let mode = try Self.parameter("mode", in: definition)
        #expect(mode.promptDialogs.isEmpty)
        #expect(
            mode.metadata.minimumValue == nil && mode.metadata.maximumValue == nil && mode.metadata.defaultValue == nil)
        #expect(definition.types.isEmpty)
    }

    @Test func clearedBoundsAreNoBounds() throws {
        let definition = try Self.load()
        let brightness = try Self.parameter("brightness", in: definition)
        #expect(brightness.metadata.minimumValue == nil)
        #expect(brightness.metadata.maximumValue?.value == 100)
        #expect(brightness.metadata.maximumValue?.location.line == 133)
        let ratio = try Self.parameter("ratio", in: definition)
        #expect(ratio.metadata.minimumValue == nil && ratio.metadata.maximumValue == nil)
        // An open side is the type's extreme, as if the key were absent.
        #expect(try Self.generate(.appIntents).contains("inclusiveRange: (-9_223_372_036_854_775_808, 100)"))
    }

    @Test func aBooleanRelationshipValueIsABoolean() throws {
        let definition = try Self.load()
        let brightness = try #require(try Self.parameter("brightness", in: definition).relationship)
        #expect(brightness.predicateValue?.value == .boolean(true))
        #expect(brightness.predicateValue.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (149, 7))
        #expect(brightness.booleanValue && brightness.textValue == nil)
        let note = try #require(try Self.parameter("note", in: definition).relationship)
        #expect(note.predicateValue == nil && !note.booleanValue)
    }

    @Test func booleanRelationshipsReachEveryFlavor() throws {
        let standard = try Self.generate(.default)
        #expect(standard.contains("predicate: .booleanHasExactValue(true)"))
        #expect(standard.contains("predicate: .booleanHasExactValue(false)"))
        #expect(standard.contains("public var isBrightnessApplicable: Swift.Bool {\n    self.on == true"))
        #expect(standard.contains("public var isNoteApplicable: Swift.Bool {\n    self.on != true"))
        #expect(try Self.generate(.appIntents).contains("When(\\.$on, .equalTo, true) {"))
    }

    @Test func synonymsAreLocalizableTextsWithTheirKeys() throws {
        let warm = try #require(try Self.load().enums.first?.enumCase(named: "warm"))
        #expect(warm.synonyms.map(\.text) == ["Cosy", "Amber"])
        #expect(warm.synonyms.map(\.id) == ["sy1aaa", "sy2aaa"])
        #expect(warm.synonyms.map { [$0.location.line, $0.location.column] } == [[41, 8], [47, 8]])
    }

    @Test func dumpWritesTheNewValues() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(try Self.load())
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains(#""value":{"kind":"boolean","value":true}"#))
        #expect(json.contains(#""id":"sy1aaa""#) && json.contains(#""text":"Cosy""#))
        #expect(try JSONDecoder().decode(Definition.self, from: data) == (try Self.load()))
    }

    @Test func synonymKeysAreExportedAndChecked() throws {
        var diagnostics: [Diagnostic] = []
        let root = try #require(PlistReader.read(contentsOf: Self.path, diagnostics: &diagnostics))
        let exported = ExportedStrings.of(root)
        #expect(
            exported.filter { $0.key.hasPrefix("sy") }.map { "\($0.key)=\($0.text)" } == [
                "sy1aaa=Cosy", "sy2aaa=Amber",
            ])
        #expect(StringsExport.strings(exported).contains("\"sy2aaa\" = \"Amber\";\n"))
        // A German table that translates everything but one synonym misses exactly that key.
        let at = SourceLocation(file: "de.lproj/Shapes.strings", line: 1, column: 1)
        let entries = exported.filter { $0.key != "sy2aaa" }.map {
            TranslationEntry(key: $0.key, value: "de " + $0.text, at: at, valueLocation: at)
        }
        let table = TranslationTable(path: at.file, language: "de", format: .strings, entries: entries)
        let findings = TranslationChecks.check([table], against: exported, developmentLanguage: "en")
        #expect(findings.map { $0.code.rawValue } == ["IC163"], "\(findings)")
        let notes = findings.first?.notes ?? []
        #expect(notes.map(\.message) == ["'sy2aaa' is not translated: \"Amber\""])
        #expect(notes.first.map { [$0.location?.line, $0.location?.column] } == [47, 8])
    }

    @Test func compatOfTheFileWithItselfIsClean() throws {
        let definition = try Self.load()
        #expect(CompatibilityChecker.compare(old: definition, new: definition).isEmpty)
    }

    /// The corner complication exists only on watchOS, so its size is stated there only, and
    /// the iOS and macOS builds of the same parameter get the other sizes.
    @Test func theCornerSizeIsKeptForWatchOS() throws {
        let path = SuitePaths.fixtures.appendingPathComponent(
            "flavor-appintents-accessory-corner-size.intentdefinition"
        ).path
        let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: .appIntents))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let text = try #require(source)
        let watch = try #require(text.range(of: "#if os(watchOS)"))
        let other = try #require(text.range(of: "#else", range: watch.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "#endif", range: other.upperBound..<text.endIndex))
        #expect(text[watch.upperBound..<other.lowerBound].contains("size: [.systemSmall: 2, .accessoryCorner: 1]"))
        #expect(text[other.upperBound..<end.lowerBound].contains("size: [.systemSmall: 2]"))
        #expect(text.components(separatedBy: "public var books: [BookAppEntity]?").count == 3)
    }
}
