import Foundation
import TestSupport
import Testing

@testable import IntentCodegen
@testable import IntentDefinition

/// The String Catalog beside the App Intents output, on a hand-made definition whose tables
/// reorder placeholders, translate a summary per enum value (compound keys) and carry a
/// translated placeholder name. Every expected value below was worked out by hand from the
/// tables in ``translations``.
@Suite struct AppIntentsStringCatalogTests {
    /// `Log`: a summary `Log ${pages} pages per ${period}` (compound keys, `period` is an enum),
    /// a success dialog `You read ${pages} pages of ${book}`, a failure dialog
    /// `No ${book} this ${mood}` (compound on the response's enum `mood`) and one
    /// `${book}: ${finished}` (compound on a Boolean with display names).
    static let definition: Definition = {
        var finishedNames = ParameterMetadata()
        finishedNames.trueDisplayName = Model.text("finished", id: "fin-t")
        finishedNames.falseDisplayName = Model.text("unfinished", id: "fin-f")
        var intent = Model.intent(
            "Log",
            parameters: [
                Model.parameter("period", .enumeration(Model.reference("Period")), line: 2),
                Model.parameter("pages", .integer, line: 3),
            ],
            response: Response(
                location: Model.at(10),
                codes: [
                    Model.code("success", line: 11, format: "You read ${pages} pages of ${book}"),
                    Model.code("failure", line: 12, format: "No ${book} this ${mood}"),
                    Model.code("failureFinished", line: 16, format: "${book}: ${finished}"),
                ],
                parameters: [
                    Model.parameter("pages", .integer, role: .responseParameter, line: 13),
                    Model.parameter("book", .string, role: .responseParameter, line: 14),
                    Model.parameter(
                        "mood", .enumeration(Model.reference("Period")), role: .responseParameter, line: 15),
                    Model.parameter("finished", .boolean, role: .responseParameter, line: 17, metadata: finishedNames),
                ]))
        intent.parameterCombinations = [
            ParameterCombination(
                key: "period,pages", keyLocation: Model.at(4),
                title: FormatString(text: "Log ${pages} pages per ${period}", id: "T1", at: Model.at(5)))
        ]
        return Model.definition(
            path: "/x/Base.lproj/Diary.intentdefinition", intents: [intent],
            enums: [Model.enumeration("Period", line: 20, unknown: false, cases: ["day", "week"])])
    }()

    /// The strings Xcode's rule exports for ``definition`` (as `ExportedStrings` computes them
    /// from the file) and its German, French and Polish tables.
    static let translations: TranslationLint.Result = {
        func exported(_ key: String, _ text: String, resolving root: String? = nil) -> ExportedString {
            ExportedString(key: key, text: text, at: Model.at(1), resolvedPlaceholder: root)
        }
        func table(_ language: String, _ entries: [String: String]) -> TranslationTable {
            TranslationTable(
                path: "/x/\(language).lproj/Diary.strings", language: language, format: .strings,
                entries: entries.sorted { $0.key < $1.key }.map {
                    TranslationEntry(key: $0.key, value: $0.value, at: Model.at(1), valueLocation: Model.at(1))
                })
        }
        return TranslationLint.Result(
            exported: [
                exported("T1-c-day", "Log ${pages} pages per Day", resolving: "period"),
                exported("T1-c-week", "Log ${pages} pages per Week", resolving: "period"),
                exported("c-day", "Day"), exported("c-week", "Week"),
                exported("f-success", "You read ${pages} pages of ${book}"),
                exported("f-failure-c-day", "No ${book} this Day", resolving: "mood"),
                exported("f-failure-c-week", "No ${book} this Week", resolving: "mood"),
            ],
            tables: [
                table(
                    "de",
                    [
                        "T1-c-day": "${pages} Seiten pro Tag protokollieren",
                        "T1-c-week": "${pages} Seiten pro Woche protokollieren",
                        "c-day": "Tag", "c-week": "Woche",
                        "f-success": "Von ${book} hast du ${pages} Seiten gelesen",
                        "f-failure-c-day": "Kein ${book} an diesem Tag, 100% sicher",
                    ]),
                // The sentence writes the names in lower case, the enum's own names are
                // capitalised: no single sentence comes back, so French shows the Base text.
                table(
                    "fr",
                    [
                        "T1-c-day": "Noter ${pages} pages par jour", "T1-c-week": "Noter ${pages} pages par semaine",
                        "c-day": "Jour", "c-week": "Semaine",
                    ]),
                table("pl", ["f-success": "Przeczytałeś ${strony} stron z ${book}"]),
            ],
            readingDiagnostics: [], findings: [])
    }()

    /// The catalog's values as key → language → value, read back as JSON.
    static func values(_ catalog: String) throws -> [String: [String: String]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        var result: [String: [String: String]] = [:]
        for (key, string) in strings {
            #expect((string["comment"] as? String)?.hasPrefix("Generated by intentc from ") == true)
            let localizations = try #require(string["localizations"] as? [String: [String: [String: String]]])
            for (language, localization) in localizations {
                #expect(localization["stringUnit"]?["state"] == "translated")
                result[key, default: [:]][language] = try #require(localization["stringUnit"]?["value"])
            }
        }
        return result
    }

