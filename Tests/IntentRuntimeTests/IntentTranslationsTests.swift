import Foundation
import IntentDefinition
import IntentRuntime
import TestSupport
import Testing

/// Rendering a definition's texts in a language from its tables, framework-free: the fallback
/// order, compound keys, reordered placeholders, and the corpus's real translations.
@Suite struct IntentTranslationsTests {
    @Test func theFallbackOrderGoesFromRegionToLanguageToTheDevelopmentLanguage() {
        let available = ["en", "pt", "pt-BR", "zh-Hant", "zh", "English", "de"]
        #expect(
            IntentLanguageFallback.order(for: "pt-BR", available: available, developmentLanguage: "en") == [
                "pt-BR", "pt", "English", "en",
            ])
        #expect(
            IntentLanguageFallback.order(for: "zh_Hant_TW", available: available, developmentLanguage: "en") == [
                "zh-Hant", "zh", "English", "en",
            ])
        // A script and a region: the folder named by language and region alone comes next.
        #expect(
            IntentLanguageFallback.order(
                for: "zh-Hant-TW", available: ["zh", "zh-TW", "zh-Hant"], developmentLanguage: "en")
                == ["zh-TW", "zh-Hant", "zh"])
        #expect(
            IntentLanguageFallback.order(for: "zh-Hans", available: ["zh", "zh-TW"], developmentLanguage: "en") == [
                "zh"
            ])
        #expect(IntentLanguageFallback.order(for: "fr-CA", available: available, developmentLanguage: "de") == ["de"])
        #expect(IntentLanguageFallback.order(for: "fr", available: ["de"], developmentLanguage: "en") == [])
    }

    private let dialog = IntentDialogTemplate("${a} before ${b.name}", key: "k")

    @Test func aTranslationMayReorderPlaceholders() {
        let translations = IntentTranslations(tables: ["de": ["k": "${b.name} nach ${a}"]])
        let arguments: [String: IntentDialogArgument] = ["a": .text("eins"), "b.name": .text("zwei")]
        #expect(translations.render(dialog, language: "de-CH", arguments: arguments) == "zwei nach eins")
        #expect(translations.render(dialog, language: "fr", arguments: arguments) == "eins before zwei")
    }

    @Test func theDevelopmentLanguageTableComesBeforeTheBaseText() {
        let translations = IntentTranslations(tables: ["en": ["k": "${a} then ${b}"], "de": [:]])
        #expect(
            translations.render(dialog, language: "de", arguments: ["a": .text("1"), "b": .text("2")]) == "1 then 2")
        #expect(translations.text(IntentLocalizedText("Base", key: "missing"), language: "de") == "Base")
        #expect(translations.text(IntentLocalizedText("Base", key: nil), language: "de") == "Base")
    }

    /// The tables and exported strings of corpus definition `number`.
    private func corpus(_ number: String) throws -> (IntentTranslations, [ExportedString]) {
        let corpus = try #require(CorpusLocator.directory)
        let stem = try #require(try CorpusLocator.requireTranslationStems().first { $0.hasPrefix(number + "_") })
        let result = try #require(
            TranslationLint.run(
                definitionPath: corpus.appendingPathComponent(stem + ".intentdefinition").path,
                tablePaths: TranslationDiscovery.tables(
                    inDirectory: corpus.appendingPathComponent("translations/" + stem).path),
                developmentLanguage: "en"))
        var tables: [String: [String: String]] = [:]
        for table in result.tables {
            for entry in table.entries { tables[table.language ?? "", default: [:]][entry.key] = entry.value }
        }
        return (IntentTranslations(tables: tables), result.exported)
    }

    private func base(_ key: String, in exported: [ExportedString]) throws -> IntentLocalizedText {
        IntentLocalizedText(try #require(exported.first { $0.key == key }).text, key: key)
    }

    @Test(CorpusLocator.availability)
    func aCompoundDialogOfBraveWidgetsRendersInGermanAndFallsBackToBase() throws {
        let (translations, exported) = try corpus("007")
        let prompt = IntentDialogTemplate("There are ${count} options matching ‘${statKind}’.", key: "5ixvGX")
        let timeSaved = try base("tYwiRd", in: exported)
        let arguments: [String: IntentDialogArgument] = ["count": .text("3"), "statKind": .value(timeSaved)]
        #expect(
            translations.render(prompt, language: "de-AT", arguments: arguments)
                == "Es gibt 3 Optionen, die mit „Geschätzte Zeitersparnis“ übereinstimmen.")
        #expect(
            translations.render(prompt, language: "xx", arguments: arguments)
                == "There are 3 options matching ‘Est. Time Saved’.")
        #expect(translations.text(timeSaved, language: "de") == "Geschätzte Zeitersparnis")
    }

    @Test(CorpusLocator.availability)
    func openHABTitlesAndDialogsRenderInGerman() throws {
        let (translations, exported) = try corpus("001")
        let state = IntentDialogTemplate(try base("6hUiXZ", in: exported).defaultValue, key: "6hUiXZ")
        #expect(state.text.defaultValue == "The state of ${item} is ${state}")
        #expect(
            translations.render(state, language: "de", arguments: ["item": .text("Lampe"), "state": .text("an")])
                == "Der Status von Lampe ist an")
        for string in exported where translations.tables["de"]?[string.key] != nil {
            let text = IntentLocalizedText(string.text, key: string.key)
            #expect(translations.text(text, language: "de-DE") == translations.tables["de"]?[string.key])
        }
    }
}
