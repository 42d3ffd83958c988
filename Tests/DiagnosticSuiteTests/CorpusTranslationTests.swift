import Foundation
import IntentDefinition
import TestSupport
import Testing

/// The real translation tables of the corpus (`corpus/translations`): every table reads without
/// a diagnostic, holds the number of keys `SOURCES.tsv` counts, and the checks report exactly
/// the findings below, each checked by hand against the files.
@Suite("Diagnostic suite: corpus translations")
struct CorpusTranslationTests {
    /// Every finding the corpus tables warrant, `severity code file line:col`, in display order.
    ///
    /// - 001 (openHAB): `es`, `fi`, `fr`, `it`, `nl` and `ru` are byte-for-byte the English
    ///   text (all ASCII, every value equal to Base); `de` is translated; `en` is the
    ///   development language.
    /// - 007 (Brave widgets): complete, 66 compound keys — nothing to report (the two IC097
    ///   warnings of this definition are the definition's own, not its tables').
    /// - 008 (Brave intents): `en` is a 1-byte file; `pl` writes `${URLstrony}` for
    ///   `${websiteURL}` in 16 strings, at the value of each.
    /// - 009 (Brave widgets, older): every language is an untranslated copy of the English
    ///   export, compound texts included (`‘Est. Time Saved’` written in).
    /// - 010, 011, 016, 023: complete and sound (016 leaves out two empty Base strings, which
    ///   Xcode does not export; 023 has 6 compound keys).
    /// - 012 (Pyto): `dC8CF4`, whose string was removed from the definition, on line 35 of all
    ///   four tables.
    /// - 026 (Telldus): `cs`, `fr`, `nb` are the English text; the two keys absent everywhere
    ///   (`VaVjR4`, `gqjUWq`) are placeholder-only (`${phrase}`) and therefore optional.
    /// - 027 (Telldus widget): `cs`, `de`, `fr`, `nb` are the English text; `sv` is translated.
    /// - 041 (Soup Chef): a `.stringsdict` outside any `.lproj`, keyed by a string the
    ///   definition exports.
    static let expectedFindings = [
        "note IC168 001_openhab_openhab-ios_Intents/es.lproj/Intents.strings 1:1",
        "note IC168 001_openhab_openhab-ios_Intents/fi.lproj/Intents.strings 1:1",
        "note IC168 001_openhab_openhab-ios_Intents/fr.lproj/Intents.strings 1:1",
        "note IC168 001_openhab_openhab-ios_Intents/it.lproj/Intents.strings 1:1",
        "note IC168 001_openhab_openhab-ios_Intents/nl.lproj/Intents.strings 1:1",
        "note IC168 001_openhab_openhab-ios_Intents/ru.lproj/Intents.strings 1:1",
        "warning IC167 008_brave_brave-ios_BrowserIntents/en.lproj/BrowserIntents.strings 1:1",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 2:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 5:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 20:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 23:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 26:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 41:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 44:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 47:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 53:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 59:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 62:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 65:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 68:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 80:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 89:12",
        "warning IC165 008_brave_brave-ios_BrowserIntents/pl.lproj/BrowserIntents.strings 92:12",
        "note IC168 009_brave_brave-ios_BraveWidgets/de.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/es.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/fr.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/id-ID.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/it.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/ja.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/ko-KR.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/ms.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/nb.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/pl.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/pt-BR.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/ru.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/sv.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/tr.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/uk.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/zh-TW.lproj/BraveWidgets.strings 1:1",
        "note IC168 009_brave_brave-ios_BraveWidgets/zh.lproj/BraveWidgets.strings 1:1",
        "warning IC164 012_ColdGrub1384_Pyto_Intents/de.lproj/Intents.strings 35:1",
        "warning IC164 012_ColdGrub1384_Pyto_Intents/en.lproj/Intents.strings 35:1",
        "warning IC164 012_ColdGrub1384_Pyto_Intents/es.lproj/Intents.strings 35:1",
        "warning IC164 012_ColdGrub1384_Pyto_Intents/fr.lproj/Intents.strings 35:1",
        "note IC168 026_telldus_telldus-live-mobile-v3_DeviceActionShortcut/cs.lproj/DeviceActionShortcut.strings 1:1",
        "note IC168 026_telldus_telldus-live-mobile-v3_DeviceActionShortcut/fr.lproj/DeviceActionShortcut.strings 1:1",
        "note IC168 026_telldus_telldus-live-mobile-v3_DeviceActionShortcut/nb.lproj/DeviceActionShortcut.strings 1:1",
        "note IC168 027_telldus_telldus-live-mobile-v3_SensorWidgetIntent/cs.lproj/SensorWidgetIntent.strings 1:1",
        "note IC168 027_telldus_telldus-live-mobile-v3_SensorWidgetIntent/de.lproj/SensorWidgetIntent.strings 1:1",
        "note IC168 027_telldus_telldus-live-mobile-v3_SensorWidgetIntent/fr.lproj/SensorWidgetIntent.strings 1:1",
        "note IC168 027_telldus_telldus-live-mobile-v3_SensorWidgetIntent/nb.lproj/SensorWidgetIntent.strings 1:1",
    ]

