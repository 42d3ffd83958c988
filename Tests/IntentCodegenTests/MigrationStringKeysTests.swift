import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// `intentc migrate --string-keys semantic`: every string the tables do not translate is keyed
/// by what it is, every translated one keeps its ID, and the catalog holds exactly the keys the
/// code looks up, the same on every run.
@Suite struct MigrationStringKeysTests {
    static let bookClub = PackagePaths.root.appendingPathComponent("Definitions/BookClub.intentdefinition").path

    /// The catalog's strings (key → language → text) and the keys the Swift looks up (its
    /// resources' keys and its summaries', whose key is their sentence in App Intents' form).
    static func keys(_ files: [String: String], catalog name: String) throws -> (
        catalog: [String: [String: String]], code: Set<String>
    ) {
        let text = try #require(files[name], "no \(name)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        var catalog: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
            catalog[key] = localizations.compactMapValues { ($0["stringUnit"] as? [String: Any])?["value"] as? String }
        }
        let swift = files.filter { $0.key.hasSuffix(".swift") }.values
        let resources = Set(swift.flatMap(MigrationStringCatalog.resourceKeys))
        let summaries = catalog.keys.filter { key in swift.contains { $0.contains("Summary(\"" + swiftSummary(key)) } }
        return (catalog, resources.union(summaries))
    }

    /// A summary's key as its Swift literal writes it: each `${property}` as `\(\.$property)`.
    static func swiftSummary(_ key: String) -> String {
        var literal = ""
        var rest = key[...]
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            literal += String(rest[..<start.lowerBound]) + "\\(\\.$" + String(rest[start.upperBound..<end]) + ")"
            rest = rest[rest.index(after: end)...]
        }
        return literal + String(rest)
    }

    /// Writes `de.lproj/BookClub.strings` holding `table` into a new folder.
    static func germanTables(_ table: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined(),
            to: "de.lproj/BookClub.strings")
        return directory
    }

    @Test func untranslatedStringsAreKeyedByWhatTheyAreAndTheCatalogHoldsExactlyTheCodesKeys() throws {
        let (_, _, files) = try MigrationTests.migrate(Self.bookClub, stringKeys: .semantic)
        let (catalog, code) = try Self.keys(files, catalog: "BookClub.xcstrings")
        #expect(Set(catalog.keys) == code)
        #expect(
            code == [
                "ReadingLogAppIntent.title", "ReadingLogAppIntent.description",
                "ReadingLogAppIntent.book.title", "ReadingLogAppIntent.book.prompt",
                "ReadingLogAppIntent.period.title", "ReadingLogAppIntent.pagesPerDay.title",
                "ReadingLogAppIntent.pagesPerDay.prompt", "ReadingLogAppIntent.showProgress.title",
                "ReadingLogAppIntent.showProgress.true", "ReadingLogAppIntent.showProgress.false",
                "ReadingLogAppIntent.shelves.title", "ReadingLogAppIntent.Response.success",
                "ReadingLogAppIntent.Failure.failureBookNotFound",
                "ReadingPeriodAppEnum.typeName", "ReadingPeriodAppEnum.day.title",
                "ReadingPeriodAppEnum.week.title", "ReadingPeriodAppEnum.month.title",
                "BookAppEntity.typeName", "BookAppEntity.title.title", "BookAppEntity.author.title",
                "BookAppEntity.pageCount.title",
                // A summary is keyed by its sentence.
                "Log reading of ${book}", "ReadingLogAppIntent.prediction1.title",
                "ReadingLogAppIntent.prediction1.subtitle",
            ], "\(code.sorted())")
        #expect(catalog["ReadingLogAppIntent.title"] == ["en": "Reading Log"])
        #expect(catalog["ReadingPeriodAppEnum.week.title"] == ["en": "Week"])
        #expect(catalog["ReadingLogAppIntent.Failure.failureBookNotFound"] == ["en": "%1$@ is not on your shelf"])
        let intent = try #require(files["ReadingLogAppIntent.swift"])
        #expect(
            intent.contains(
                #"LocalizedStringResource("ReadingLogAppIntent.title", defaultValue: "Reading Log", table: "BookClub")"#
            ),
            "\(intent)")
        #expect(intent.contains("\"ReadingLogAppIntent.Response.success\",\n"), "\(intent)")
    }

    @Test func translatedStringsKeepTheirIDsWithEveryTranslation() throws {
        let tables = try Self.germanTables([
            "4t3tGo": "Lesetagebuch", "dhKMlR": "Tag", "cAKEIO": "${bookTitle} steht nicht in deinem Regal",
        ])
        let (_, _, files) = try MigrationTests.migrate(Self.bookClub, translations: tables.root, stringKeys: .semantic)
        let (catalog, code) = try Self.keys(files, catalog: "BookClub.xcstrings")
        #expect(Set(catalog.keys) == code)
        #expect(catalog["4t3tGo"] == ["en": "Reading Log", "de": "Lesetagebuch"])
        #expect(catalog["dhKMlR"] == ["en": "Day", "de": "Tag"])
        #expect(catalog["cAKEIO"] == ["en": "%1$@ is not on your shelf", "de": "%1$@ steht nicht in deinem Regal"])
        for renamed in [
            "ReadingLogAppIntent.title", "ReadingPeriodAppEnum.day.title",
            "ReadingLogAppIntent.Failure.failureBookNotFound",
        ] {
            #expect(!code.contains(renamed), "\(renamed) is translated: its ID stays")
        }
        // The rest are named as without tables.
        #expect(code.contains("ReadingLogAppIntent.description") && code.contains("ReadingPeriodAppEnum.week.title"))
        #expect(catalog["ReadingLogAppIntent.description"]?.keys.sorted() == ["en"])
        let intent = try #require(files["ReadingLogAppIntent.swift"])
        #expect(intent.contains("LocalizedStringResource(\"4t3tGo\", defaultValue: \"Reading Log\""), "\(intent)")
    }

    /// A name already taken (here an ID spelt like one) gets the next free number, and the ID
    /// that took it is renamed itself: every key stays unique.
    @Test func aTakenNameEndsInTheNextNumber() throws {
        let original = try String(contentsOfFile: Self.bookClub, encoding: .utf8)
        let description = "<key>INIntentDescriptionID</key>\n\t\t\t<string>H6av1I</string>"
        try #require(original.contains(description))
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            original.replacingOccurrences(
                of: description, with: description.replacingOccurrences(of: "H6av1I", with: "ReadingLogAppIntent.title")
            ),
            to: "BookClub.intentdefinition")
        let (_, _, files) = try MigrationTests.migrate(path, stringKeys: .semantic)
        let (catalog, code) = try Self.keys(files, catalog: "BookClub.xcstrings")
        #expect(Set(catalog.keys) == code)
        #expect(catalog["ReadingLogAppIntent.title_2"] == ["en": "Reading Log"])
        #expect(catalog["ReadingLogAppIntent.description"]?["en"]?.hasPrefix("Shows how much you read") == true)
        #expect(catalog["ReadingLogAppIntent.title"] == nil)
    }

    /// A text translated per value of an enum (the soup chef's dialogs, compound keys
    /// `<ID>-<valueID>`) is keyed per value after the case, unless a table translates that value's
    /// text, which keeps its compound key.
    @Test(CorpusLocator.availability) func aTextTranslatedPerValueIsKeyedPerCase() throws {
        let definition = try #require(
            try CorpusLocator.requireFiles().first { $0.lastPathComponent.hasPrefix("041_") })
        let stem = definition.deletingPathExtension().lastPathComponent
        let directory = try TemporaryDirectory()
        try directory.write(
            "\"t02HyZ-RWJQKu\" = \"Leider ist die Muschelsuppe ausverkauft.\";\n", to: "de.lproj/\(stem).strings")
        let (_, _, files) = try MigrationTests.migrate(
            definition.path, translations: directory.root, stringKeys: .semantic)
        let (catalog, code) = try Self.keys(files, catalog: stem + ".xcstrings")
        #expect(Set(catalog.keys) == code)
        for key in [
            "OrderSoupAppIntent.Response.success", "OrderSoupAppIntent.Response.success.clamChowder",
            "OrderSoupAppIntent.Response.successReadySoon.tomatoSoup",
            "OrderSoupAppIntent.Failure.failureOutOfStock.chickenNoodleSoup",
        ] {
            #expect(code.contains(key), "\(key): \(code.sorted())")
        }
        #expect(
            catalog["OrderSoupAppIntent.Response.success.clamChowder"]?["en"]
                == "Your total is %1$@. Your Clam Chowder order will be ready in %2$@.")
        #expect(
            catalog["t02HyZ-RWJQKu"]
                == ["en": "Sorry, Clam Chowder is out of stock.", "de": "Leider ist die Muschelsuppe ausverkauft."])
        #expect(!code.contains("OrderSoupAppIntent.Failure.failureOutOfStock.clamChowder"))
    }

    @Test func theSameDefinitionAndTablesGiveTheSameKeys() throws {
        let tables = try Self.germanTables(["4t3tGo": "Lesetagebuch"])
        let first = try MigrationTests.migrate(Self.bookClub, translations: tables.root, stringKeys: .semantic).files
        let second = try MigrationTests.migrate(Self.bookClub, translations: tables.root, stringKeys: .semantic).files
        #expect(first == second)
        let ids = try MigrationTests.migrate(Self.bookClub, translations: tables.root).files
        #expect(first.keys.sorted() == ids.keys.sorted())
        #expect(first != ids)
    }

    /// Over the corpus's translated definitions: every key the IDs' output looks up that a table
    /// translates is looked up as it is, every other renamed to a name no definition key has.
    @Test(CorpusLocator.availability) func corpusTranslationsKeepTheirIDs() throws {
        var renamed = 0
        for stem in try CorpusLocator.requireTranslationStems() {
            let directory = try #require(CorpusLocator.translationsDirectory).appendingPathComponent(stem).path
            let definition = try #require(CorpusLocator.directory).appendingPathComponent(stem + ".intentdefinition")
                .path
            let checked = try #require(
                TranslationLint.run(
                    definitionPath: definition, tablePaths: TranslationDiscovery.tables(inDirectory: directory),
                    developmentLanguage: "en"))
            let translations = DefinitionTranslations(checked, developmentLanguage: "en")
            let translated = Set(translations.tables.filter { $0.key != "en" }.values.flatMap(\.keys))
            let exported = Set(translations.exported.map(\.key))
            let catalog = stem + ".xcstrings"
            let ids = try Self.keys(
                try MigrationTests.migrate(definition, translations: directory).files, catalog: catalog
            ).code
            let semantic = try Self.keys(
                try MigrationTests.migrate(definition, translations: directory, stringKeys: .semantic).files,
                catalog: catalog
            ).code
            let kept = ids.intersection(translated)
            #expect(kept.isSubset(of: semantic), "\(stem): lost \(kept.subtracting(semantic).sorted())")
            let named = semantic.subtracting(ids)
            #expect(named.isDisjoint(with: exported), "\(stem): \(named.intersection(exported).sorted())")
            renamed += named.count
        }
        #expect(renamed > 0)
    }
}
