import Testing

@testable import IntentDefinition

/// Reading translation tables from bytes: formats, encodings, escapes and located errors.
@Suite struct TranslationTableReaderTests {
    private let path = "de.lproj/Intents.strings"

    private func read(_ bytes: [UInt8], path: String? = nil, maximumSize: Int = 64 << 20)
        -> (tables: [TranslationTable], diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        let tables = TranslationTableReader.read(
            bytes: bytes, path: path ?? self.path, options: PlistReader.Options(maximumInputSize: maximumSize),
            diagnostics: &diagnostics)
        return (tables, diagnostics)
    }

    private func read(_ text: String, path: String? = nil) -> (tables: [TranslationTable], diagnostics: [Diagnostic]) {
        read(Array(text.utf8), path: path)
    }

    private func pairs(_ table: TranslationTable?) -> [String] {
        table?.entries.map { "\($0.key)=\($0.value)" } ?? []
    }

    private func at(_ line: Int, _ column: Int, _ file: String? = nil) -> IntentDefinition.SourceLocation {
        IntentDefinition.SourceLocation(file: file ?? path, line: line, column: column)
    }

    @Test func readsCommentsEscapesUnquotedWordsAndAnyOrder() {
        let text = """
            /* header
               over two lines */
            "b2" = "Zwei \\"Anführung\\" \\\\ \\n\\t\\U00E9\\101"; // after the semicolon
            // at line start
            a1 = wort;
            "solo";
            "c3" = "${b} vor ${a}"
            ;
            """
        let (tables, diagnostics) = read(text)
        #expect(diagnostics == [])
        #expect(tables.first?.language == "de")
        #expect(tables.first?.format == .strings)
        #expect(
            pairs(tables.first) == [
                "b2=Zwei \"Anführung\" \\ \n\té" + "A", "a1=wort", "solo=solo", "c3=${b} vor ${a}",
            ])
        #expect(tables.first?.entries.map(\.location) == [at(3, 1), at(5, 1), at(6, 1), at(7, 1)])
        #expect(tables.first?.entries.first?.valueLocation == at(3, 8))
    }

    @Test func anyOtherEscapedCharacterStandsForItselfEvenWhenMultiByte() {
        let (tables, diagnostics) = read("\"k\" = \"\\ä\\'\\😀\";")
        #expect(diagnostics == [])
        #expect(pairs(tables.first) == ["k=ä'😀"])
    }

    @Test func readsAnOldStyleDictionaryInBraces() {
        let (tables, diagnostics) = read("{\n  \"k\" = \"v\";\n}\n")
        #expect(diagnostics == [])
        #expect(pairs(tables.first) == ["k=v"])
    }

    @Test func anEmptyFileIsAnEmptyTable() {
        let (tables, diagnostics) = read("\n")
        #expect(diagnostics == [])
        #expect(tables.map(\.entries.count) == [0])
    }

    @Test func readsUTF8WithAByteOrderMark() {
        let (tables, diagnostics) = read([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"ä\";".utf8))
        #expect(diagnostics == [])
        #expect(pairs(tables.first) == ["k=ä"])
    }

    @Test(arguments: [true, false])
    func readsUTF16WithAndWithoutAByteOrderMark(littleEndian: Bool) {
        let units = Array("/* c */\n\"k\" = \"Größe 😀\";\n".utf16)
        let bytes = units.flatMap { unit -> [UInt8] in
            let low = UInt8(unit & 0xFF)
            let high = UInt8(unit >> 8)
            return littleEndian ? [low, high] : [high, low]
        }
        let mark: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for input in [mark + bytes, bytes] {
            let (tables, diagnostics) = read(input)
            #expect(diagnostics == [])
            #expect(pairs(tables.first) == ["k=Größe 😀"])
            #expect(tables.first?.entries.first?.location == at(2, 1))
        }
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() {
        let (tables, diagnostics) = read(Array("\"a\" = \"b\";\n\"k\" = \"".utf8) + [0xFC] + Array("\";".utf8))
        #expect(tables == [])
        #expect(diagnostics.map(\.code) == [.translationEncoding])
        #expect(diagnostics.first?.location == at(2, 8))
    }

    @Test func oddUTF16AndUnpairedSurrogatesAreEncodingErrors() {
        #expect(read([0xFF, 0xFE, 0x22]).diagnostics.map(\.code) == [.translationEncoding])
        let unpaired: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]
        #expect(read(unpaired).diagnostics.map(\.code) == [.translationEncoding])
    }

    @Test(arguments: [
        ("\"k\" = \"v\"\n\"l\" = \"w\";", 2, 1, "expected ';' after the value of key 'k'"),
        ("\"k\" \"v\";", 1, 5, "expected '=' after key 'k'"),
        ("\"k\" = \"v;\n", 1, 7, "unterminated string: no closing '\"'"),
        ("/* open\n\"k\" = \"v\";", 1, 1, "unterminated comment: no closing '*/'"),
        ("\"k\" = ;", 1, 7, "expected a value for key 'k', found ';'"),
        ("\"k\" = \"\\U12\";", 1, 8, "\\U must be followed by four hex digits"),
        ("{ \"k\" = \"v\";", 1, 13, "expected '}' to close the dictionary"),
    ])
    func syntaxErrorsAreLocated(text: String, line: Int, column: Int, message: String) {
        let (tables, diagnostics) = read(text)
        #expect(tables == [])
        #expect(diagnostics.map(\.code) == [.translationSyntax])
        #expect(diagnostics.first?.location == at(line, column))
        #expect(diagnostics.first?.message == message)
    }

    @Test func aRepeatedKeyIsReportedAndTheLaterValueKept() {
        let (tables, diagnostics) = read("\"k\" = \"first\";\n\"m\" = \"x\";\n\"k\" = \"second\";\n")
        #expect(pairs(tables.first) == ["k=second", "m=x"])
        #expect(diagnostics.map(\.code) == [.translationDuplicateKey])
        #expect(diagnostics.first?.location == at(3, 1))
        #expect(diagnostics.first?.notes.map(\.location) == [at(1, 1)])
    }

    @Test func readsAStringsFileThatIsAnXMLPropertyList() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>k</key>
            \t<string>Wert ${p}</string>
            </dict>
            </plist>
            """
        let (tables, diagnostics) = read(text)
        #expect(diagnostics == [])
        #expect(tables.first?.format == .xmlStrings)
        #expect(pairs(tables.first) == ["k=Wert ${p}"])
        #expect(tables.first?.entries.first?.location == at(4, 2))
        #expect(tables.first?.entries.first?.valueLocation == at(5, 2))
    }

    @Test func readsAUTF16XMLPropertyListDeclaringUTF16() {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\"><dict>\n<key>k</key><string>Größe</string>\n</dict></plist>\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (tables, diagnostics) = read(bytes)
        #expect(diagnostics == [])
        #expect(tables.first?.format == .xmlStrings)
        #expect(pairs(tables.first) == ["k=Größe"])
        #expect(tables.first?.entries.first?.location == at(3, 1))
    }

    @Test func anXMLStringsFileKeepsTheDefinitionReadersSafety() {
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY x "boom">]>
            <plist><dict><key>k</key><string>&x;</string></dict></plist>
            """
        #expect(read(entity).diagnostics.map(\.code).contains(.entityDeclaration))
        let nonString = "<plist><dict><key>k</key><integer>1</integer></dict></plist>"
        #expect(read(nonString).diagnostics.map(\.code) == [.translationSyntax])
        #expect(read(nonString).diagnostics.first?.location == at(1, 26))
    }

    @Test func anOversizedTableIsRefusedBeforeParsing() {
        let (tables, diagnostics) = read(Array("\"k\" = \"v\";".utf8), maximumSize: 4)
        #expect(tables == [])
        #expect(diagnostics.map(\.code) == [.inputTooLarge])
    }

    @Test func readsAStringsdictByItsFormatKey() {
        let text = """
            <plist version="1.0"><dict>
            <key>TDb1dD</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ left</string>
            <key>n</key><dict><key>other</key><string>%d</string></dict>
            </dict>
            <key>broken</key><dict/>
            </dict></plist>
            """
        let file = "en.lproj/Intents.stringsdict"
        let (tables, diagnostics) = read(text, path: file)
        #expect(tables.first?.format == .stringsdict)
        #expect(pairs(tables.first) == ["TDb1dD=%#@n@ left"])
        #expect(diagnostics.map(\.code) == [.translationSyntax])
        #expect(diagnostics.first?.location == at(6, 18, file))
    }

    @Test func readsAStringCatalogAsOneTablePerLanguage() {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "5Uu4bK" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo ${name}" } },
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "un" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "plusieurs" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let file = "Intents.xcstrings"
        let (tables, diagnostics) = read(text, path: file)
        #expect(diagnostics == [])
        #expect(tables.map(\.language) == ["de", "fr"])
        #expect(tables.map(pairs) == [["5Uu4bK=Hallo ${name}"], ["5Uu4bK=plusieurs"]])
        #expect(tables.first?.entries.first?.location == at(4, 5, file))
        #expect(read("[1]", path: file).diagnostics.map(\.code) == [.translationSyntax])
    }

    @Test func theLanguageComesFromTheEnclosingLprojFolder() {
        #expect(TranslationTable.language(ofPath: "App/pt-BR.lproj/Intents.strings") == "pt-BR")
        #expect(TranslationTable.language(ofPath: "App/Intents.stringsdict") == nil)
        #expect(TranslationTable.language(ofPath: "Intents.strings") == nil)
    }
}
