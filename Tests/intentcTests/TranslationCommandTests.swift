import Foundation
import IntentCodegen
import TestSupport
import Testing

/// `intentc lint` finding translation tables, and `intentc strings`, run by the built binary on
/// the translation fixtures of the diagnostic suite.
@Suite struct TranslationCommandTests {
    /// `Tests/DiagnosticSuiteTests/Fixtures/Translations/<name>`.
    private func fixture(_ name: String) -> String {
        IntentcBinary.packageRoot + "/Tests/DiagnosticSuiteTests/Fixtures/Translations/" + name
    }

    private let definition = "Base.lproj/Coffee.intentdefinition"

    @Test func lintFindsTheTablesBesideADefinitionInBaseLproj() throws {
        let result = try IntentcBinary.run(["lint", definition, "--color", "never"], in: fixture("missing-keys"))
        #expect(result.status == 0)
        #expect(
            result.error.hasPrefix(
                "de.lproj/Coffee.strings:1:1: warning: 'de' lacks 2 of the definition's 16 strings; they show in the next language of the user's list [IC163]\n"
                    + "Base.lproj/Coffee.intentdefinition:87:6: note: 'FPJsKb-MMc8b6' is not translated"))
        let strict = try IntentcBinary.run(["lint", definition, "--warnings-as-errors"], in: fixture("missing-keys"))
        #expect(strict.status == 1)
    }

    @Test func lintReadsTheTablesOfAnExplicitFolder() throws {
        let directory = try TemporaryDirectory()
        let copied = try String(contentsOfFile: fixture("stale-key") + "/" + definition, encoding: .utf8)
        try directory.write(copied, to: "Coffee.intentdefinition")
        let result = try IntentcBinary.run(
            ["lint", "Coffee.intentdefinition", "--translations", fixture("stale-key"), "--color", "never"],
            in: directory.root)
        #expect(result.status == 0)
        #expect(
            result.error.contains("/stale-key/de.lproj/Coffee.strings:28:1: warning: key 'dC8CF4' matches no string"))
        let without = try IntentcBinary.run(["lint", "Coffee.intentdefinition"], in: directory.root)
        #expect(without.error == "")
    }

    @Test func aBrokenTableFailsLint() throws {
        let result = try IntentcBinary.run(["lint", definition, "--color", "never"], in: fixture("syntax-error"))
        #expect(result.status == 1)
        #expect(
            result.error.hasPrefix(
                "de.lproj/Coffee.strings:9:1: error: expected ';' after the value of key '9cztUX' [IC160]"))
    }

    @Test func stringsExportsEveryKeyAndReportsCompleteness() throws {
        let result = try IntentcBinary.run(["strings", definition], in: fixture("missing-keys"))
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 16)
        #expect(lines.contains(#""FPJsKb-MMc8b6" = "Brew Coffee Large ${roaster} ${shots}";"#))
        #expect(lines.contains(#""EjdpyH-UwE4Bo" = "Your Small coffee from ${roaster.displayString} is brewing.";"#))
        #expect(result.error == "de: 14 of 16 strings translated (87%), 2 missing, 0 stale\n")
    }

    @Test func stringsExportsAStringCatalogWithTheTranslations() throws {
        let result = try IntentcBinary.run(
            ["strings", definition, "--strings-format", "xcstrings"], in: fixture("clean"))
        #expect(result.status == 0)
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en")
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        #expect(strings.count == 16)
        let localizations = try #require(
            strings["EjdpyH-MMc8b6"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(
            localizations["de"]?["stringUnit"]?["value"]
                == "Dein \"großer\" Kaffee von ${roaster.displayString} wird gebrüht.")
        #expect(
            localizations["en"]?["stringUnit"]?["value"]
                == "Your Large coffee from ${roaster.displayString} is brewing.")
    }

    /// `--output-file` (the build plugin's form) writes the catalog beside the named file, where
    /// the plugin declares it; when no text needs a catalog, an empty one, which a later run
    /// replaces with the real one.
    @Test func appIntentsOutputFileComesWithItsCatalogBesideIt() throws {
        let out = try TemporaryDirectory()
        let swift = out.path("Plugin/Coffee_Base+AppIntents.swift")
        let generate = ["generate", definition, "--flavor", "appintents", "--output-file", swift, "--color", "never"]
        #expect(try IntentcBinary.run(generate, in: fixture("clean")).status == 0)
        #expect(try out.contents(of: "Plugin") == ["CoffeeAppIntents.xcstrings", "Coffee_Base+AppIntents.swift"])
        let written = try String(contentsOfFile: out.path("Plugin/CoffeeAppIntents.xcstrings"), encoding: .utf8)
        #expect(written.contains("Brew Coffee ${size} ${roaster} ${shots}"))

        let empty = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
        let accounts = out.path("Accounts.intentdefinition")
        try FileManager.default.copyItem(
            atPath: IntentcBinary.packageRoot + "/Definitions/Accounts.intentdefinition", toPath: accounts)
        let accountsSwift = out.path("Plugin/Accounts+AppIntents.swift")
        let plain = ["generate", accounts, "--flavor", "appintents", "--output-file", accountsSwift]
        #expect(try IntentcBinary.run(plain, in: out.root).status == 0)
        #expect(try String(contentsOfFile: out.path("Plugin/AccountsAppIntents.xcstrings"), encoding: .utf8) == empty)
        // intentc's empty catalog is its own: replaced by a real one, unlike a catalog someone wrote.
        try FileManager.default.removeItem(atPath: out.path("Plugin/CoffeeAppIntents.xcstrings"))
        try out.write(empty, to: "Plugin/CoffeeAppIntents.xcstrings")
        #expect(try IntentcBinary.run(generate, in: fixture("clean")).status == 0)
        #expect(try String(contentsOfFile: out.path("Plugin/CoffeeAppIntents.xcstrings"), encoding: .utf8) == written)
        let mark = GeneratedFile.Mark.catalogComment
        #expect(mark.isPresent(in: Array(empty.replacingOccurrences(of: "\"en\"", with: "\"pt-BR\"").utf8)))
        #expect(!mark.isPresent(in: Array(empty.replacingOccurrences(of: "{\n\n  }", with: "{}").utf8)))
    }

    /// `generate --flavor appintents -o` writes the String Catalog beside the Swift, keeps it
    /// under `--check`, and never replaces a catalog it did not write.
    @Test func appIntentsOutputComesWithItsStringCatalog() throws {
        let out = try TemporaryDirectory()
        let generate = ["generate", definition, "--flavor", "appintents", "-o", out.root, "--color", "never"]
        let result = try IntentcBinary.run(generate, in: fixture("clean"))
        #expect(result.status == 0)
        #expect(try out.contents() == ["Coffee+AppIntents.swift", "CoffeeAppIntents.xcstrings"])
        let text = try String(contentsOfFile: out.path("CoffeeAppIntents.xcstrings"), encoding: .utf8)
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        // The summary names the cup size, which German inflects (`Klein`, but `kleinen Kaffee`):
        // its compound translations give no one sentence, so German shows the Base text.
        let summary = try #require(
            strings["Brew Coffee ${size} ${roaster} ${shots}"]?["localizations"] as? [String: Any])
        #expect(Set(summary.keys) == ["en"])
        let swift = try String(contentsOfFile: out.path("Coffee+AppIntents.swift"), encoding: .utf8)
        #expect(
            swift.contains(#"Summary("Brew Coffee \(\.$size) \(\.$roaster) \(\.$shots)", table: "CoffeeAppIntents")"#))
        // Unchanged: nothing to report under --check; a changed catalog is drift.
        #expect(try IntentcBinary.run(generate + ["--check"], in: fixture("clean")).status == 0)
        try out.write(text.replacingOccurrences(of: "Brew", with: "Make"), to: "CoffeeAppIntents.xcstrings")
        let drift = try IntentcBinary.run(generate + ["--check"], in: fixture("clean"))
        #expect(drift.status == 1)
        #expect(drift.output.contains("CoffeeAppIntents.xcstrings"))
        // A catalog someone else wrote is left alone.
        try out.write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n",
            to: "CoffeeAppIntents.xcstrings")
        let refused = try IntentcBinary.run(generate, in: fixture("clean"))
        #expect(refused.status == 1)
        #expect(refused.error.contains("CoffeeAppIntents.xcstrings:1:1: error: not overwriting"))
        #expect(refused.error.contains("its strings lack the comment 'Generated by intentc …'"))
        // The other flavors write no catalog.
        let standard = try TemporaryDirectory()
        _ = try IntentcBinary.run(["generate", definition, "-o", standard.root], in: fixture("clean"))
        #expect(try standard.contents() == ["Coffee.swift"])
    }

    @Test(arguments: [
        (["strings", "a.intentdefinition", "b.intentdefinition"], "'intentc strings' takes one file"),
        (
            ["strings", "a.intentdefinition", "--strings-format", "po"],
            "invalid value 'po' for '--strings-format' (expected one of: strings, xcstrings)"
        ),
        (
            ["lint", "a.intentdefinition", "--embed-translations"],
            "'--embed-translations' is not an option of 'intentc lint'"
        ),
        (["generate", "a.intentdefinition", "--embed-translations=yes"], "'--embed-translations' takes no value"),
        (
            ["lint", "a.intentdefinition", "--development-language", "e n"],
            "'--development-language' needs a language tag such as 'en', not 'e n'"
        ),
    ])
    func badTranslationOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try IntentcBinary.run(arguments, in: fixture("clean"))
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("intentc: error: \(message)\n"))
    }
}