    /// Checks each corpus definition against its translation folder.
    private func results() throws -> [(stem: String, result: TranslationLint.Result)] {
        let corpus = try #require(CorpusLocator.directory)
        return try CorpusLocator.requireTranslationStems().map { stem in
            let tables = TranslationDiscovery.tables(
                inDirectory: corpus.appendingPathComponent("translations/\(stem)").path)
            let result = try #require(
                TranslationLint.run(
                    definitionPath: corpus.appendingPathComponent(stem + ".intentdefinition").path,
                    tablePaths: tables, developmentLanguage: "en"))
            return (stem, result)
        }
    }

    @Test(CorpusLocator.availability)
    func everyTableReadsWithoutDiagnosticsAndHoldsItsCountedKeys() throws {
        let counts = try CorpusLocator.translationKeyCounts()
        let tables = try results().flatMap { stem, result in
            #expect(result.readingDiagnostics.isEmpty, "\(stem): \(result.readingDiagnostics)")
            return result.tables
        }
        let prefix = try #require(CorpusLocator.translationsDirectory).path + "/"
        let read = tables.map { ($0.path.replacingOccurrences(of: prefix, with: ""), $0.entries.count) }
        #expect(read.map(\.0) == counts.map(\.file))
        #expect(read.map(\.1) == counts.map(\.keys))
    }

    @Test(CorpusLocator.availability)
    func checksReportExactlyTheFindingsTheDataWarrants() throws {
        let prefix = try #require(CorpusLocator.translationsDirectory).path + "/"
        let findings = try results().flatMap { _, result in
            result.findings.sortedForDisplay().map { diagnostic in
                let location = diagnostic.location
                let file = location?.file.replacingOccurrences(of: prefix, with: "") ?? "-"
                return
                    "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(file) \(location?.line ?? 0):\(location?.column ?? 0)"
            }
        }
        #expect(findings == Self.expectedFindings)
    }

    @Test(CorpusLocator.availability)
    func compoundKeysOfBraveWidgetsAreExportedAndTranslated() throws {
        let (_, result) = try #require(try results().first { $0.stem.hasPrefix("007_") })
        let compound = result.exported.filter { $0.resolvedPlaceholder != nil }
        #expect(compound.count == 66)
        let german = try #require(result.tables.first { $0.language == "de" })
        #expect(
            german.value(forKey: "5ixvGX-tYwiRd")
                == "Es gibt ${count} Optionen, die mit „Geschätzte Zeitersparnis“ übereinstimmen.")
        #expect(
            result.exported.first { $0.key == "5ixvGX-tYwiRd" }?.text
                == "There are ${count} options matching ‘Est. Time Saved’.")
    }
}