    static var catalog: String? {
        catalog(of: definition, translations: DefinitionTranslations(translations, developmentLanguage: "en"))
    }

    /// The String Catalog the `appintents` flavor generates beside its Swift for `definition`,
    /// from the same one run; nil when it generates only the Swift.
    static func catalog(of definition: Definition, translations: DefinitionTranslations?) -> String? {
        let (files, _) = SwiftGenerator.generatedFiles(
            definition, options: GenerationOptions(flavor: .appIntents), translations: translations)
        #expect(files.first?.placement == .source)
        return files.first { $0.placement != .source }?.text
    }

    @Test func summariesAndDialogsCarryEveryTranslationTheTablesAllow() throws {
        let values = try Self.values(try #require(Self.catalog))
        #expect(
            values == [
                // Compound translations with the value's translated name turned back into the
                // parameter; French's names do not occur in its sentences.
                "Log ${pages} pages per ${period}": [
                    "en": "Log ${pages} pages per ${period}", "de": "${pages} Seiten pro ${period} protokollieren",
                ],
                // Reordered: German names the book first. Polish translated a placeholder name.
                "f-success": ["en": "You read %1$@ pages of %2$@", "de": "Von %2$@ hast du %1$@ Seiten gelesen"],
                // Per value of `mood`; `%` is doubled once the text is a format.
                "f-failure-c-day": ["en": "No %1$@ this Day", "de": "Kein %1$@ an diesem Tag, 100%% sicher"],
                "f-failure-c-week": ["en": "No %1$@ this Week"],
                // What a mood without a compound key shows (`mood` is optional: no value).
                "f-failure": ["en": "No %1$@ this %2$@"],
                "f-failureFinished-fin-t": ["en": "%1$@: finished"],
                "f-failureFinished-fin-f": ["en": "%1$@: unfinished"],
                "f-failureFinished": ["en": "%1$@: %2$@"],
            ])
    }

    @Test func theSwiftLooksUpExactlyTheCatalogsKeys() throws {
        let source = try #require(
            SwiftGenerator.generate(Self.definition, options: GenerationOptions(flavor: .appIntents)).source)
        #expect(source.contains(#"Summary("Log \(\.$pages) pages per \(\.$period)", table: "DiaryAppIntents")"#))
        #expect(source.contains("switch response.mood {\n        case .day?:"))
        #expect(
            source.contains(
                "\"f-failure-c-day\",\n              defaultValue: \"No \\(Self.text(response.book)) this Day\""))
        #expect(source.contains("default:\n          return AppIntents.IntentDialog("))
        #expect(source.contains("switch response.finished {\n        case true?:"))
        let keys = Set(try Self.values(try #require(Self.catalog)).keys)
        let looked = try AppIntentsLocalizationTests.catalogKeys(in: source, table: "DiaryAppIntents")
        #expect(Set(looked) == keys)
    }

    /// The switches over an optional enum and an optional Boolean compile on Apple's SDK.
    @Test(AppleSDK.availability) func theOutputTypechecks() throws {
        let files = try AppIntentsTypechecker.generatedPair(Self.definition, name: "Diary")
        AppIntentsTypechecker.expectClean(try AppIntentsTypechecker.typecheck(files, flags: []), "Diary")
    }

    @Test func theCatalogIsSortedAndTheSameEveryTime() throws {
        let catalog = try #require(Self.catalog)
        #expect(Self.catalog == catalog)
        let keys = catalog.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0.dropFirst(4)) }
        #expect(keys == keys.sorted() && keys.count == 8)
        let languages = catalog.split(separator: "\n").filter { $0.hasPrefix("        \"") }.map(String.init)
        #expect(languages.first == #"        "de" : {"# && languages[1] == #"        "en" : {"#)
    }

    @Test func withoutTranslationsTheCatalogHoldsTheDevelopmentLanguage() throws {
        let catalog = try #require(
            Self.catalog(
                of: Self.definition, translations: DefinitionTranslations(tables: [:], developmentLanguage: "fr")))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "fr")
        #expect(catalog.contains(#""value" : "You read %1$@ pages of %2$@""#))
        // A definition whose output looks nothing up gets no catalog.
        #expect(Self.catalog(of: Model.definition(intents: [Model.intent("Bare")]), translations: nil) == nil)
        // Without translations, the Base text is English; the file goes beside the Swift.
        let (files, _) = SwiftGenerator.generatedFiles(Self.definition, options: GenerationOptions(flavor: .appIntents))
        #expect(files.map(\.placement) == [.source, .beside(fileName: "DiaryAppIntents.xcstrings")])
        #expect(try #require(files.last).text.contains(#""sourceLanguage" : "en""#))
    }
}
