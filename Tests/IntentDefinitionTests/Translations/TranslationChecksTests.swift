import Testing

@testable import IntentDefinition

/// The exported-key rule on small definitions, and each check on hand-made tables.
@Suite struct TranslationChecksTests {
    private let definitionPath = "Base.lproj/T.intentdefinition"

    private func exported(_ body: String) throws -> [ExportedString] {
        var diagnostics: [Diagnostic] = []
        let root = try #require(
            PlistReader.read(
                bytes: Array("<plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8), path: definitionPath,
                diagnostics: &diagnostics))
        #expect(diagnostics == [])
        return ExportedStrings.of(root)
    }

    /// An intent with a Boolean parameter `on` (true/false display names), a String `name`, a
    /// prompt naming both, an empty description and a placeholder-only combination title.
    private let booleanIntent = """
        <key>INIntents</key><array><dict>
        <key>INIntentName</key><string>Switch</string>
        <key>INIntentTitle</key><string>Switch</string><key>INIntentTitleID</key><string>tTitle</string>
        <key>INIntentDescription</key><string></string><key>INIntentDescriptionID</key><string>tEmpty</string>
        <key>INIntentParameterCombinations</key><dict><key>name</key><dict>
          <key>INIntentParameterCombinationTitle</key><string>${name}</string>
          <key>INIntentParameterCombinationTitleID</key><string>tOnly</string></dict></dict>
        <key>INIntentParameters</key><array>
          <dict><key>INIntentParameterName</key><string>on</string>
            <key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterMetadata</key><dict>
              <key>INIntentParameterMetadataTrueDisplayName</key><string>On</string>
              <key>INIntentParameterMetadataTrueDisplayNameID</key><string>vTrue</string>
              <key>INIntentParameterMetadataFalseDisplayName</key><string>Off</string>
              <key>INIntentParameterMetadataFalseDisplayNameID</key><string>vFalse</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict>
              <key>INIntentParameterPromptDialogFormatString</key><string>Turn ${name} ${on}?</string>
              <key>INIntentParameterPromptDialogFormatStringID</key><string>tAsk</string></dict></array></dict>
          <dict><key>INIntentParameterName</key><string>name</string>
            <key>INIntentParameterType</key><string>String</string></dict>
        </array></dict></array>
        """

    @Test func aBooleanPlaceholderMakesCompoundKeysAndEmptyTextIsNotExported() throws {
        let strings = try exported(booleanIntent)
        #expect(strings.map(\.key) == ["tAsk-vFalse", "tAsk-vTrue", "tOnly", "tTitle", "vFalse", "vTrue"])
        let asked = try #require(strings.first { $0.key == "tAsk-vTrue" })
        #expect(asked.text == "Turn ${name} On?")
        #expect(asked.resolvedPlaceholder == "on")
        #expect(asked.expectedPlaceholders == ["name": 1])
        #expect(strings.first { $0.key == "tOnly" }?.isOptional == true)
        #expect(strings.first { $0.key == "tTitle" }?.isOptional == false)
    }

    /// Tables that leave out `${name}` leave out ` ${name}` too: a space before or after the one
    /// placeholder does not make the text translatable.
    @Test func aPlaceholderWithOnlySpaceAroundItIsOptional() {
        func isOptional(_ text: String) -> Bool {
            ExportedString(key: "k", text: text, at: SourceLocation(file: definitionPath, line: 1, column: 1))
                .isOptional
        }
        #expect(isOptional(" ${items}"))
        #expect(isOptional("${items}\t "))
        #expect(!isOptional("${items}."))
        #expect(!isOptional("Play ${items}"))
        #expect(!isOptional("${a} ${b}"))
        #expect(!isOptional(" "))
    }

    @Test func anIDSharedByTwoTextsIsExportedOnceWithTheFirst() throws {
        let strings = try exported(
            """
            <key>INIntents</key><array>
            <dict><key>INIntentTitle</key><string>First</string><key>INIntentTitleID</key><string>same</string></dict>
            <dict><key>INIntentTitle</key><string>Second</string><key>INIntentTitleID</key><string>same</string></dict>
            </array>
            """)
        #expect(strings.map(\.key) == ["same"])
        #expect(strings.map(\.text) == ["First"])
    }

    private func table(_ language: String?, _ entries: [(String, String)], format: TranslationTable.Format = .strings)
        -> TranslationTable
    {
        let path = (language.map { "\($0).lproj/" } ?? "") + "T.strings"
        return TranslationTable(
            path: path, language: language, format: format,
            entries: entries.enumerated().map { index, pair in
                let location = SourceLocation(file: path, line: index + 1, column: 1)
                return TranslationEntry(
                    key: pair.0, value: pair.1, at: location,
                    valueLocation: SourceLocation(file: path, line: index + 1, column: 10))
            })
    }

    @Test func reorderedPlaceholdersCompoundKeysAndOptionalStringsAreSound() throws {
        let strings = try exported(booleanIntent)
        let german = table(
            "de",
            [
                ("tTitle", "Schalten"), ("vTrue", "An"), ("vFalse", "Aus"),
                ("tAsk-vTrue", "${name} anschalten?"), ("tAsk-vFalse", "${name} ausschalten ${on}?"),
            ])
        #expect(TranslationChecks.check([german], against: strings, developmentLanguage: "en") == [])
    }

