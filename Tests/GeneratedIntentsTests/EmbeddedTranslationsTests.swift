import Foundation
import TestSupport
import Testing

/// `intentc generate` with translation tables: the checks it reports, and the tables it embeds
/// under `--embed-translations`, rendered by `IntentTranslations` in a compiled program.
@Suite struct EmbeddedTranslationsTests {
    /// Brave's BrowserIntents with its real tables: the German failure dialog puts the
    /// placeholder first, where the Base text has it in the middle; Polish translated the
    /// placeholder's name.
    private static let browserStem = "008_brave_brave-ios_BrowserIntents"
    /// Brave's widgets with their real tables: the prompts naming the `statKind` enum are
    /// translated per value, under compound keys (`5ixvGX-tYwiRd`).
    private static let widgetsStem = "007_brave_brave-ios_BraveWidgets"

    /// Both definitions generated with their embedded tables into one program, which renders
    /// through the generated code only: responses from their factories' values, prompts from the
    /// intent's own `dialogArguments`.
    @Test(FastLoop.heavy, CorpusLocator.availability)
    func embeddedTablesRenderGeneratedValuesInAnyLanguage() throws {
        let browser = try generateEmbedding(Self.browserStem)
        // The reported findings of the real tables, as `lint` reports them: the Polish table's
        // translated placeholder name.
        #expect(browser.text.contains("has ${URLstrony} where the Base text has ${websiteURL}"))
        let widgets = try generateEmbedding(Self.widgetsStem)
        let program = """
            import IntentRuntime

            let browser = _008_brave_brave_ios_BrowserIntentsTranslations.translations
            let title = OpenWebsiteIntent.descriptor.title
            print(browser.text(title, language: "de-AT"))
            print(browser.text(title, language: "xx"))
            let failure = OpenWebsiteIntentResponse.failure(websiteURL: "brave.com")
            for language in ["de", "fr-CA", "ja", "pl", "xx"] {
                print(failure.localizedDialog(language: language, translations: browser) ?? "nil")
            }
            print(OpenWebsiteIntentResponse.success(websiteURL: "brave.com")
                .localizedConciseDialog(language: "pt-BR", translations: browser) ?? "nil")
            print(OpenWebsiteIntentResponse(code: .ready).localizedDialog(language: "de", translations: browser) ?? "nil")

            let widgets = _007_brave_brave_ios_BraveWidgetsTranslations.translations
            let statKind = StatsConfigurationIntent.descriptor.parameters[0]
            let disambiguation = statKind.prompts.first { $0.kind == "DisambiguationIntroduction" }!.dialog
            let confirmation = statKind.prompts.first { $0.kind == "Confirmation" }!.dialog
            let timeSaved = StatsConfigurationIntent(statKind: .timeSaved).dialogArguments
            let counted = timeSaved.merging(["count": .text("3")]) { $1 }
            for language in ["de", "zh-Hant-TW", "xx"] {
                print(widgets.render(disambiguation, language: language, arguments: counted))
            }
            print(widgets.render(confirmation, language: "ja", arguments: timeSaved))
            """
        let run = try SwiftToolchain.compileAndRun([
            "Browser.swift": browser.standardOutput, "Widgets.swift": widgets.standardOutput, "main.swift": program,
        ])
        #expect(run.status == 0, "\(run.text)")
        // Expected texts copied by hand from the tables: BrowserIntents.strings ("Wh3wb1",
        // "1n1yx4", "uT0Oi7") of de, fr, ja, pl and pt-BR; BraveWidgets.strings ("5ixvGX-tYwiRd",
        // "sdOBtj-tYwiRd") of de, zh-TW and ja. The empty en.lproj table of BrowserIntents leaves
        // an unknown language the Base text; the Polish dialog loses the value whose placeholder
        // it renamed. Without a table, the Base text gets the enum value's display name.
        #expect(
            run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast() == [
                "Website öffnen",
                "Open Website",
                "brave.com kann nicht in einem neuen Tab geöffnet werden.",
                "Impossible d'ouvrir brave.com dans un nouvel onglet.",
                "新しいタブでbrave.comを開くことができません。",
                "Nie można otworzyć  w nowej karcie.",
                "Can't Open brave.com in a new tab.",
                "Isso abrirá brave.com em uma nova aba.",
                "nil",
                "Es gibt 3 Optionen, die mit „Geschätzte Zeitersparnis“ übereinstimmen.",
                "有 3 個選項符合「預計節省時間」。",
                "There are 3 options matching ‘Est. Time Saved’.",
                "確認ですが、‘節約された時間（推定）’ を探していましたか？",
            ])
    }

    /// `intentc generate` of a corpus definition with its real tables, embedded.
    private func generateEmbedding(_ stem: String) throws -> SwiftToolchain.Output {
        let corpus = try #require(CorpusLocator.directory)
        let tables = try #require(CorpusLocator.translationsDirectory).appending(path: stem).path
        let generated = try SwiftToolchain.run(
            try SwiftToolchain.product("intentc"),
            [
                "generate", corpus.appending(path: stem + ".intentdefinition").path, "--translations", tables,
                "--embed-translations",
            ],
            in: corpus)
        #expect(generated.status == 0, "\(generated.text)")
        return generated
    }

    @Test func withoutTheOptionNothingIsEmbedded() throws {
        try withLocalizedBookClub(table: #""4t3tGo" = "Lese-Log";"#) { definition, folder in
            let output = try generate(definition, [], in: folder)
            #expect(output.status == 0, "\(output.text)")
            #expect(!output.standardOutput.contains("Translations"))
            #expect(output.text.contains("warning: 'de' lacks"), "\(output.text)")
        }
    }

    @Test func theConfigurationKeyEmbedsLikeTheFlag() throws {
        try withLocalizedBookClub(table: #""4t3tGo" = "Lese-Log";"#) { definition, folder in
            let configuration = folder.appending(path: "intentc.json")
            try Data(#"{"version": 1, "embedTranslations": true}"#.utf8).write(to: configuration)
            let configured = try generate(definition, ["--config", configuration.path], in: folder)
            let flagged = try generate(definition, ["--embed-translations"], in: folder)
            #expect(configured.status == 0, "\(configured.text)")
            #expect(configured.standardOutput.contains(#""4t3tGo": "Lese-Log""#))
            #expect(configured.standardOutput == flagged.standardOutput)
        }
    }

    @Test func anUnreadableTableBlocksGenerationOnlyWhenItWouldBeEmbedded() throws {
        try withLocalizedBookClub(table: #""4t3tGo" = "Lese-Log""#) { definition, folder in
            let plain = try generate(definition, [], in: folder)
            #expect(plain.status == 0, "\(plain.text)")
            #expect(plain.text.contains("warning: ") && plain.text.contains("[IC160]"), "\(plain.text)")
            #expect(plain.standardOutput.contains("struct ReadingLogIntent"))
            let strict = try generate(definition, ["--warnings-as-errors"], in: folder)
            #expect(strict.status == 1 && strict.standardOutput.isEmpty, "\(strict.text)")
            let embedded = try generate(definition, ["--embed-translations"], in: folder)
            #expect(embedded.status == 1 && embedded.standardOutput.isEmpty, "\(embedded.text)")
            #expect(embedded.text.contains("error: ") && embedded.text.contains("[IC160]"), "\(embedded.text)")
        }
    }

    @Test func theIntentsFlavorNeitherEmbedsNorRefusesAnUnreadableTable() throws {
        try withLocalizedBookClub(table: #""4t3tGo" = "Lese-Log""#) { definition, folder in
            let output = try generate(definition, ["--embed-translations", "--flavor", "intents"], in: folder)
            #expect(output.status == 0, "\(output.text)")
            #expect(output.text.contains("warning: ") && output.text.contains("[IC160]"), "\(output.text)")
            #expect(!output.standardOutput.contains("IntentTranslations"))
        }
    }

    /// `Definitions/BookClub.intentdefinition` in `Base.lproj` of a temporary folder, with
    /// `de.lproj/BookClub.strings` holding `table`.
    private func withLocalizedBookClub(table: String, _ body: (String, URL) throws -> Void) throws {
        try SwiftToolchain.withFiles([:]) { folder, _ in
            for language in ["Base", "de"] {
                try FileManager.default.createDirectory(
                    at: folder.appending(path: "\(language).lproj"), withIntermediateDirectories: true)
            }
            let definition = folder.appending(path: "Base.lproj/BookClub.intentdefinition")
            try FileManager.default.copyItem(
                at: PackagePaths.root.appending(path: "Definitions/BookClub.intentdefinition"), to: definition)
            try Data(table.utf8).write(to: folder.appending(path: "de.lproj/BookClub.strings"))
            try body(definition.path, folder)
        }
    }

    private func generate(_ definition: String, _ flags: [String], in folder: URL) throws -> SwiftToolchain.Output {
        try SwiftToolchain.run(try SwiftToolchain.product("intentc"), ["generate", definition] + flags, in: folder)
    }
}
