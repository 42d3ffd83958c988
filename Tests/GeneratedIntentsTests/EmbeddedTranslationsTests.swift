import Foundation
import TestSupport
import Testing

/// `intentc generate` with translation tables: the checks it reports, and the tables it embeds
/// under `--embed-translations`, rendered by `IntentTranslations` in a compiled program.
@Suite struct EmbeddedTranslationsTests {
    /// Brave's BrowserIntents with its real tables: the German failure dialog puts the
    /// placeholder first, where the Base text has it in the middle.
    private static let braveStem = "008_brave_brave-ios_BrowserIntents"

    @Test(CorpusLocator.availability)
    func embeddedTablesRenderATitleAndADialogInAnyLanguage() throws {
        let corpus = try #require(CorpusLocator.directory)
        let tables = try #require(CorpusLocator.translationsDirectory).appending(path: Self.braveStem).path
        let generated = try SwiftToolchain.run(
            try SwiftToolchain.product("intentc"),
            [
                "generate", corpus.appending(path: Self.braveStem + ".intentdefinition").path, "--translations", tables,
                "--embed-translations",
            ],
            in: corpus)
        #expect(generated.status == 0, "\(generated.text)")
        // The reported findings of the real tables, as `lint` reports them: the Polish table's
        // translated placeholder name.
        #expect(generated.text.contains("has ${URLstrony} where the Base text has ${websiteURL}"))
        let program = """
            import IntentRuntime

            let translations = _008_brave_brave_ios_BrowserIntentsTranslations.translations
            let title = OpenWebsiteIntent.descriptor.title
            print(translations.text(title, language: "de-AT"))
            print(translations.text(title, language: "xx"))
            let failure = try! OpenWebsiteIntentResponseCode.failure.dialog.unwrap()
            print(translations.render(failure, language: "de", arguments: ["websiteURL": .text("brave.com")]))
            print(translations.render(failure, language: "fr-CA", arguments: ["websiteURL": .text("brave.com")]))
            print(OpenWebsiteIntentResponseCode.ready.dialog == nil)

            extension Optional {
                struct Missing: Error {}
                func unwrap() throws -> Wrapped {
                    guard let self else { throw Missing() }
                    return self
                }
            }
            """
        let run = try SwiftToolchain.compileAndRun(["Generated.swift": generated.standardOutput, "main.swift": program])
        #expect(run.status == 0, "\(run.text)")
        // Expected texts copied by hand from de.lproj and fr.lproj/BrowserIntents.strings
        // ("Wh3wb1", "1n1yx4"); the empty en.lproj table leaves an unknown language the Base text.
        #expect(
            run.standardOutput.split(separator: "\n") == [
                "Website öffnen",
                "Open Website",
                "brave.com kann nicht in einem neuen Tab geöffnet werden.",
                "Impossible d'ouvrir brave.com dans un nouvel onglet.",
                "true",
            ])
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