    @Test func placeholdersAreComparedAsMultisets() {
        let string = ExportedString(
            key: "k", text: "${a} and ${a} to ${b.name}", at: SourceLocation(file: definitionPath, line: 3, column: 4))
        func findings(_ value: String) -> [String] {
            TranslationChecks.check([table(nil, [("k", value)])], against: [string], developmentLanguage: "en")
                .map(\.message)
        }
        #expect(findings("${b.name}: ${a}, ${a}") == [])
        #expect(findings("${a} ${b.name}") == ["the translation of 'k' drops ${a} of the Base text"])
        #expect(findings("${a} ${a} ${a} ${b.name}") == ["the translation of 'k' has ${a} more than the Base text"])
        #expect(
            findings("${a} ${a} ${b.nom}")
                == [
                    "the translation of 'k' has ${b.nom} where the Base text has ${b.name}; placeholder names must stay as written"
                ])
    }

    @Test func printfResidueIsFoundUnlessTheBaseTextHasIt() {
        #expect(PlaceholderFindings.printfConversions(in: "$%1$@ and %d, 100%% and %ld %") == ["%1$@", "%d", "%ld"])
        let string = ExportedString(
            key: "k", text: "${n} left", at: SourceLocation(file: definitionPath, line: 1, column: 1))
        let diagnostics = TranslationChecks.check(
            [table(nil, [("k", "${n} %@ übrig")])], against: [string], developmentLanguage: "en")
        #expect(diagnostics.map(\.code) == [.translationPrintfResidue])
        #expect(diagnostics.first?.location == SourceLocation(file: "T.strings", line: 1, column: 10))
    }

    @Test func stringsdictEntriesAreCheckedForTheirKeysOnly() {
        let string = ExportedString(
            key: "k", text: "${n} soups", at: SourceLocation(file: definitionPath, line: 1, column: 1))
        let plural = table("en", [("k", "%#@n@ soups"), ("gone", "%d")], format: .stringsdict)
        let diagnostics = TranslationChecks.check([plural], against: [string], developmentLanguage: "en")
        #expect(diagnostics.map(\.code) == [.translationStaleKey])
    }

    /// A `.stringsdict` keyed by the Base sentence instead of the ID is never consulted: the key is
    /// still stale, and the message names the IDs the string is looked up by.
    @Test func aKeyThatIsABaseTextNamesTheKeysOfThatString() throws {
        let strings = try exported(booleanIntent)
        let plural = table(
            "de", [("Turn ${name} ${on}?", "%#@n@"), ("Switch", "Schalten"), ("Gone", "Weg")], format: .stringsdict)
        let diagnostics = TranslationChecks.check([plural], against: strings, developmentLanguage: "en")
            .filter { $0.code == .translationStaleKey }
        #expect(
            diagnostics.map(\.message) == [
                "key 'Turn ${name} ${on}?' is a Base text of the definition, not a key; tables are keyed by ID: 'tAsk-vFalse', 'tAsk-vTrue'",
                "key 'Switch' is a Base text of the definition, not a key; tables are keyed by ID: 'tTitle'",
                "key 'Gone' matches no string of the definition; remove it or give the string its ID back",
            ])
        #expect(diagnostics.map(\.location?.line) == [1, 2, 3])
    }

    @Test func missingKeysAreOneWarningPerLanguageWithANotePerKey() {
        let strings = ["a", "b", "c"].enumerated().map { index, key in
            ExportedString(
                key: key, text: key.uppercased(), at: SourceLocation(file: definitionPath, line: index + 1, column: 2))
        }
        let tables = [table("de", [("a", "A!")]), table("fr", [("a", "à"), ("b", "bé"), ("c", "cé")])]
        let diagnostics = TranslationChecks.check(tables, against: strings, developmentLanguage: "en")
        #expect(diagnostics.map(\.code) == [.translationMissingKeys])
        #expect(diagnostics.first?.message.hasPrefix("'de' lacks 2 of the definition's 3 strings") == true)
        #expect(diagnostics.first?.location == SourceLocation(file: "de.lproj/T.strings", line: 1, column: 1))
        #expect(
            diagnostics.first?.notes.map(\.location) == [
                SourceLocation(file: definitionPath, line: 2, column: 2),
                SourceLocation(file: definitionPath, line: 3, column: 2),
            ])
    }

    /// A development-language table that lags the definition (held-out home-assistant,
    /// simplenote, mastodon `en.lproj`) shows the Base text, in the same language, for what it lacks.
    @Test func theDevelopmentLanguageMayLackStrings() {
        let strings = ["a", "b"].enumerated().map { index, key in
            ExportedString(
                key: key, text: key.uppercased(), at: SourceLocation(file: definitionPath, line: index + 1, column: 2))
        }
        let tables = ["en", "en-GB", "English"].map { table($0, [("a", "A")]) } + [table("de", [("a", "Ä")])]
        let diagnostics = TranslationChecks.check(tables, against: strings, developmentLanguage: "en")
        #expect(diagnostics.map(\.code) == [.translationMissingKeys])
        #expect(diagnostics.first?.location?.file == "de.lproj/T.strings")
        let german = TranslationChecks.check(tables, against: strings, developmentLanguage: "de")
        #expect(
            german.filter { $0.code == .translationMissingKeys }.map(\.location?.file)
                == ["English.lproj/T.strings", "en.lproj/T.strings", "en-GB.lproj/T.strings"])
    }

    @Test func onlyOtherLanguagesThanTheDevelopmentLanguageAreNotedWhenIdentical() {
        let strings = [
            ExportedString(key: "a", text: "Hello", at: SourceLocation(file: definitionPath, line: 1, column: 1))
        ]
        let tables = ["en-GB", "English", "de"].map { table($0, [("a", "Hello")]) }
        let diagnostics = TranslationChecks.check(tables, against: strings, developmentLanguage: "en")
        #expect(diagnostics.map(\.code) == [.translationIdenticalToBase])
        #expect(diagnostics.first?.location?.file == "de.lproj/T.strings")
    }
}