/// Tables of other text beside the definition's own are not the definition's.
@Suite struct TranslationTableSelectionTests {
    @Test func tablesOfOtherTextAreLeftOutButAnEmptyTableOfTheDefinitionsNameCounts() throws {
        let directory = try TemporaryDirectory()
        let fixture = IntentcBinary.packageRoot + "/Tests/DiagnosticSuiteTests/Fixtures/Translations/clean/"
        try directory.write(
            try String(contentsOfFile: fixture + "Base.lproj/Coffee.intentdefinition", encoding: .utf8),
            to: "Brew.intentdefinition")
        try directory.write(
            try String(contentsOfFile: fixture + "de.lproj/Coffee.strings", encoding: .utf8),
            to: "tables/de.lproj/Coffee.strings")
        try directory.write("\"Cancel\" = \"Abbrechen\";\n", to: "tables/de.lproj/Localizable.strings")
        try directory.write("/* nothing yet */\n", to: "tables/fr.lproj/Localizable.strings")
        try directory.write("/* nothing yet */\n", to: "tables/fr.lproj/Coffee.strings")
        let result = try IntentcBinary.run(
            ["lint", "Brew.intentdefinition", "--translations", "tables", "--color", "never"], in: directory.root)
        #expect(result.status == 0)
        #expect(
            result.error
                == "tables/fr.lproj/Coffee.strings:1:1: warning: the table holds no entries; 'fr' falls back to other languages [IC167]\n"
        )
    }
}
