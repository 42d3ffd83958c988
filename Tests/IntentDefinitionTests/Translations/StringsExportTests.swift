import Testing

@testable import IntentDefinition

/// What `intentc strings` writes reads back as the same keys and texts.
@Suite struct StringsExportTests {
    private let exported = [
        ExportedString(
            key: "b-v", text: "Quote \" back\\slash\nnew line ${p}", at: SourceLocation(file: "d", line: 1, column: 1)),
        ExportedString(key: "a", text: "Größe\ttab", at: SourceLocation(file: "d", line: 2, column: 1)),
    ]

    @Test func stringsOutputReadsBackToTheSameTexts() {
        var diagnostics: [Diagnostic] = []
        let tables = TranslationTableReader.read(
            bytes: Array(StringsExport.strings(exported).utf8), path: "en.lproj/T.strings", diagnostics: &diagnostics)
        #expect(diagnostics == [])
        #expect(tables.first?.entries.map(\.key) == ["a", "b-v"])
        #expect(tables.first?.entries.map(\.value) == ["Größe\ttab", "Quote \" back\\slash\nnew line ${p}"])
    }

    @Test func aCatalogReadsBackWithTheTranslationsOfExportedKeysOnly() {
        let german = TranslationTable(
            path: "de.lproj/T.strings", language: "de", format: .strings,
            entries: [
                TranslationEntry(
                    key: "a", value: "Größe", at: SourceLocation(file: "t", line: 1, column: 1),
                    valueLocation: SourceLocation(file: "t", line: 1, column: 9)),
                TranslationEntry(
                    key: "old", value: "Alt", at: SourceLocation(file: "t", line: 2, column: 1),
                    valueLocation: SourceLocation(file: "t", line: 2, column: 9)),
            ])
        // A control character JSON cannot hold raw is written as `\u0007`.
        let bell = ExportedString(key: "c", text: "bell\u{7}", at: SourceLocation(file: "d", line: 3, column: 1))
        let catalog = StringsExport.catalog(exported + [bell], tables: [german], sourceLanguage: "en")
        #expect(catalog.contains(#""bell\u0007""#))
        var diagnostics: [Diagnostic] = []
        let tables = TranslationTableReader.read(
            bytes: Array(catalog.utf8), path: "T.xcstrings", diagnostics: &diagnostics)
        #expect(diagnostics == [])
        #expect(tables.map(\.language) == ["de", "en"])
        #expect(tables.first?.entries.map(\.key) == ["a"])
        #expect(
            tables.last?.entries.map(\.value) == ["Größe\ttab", "Quote \" back\\slash\nnew line ${p}", "bell\u{7}"])
    }
}
