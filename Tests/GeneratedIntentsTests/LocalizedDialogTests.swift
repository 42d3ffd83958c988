import Foundation
import GeneratedIntents
import IntentCodegen
import IntentDefinition
import IntentRuntime
import TestSupport
import Testing

/// The generated BookClub code renders its dialogs from its own values: `dialogArguments` built
/// by the generator, `localizedDialog(language:translations:)` in one call, summaries and prompts
/// from the descriptor. The tables are the hand-written fixtures in `Translations/BookClub`
/// (see its README: no corpus table reorders two placeholders), read and filtered as
/// `--embed-translations` embeds them. Expected texts are copied from those files.
@Suite struct LocalizedDialogTests {
    private let translations: IntentTranslations

    init() throws {
        let folder = PackagePaths.root.appending(path: "Tests/GeneratedIntentsTests/Translations/BookClub").path
        let checked = try #require(
            TranslationLint.run(
                definitionPath: PackagePaths.root.appending(path: "Definitions/BookClub.intentdefinition").path,
                tablePaths: TranslationDiscovery.tables(inDirectory: folder), developmentLanguage: "en"))
        #expect(checked.readingDiagnostics.isEmpty, "\(checked.readingDiagnostics)")
        // The fixtures' placeholders are sound: only missing strings are reported.
        #expect(checked.findings.allSatisfy { $0.code.rawValue == "IC163" }, "\(checked.findings)")
        let embedded = DefinitionTranslations(checked, developmentLanguage: "en")
        translations = IntentTranslations(tables: embedded.tables, developmentLanguage: embedded.developmentLanguage)
    }

    @Test func aResponseCarriesItsValuesAsDialogArguments() {
        #expect(
            ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune").dialogArguments
                == ["pages": .text("12"), "bookTitle": .text("Dune")])
        // Unset values are left out rather than written as empty text.
        #expect(ReadingLogIntentResponse(code: .failureBookNotFound).dialogArguments.isEmpty)
    }

    @Test func aResponseDialogRendersWithReorderedPlaceholders() {
        let response = ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune")
        #expect(response.localizedDialog(language: "de-AT", translations: translations) == "Dune: 12 Seiten gelesen")
        #expect(response.localizedDialog(language: "fr", translations: translations) == "Dune : 12 pages lues")
        #expect(response.localizedDialog(language: "ja", translations: translations) == "You read 12 pages of Dune")
        let missing = ReadingLogIntentResponse.failureBookNotFound(bookTitle: "Dune")
        #expect(
            missing.localizedDialog(language: "de", translations: translations) == "„Dune“ steht nicht in deinem Regal")
        // French lacks it: the Base text, filled alike.
        #expect(missing.localizedDialog(language: "fr", translations: translations) == "Dune is not on your shelf")
        // No code of this response has a concise dialog; `ready` has no dialog at all.
        #expect(response.localizedConciseDialog(language: "de", translations: translations) == nil)
        #expect(
            ReadingLogIntentResponse(code: .ready).localizedDialog(language: "de", translations: translations) == nil)
    }

    @Test func aSummaryNamingAnEnumTakesTheCompoundTranslationOfItsValue() throws {
        let summary = try #require(ReadingLogIntent.descriptor.summaries.first { $0.subtitle != nil })
        let subtitle = try #require(summary.subtitle)
        let daily = ReadingLogIntent(period: .day, pagesPerDay: 30)
        #expect(daily.dialogArguments["period"] == .value(IntentLocalizedText("Day", key: "dhKMlR")))
        #expect(translations.render(subtitle, language: "de", arguments: daily.dialogArguments) == "30 Seiten pro Tag")
        #expect(
            translations.render(subtitle, language: "fr-CA", arguments: daily.dialogArguments) == "30 pages par jour")
        // No table has the Month variant: the Base text with the value's display name.
        let monthly = ReadingLogIntent(period: .month, pagesPerDay: 30)
        #expect(
            translations.render(subtitle, language: "de", arguments: monthly.dialogArguments) == "30 pages per Month")
        // German has the weekly variant; French does not, and falls back to the Base text.
        let weekly = ReadingLogIntent(period: .week, pagesPerDay: 5)
        #expect(
            translations.render(subtitle, language: "de", arguments: weekly.dialogArguments) == "5 Seiten pro Woche")
        #expect(translations.render(subtitle, language: "fr", arguments: weekly.dialogArguments) == "5 pages per Week")
        let title = try #require(summary.title)
        let withBook = ReadingLogIntent(book: Book(identifier: "dune", display: "Dune"))
        #expect(
            translations.render(title, language: "de", arguments: withBook.dialogArguments)
                == "Lesen von Dune protokollieren")
    }

    @Test func aDisambiguationPromptTakesTheAppsCountBesideTheIntentsValues() throws {
        let period = try #require(ReadingLogIntent.descriptor.parameters.first { $0.name == "period" })
        let prompt = try #require(period.prompts.first { $0.kind == "DisambiguationIntroduction" })
        let arguments = ReadingLogIntent(period: .week).dialogArguments.merging(["count": .text("3")]) { $1 }
        #expect(
            translations.render(prompt.dialog, language: "de", arguments: arguments)
                == "Es gibt 3 Optionen, die zu „Woche“ passen.")
        #expect(
            translations.render(prompt.dialog, language: "en", arguments: arguments)
                == "There are 3 options matching ‘Week’.")
    }

    @Test func anUnsupportedReasonRendersAsADialog() throws {
        let pages = try #require(ReadingLogIntent.descriptor.parameters.first { $0.name == "pagesPerDay" })
        let reason = try #require(pages.unsupportedReasons.first { $0.code == "greaterThanMaximumValue" }?.dialog)
        let arguments: [String: IntentDialogArgument] = [
            "displayName": .text("Pages per Day"), "maximumValue": .text("500"),
        ]
        #expect(
            translations.render(reason, language: "de", arguments: arguments)
                == "Pages per Day can’t be higher than 500.")
    }

    @Test func valuesOfEveryKindBecomeLocaleIndependentText() {
        #expect(3.0.dialogArgument == .text("3"))
        #expect(2.5.dialogArgument == .text("2.5"))
        #expect(DateComponents(year: 2024, month: 5, day: 1).dialogArgument == .text("2024-05-01"))
        #expect(
            DateComponents(year: 2024, month: 5, day: 1, hour: 9, minute: 5).dialogArgument == .text("2024-05-01 09:05")
        )
        #expect(DateComponents(hour: 18, minute: 30, second: 7).dialogArgument == .text("18:30:07"))
        #expect(["a", "b"].dialogArgument == .list([.text("a"), .text("b")]))
        let shelves = IntentDialogTemplate("On ${shelves}", key: nil)
        let reading = ReadingLogIntent(shelves: ["Sci-Fi", "Classics"])
        #expect(
            translations.render(shelves, language: "de", arguments: reading.dialogArguments) == "On Sci-Fi, Classics")
    }
}
