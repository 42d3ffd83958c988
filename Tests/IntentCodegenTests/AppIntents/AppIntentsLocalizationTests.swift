import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// The `appintents` flavor looks its text up in the definition's own translation tables: every
/// `LocalizedStringResource(key, defaultValue:, table:)` in the output names a key the
/// Translations module exports for that definition (the key set `intentc strings` prints and
/// translators fill), carries that key's Base text, and names the definition's table; and no
/// title, name, description or fixed dialog is left as a bare literal that no table can reach.
/// Texts App Intents fills with values (summaries, dialogs with placeholders) name the generated
/// String Catalog's table instead, and every key they look up is one of that catalog's.
@Suite struct AppIntentsLocalizationTests {
    /// One resource found in generated code.
    struct Resource: Equatable {
        let key: String
        let defaultValue: String
        let table: String
    }

    /// Every `LocalizedStringResource("…", defaultValue: "…", table: "…")` in `source` but those
    /// of table `excluded`, in order; the literals are read back with JSON's string syntax (the
    /// generator writes no escapes outside it for the texts here).
    static func resources(in source: String, excluding excluded: String) throws -> [Resource] {
        let literal = #""((?:[^"\\]|\\.)*)""#
        let pattern = try NSRegularExpression(
            pattern: #"LocalizedStringResource\(\s*"# + literal + #",\s*defaultValue:\s*"# + literal
                + #",\s*table:\s*"# + literal + #"\s*\)"#)
        let text = source as NSString
        return try pattern.matches(in: source, range: NSRange(location: 0, length: text.length)).compactMap { match in
            func group(_ index: Int) throws -> String { try decoded(text.substring(with: match.range(at: index))) }
            guard try group(3) != excluded else { return nil }
            return Resource(key: try group(1), defaultValue: try group(2), table: try group(3))
        }
    }

    /// The body of a Swift string literal read back with JSON's string syntax.
    static func decoded(_ raw: String) throws -> String {
        try JSONDecoder().decode(String.self, from: Data(("\"" + raw + "\"").utf8))
    }

    /// Every key `source` looks up in the catalog table `table`: the keys of its
    /// `LocalizedStringResource(key, defaultValue:, table: table)` and the sentences of its
    /// `Summary("…", table: table)`, each `\(\.$property)` as App Intents writes it, `${property}`.
    static func catalogKeys(in source: String, table: String) throws -> [String] {
        let literal = #""((?:[^"\\]|\\.)*)""#
        let tableArgument = #",\s*table:\s*""# + NSRegularExpression.escapedPattern(for: table) + #"""#
        let resource = try NSRegularExpression(
            pattern: #"LocalizedStringResource\(\s*"# + literal + #",\s*defaultValue:\s*"# + literal + tableArgument)
        let summary = try NSRegularExpression(pattern: #"Summary\(\s*"# + literal + tableArgument)
        let text = source as NSString
        let range = NSRange(location: 0, length: text.length)
        let keys = try resource.matches(in: source, range: range).map {
            try decoded(text.substring(with: $0.range(at: 1)))
        }
        let property = try NSRegularExpression(pattern: #"\\\(\\\.\$([A-Za-z_][A-Za-z0-9_]*)\)"#)
        let sentences = try summary.matches(in: source, range: range).map { match in
            let raw = text.substring(with: match.range(at: 1))
            return try decoded(
                property.stringByReplacingMatches(
                    in: raw, range: NSRange(location: 0, length: (raw as NSString).length), withTemplate: "\\${$1}"))
        }
        return keys + sentences
    }

    /// The App Intents output of the definition at `path`.
    static func appIntents(_ path: String) throws -> String {
        let definition = try #require(DefinitionLoader.load(contentsOf: path).definition, "\(path)")
        return try #require(SwiftGenerator.generate(definition, options: GenerationOptions(flavor: .appIntents)).source)
    }

    /// Checks the resources of `path`'s output against the strings it exports, and its
    /// catalog lookups against the catalog generated with `tables`; returns the resources and
    /// the catalog's values (key → language → value).
    @discardableResult
    static func expectResolvable(_ path: String, tables: [String] = []) throws
        -> (resources: [Resource], catalog: [String: [String: String]])
    {
        let lint = try #require(
            TranslationLint.run(definitionPath: path, tablePaths: tables, developmentLanguage: "en"))
        let exported = Dictionary(lint.exported.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let source = try appIntents(path)
        let found = try resources(in: source, excluding: stem + "AppIntents")
        let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
        let catalog =
            try AppIntentsStringCatalogTests.catalog(
                of: definition, translations: DefinitionTranslations(lint, developmentLanguage: "en")
            ).map(AppIntentsStringCatalogTests.values) ?? [:]
        let looked = try catalogKeys(in: source, table: stem + "AppIntents")
        #expect(Set(looked) == Set(catalog.keys), "\(path): keys looked up and keys in the catalog differ")
        for resource in found {
            #expect(resource.table == stem, "\(path): \(resource)")
            #expect(
                exported[resource.key] != nil, "\(path): key \(resource.key) is not a key of the definition's tables")
            #expect(exported[resource.key].map { $0 == resource.defaultValue } ?? true, "\(path): \(resource)")
        }
        return (found, catalog)
    }

    @Test(arguments: AppIntentsTypecheckTests.examples)
    func definitionsResolveEveryTextToAnExportedKey(path: String) throws {
        let found = try Self.expectResolvable(path).resources
        #expect(!found.isEmpty, "\(path) has no localized text")
        // Each definition in Definitions/ gives all its texts IDs, so none may stay a bare literal
        // (an entity's `DisplayRepresentation(title: "\(displayString)")` shows the app's own text).
        let source = try Self.appIntents(path) as NSString
        let bare = try NSRegularExpression(
            pattern: #"(title: |name: |true: |false: |IntentDescription\(|IntentDialog\()"(?!\\\()"#)
        let matches = bare.matches(in: source as String, range: NSRange(location: 0, length: source.length))
        #expect(matches.isEmpty, "\(path): bare literals \(matches.map { source.substring(with: $0.range) })")
    }

    @Test func aTitleWithoutAnIDStaysALiteralAndOneWithPlaceholdersIsNotKeyed() throws {
        let translator = AppIntentsTranslator(
            plan: DefinitionPlan(
                Definition(
                    path: "Dir/Orders.intentdefinition",
                    location: SourceLocation(file: "Dir/Orders.intentdefinition", line: 1, column: 1)),
                options: GenerationOptions(flavor: .appIntents),
                scheme: AppIntentsTranslator.naming),
            options: GenerationOptions(flavor: .appIntents))
        #expect(translator.translationTable == "Orders")
        #expect(ExpressionLayout.flat(translator.localized(key: nil, text: "Soup")) == #""Soup""#)
        #expect(ExpressionLayout.flat(translator.localized(key: "a1", text: "Order ${soup}")) == #""Order ${soup}""#)
        #expect(
            ExpressionLayout.flat(translator.localized(key: "a1", text: "Soup"))
                == #"Foundation.LocalizedStringResource("a1", defaultValue: "Soup", table: "Orders")"#)
    }

    @Test(CorpusLocator.availability)
    func corpusDefinitionsWithTranslationsResolveToKeysOfTheirTables() throws {
        let corpus = try #require(CorpusLocator.directory)
        var unreached: [String] = []
        var catalogs: [String: [String: [String: String]]] = [:]
        for stem in try CorpusLocator.requireTranslationStems() {
            let tables = TranslationDiscovery.tables(
                inDirectory: corpus.appendingPathComponent("translations/\(stem)").path)
            let path = corpus.appendingPathComponent(stem + ".intentdefinition").path
            let (found, catalog) = try Self.expectResolvable(path, tables: tables)
            #expect(!found.isEmpty, "\(stem) has no localized text")
            catalogs[stem] = catalog
            // The keys are the real tables' keys: some generated key is translated in the folder.
            let lint = try #require(
                TranslationLint.run(definitionPath: path, tablePaths: tables, developmentLanguage: "en"))
            let translated = Set(lint.tables.flatMap { $0.entries.map(\.key) })
            if !found.contains(where: { translated.contains($0.key) }) { unreached.append(stem) }
        }
        // 041's only table is a `.stringsdict` for one unsupported-reason text with placeholders
        // (`You asked for ${quantity} soup, …`), which the flavor does not emit.
        #expect(unreached == ["041_kevingomes17_ios-swift-soup-chef_Intents"])
        // Catalog values checked by hand against the tables: a dialog (`${websiteURL} kann nicht
        // in einem neuen Tab geöffnet werden.`), one with two values (`Der Status von ${item} ist
        // ${state}`), a summary whose translation moves the parameter to the front, and a
        // language left out because its table translated the placeholder's name (`${URLstrony}`).
        #expect(
            catalogs["008_brave_brave-ios_BrowserIntents"]?["0Lu6sT"]?["de"]
                == "%1$@ kann nicht in einem neuen Tab geöffnet werden.")
        #expect(catalogs["008_brave_brave-ios_BrowserIntents"]?["0Lu6sT"]?["pl"] == nil)
        #expect(
            catalogs["008_brave_brave-ios_BrowserIntents"]?["0Lu6sT"]?["fr"]
                == "Impossible d'ouvrir %1$@ dans un nouvel onglet.")
        #expect(catalogs["001_openhab_openhab-ios_Intents"]?["6hUiXZ"]?["de"] == "Der Status von %1$@ ist %2$@")
        #expect(catalogs["010_ColdGrub1384_Pyto_Intents"]?["Run ${command}"]?["de"] == "${command} ausführen")
        // Every language of every table reaches the catalogs of the eleven definitions with
        // summaries or dialogs that show values.
        #expect(catalogs.values.filter { !$0.isEmpty }.count == 7)
    }

    /// Every catalog value is its key's translation with the placeholders in App Intents' form:
    /// checked over the whole corpus, against the tables read directly.
    @Test(CorpusLocator.availability)
    func corpusCatalogValuesAreTheTablesTranslations() throws {
        let corpus = try #require(CorpusLocator.directory)
        var checked = 0
        for stem in try CorpusLocator.requireTranslationStems() {
            let tables = TranslationDiscovery.tables(
                inDirectory: corpus.appendingPathComponent("translations/\(stem)").path)
            let path = corpus.appendingPathComponent(stem + ".intentdefinition").path
            let lint = try #require(
                TranslationLint.run(definitionPath: path, tablePaths: tables, developmentLanguage: "en"))
            let catalog = try Self.expectResolvable(path, tables: tables).catalog
            let base = Dictionary(lint.exported.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
            for (key, values) in catalog {
                // Dialogs are keyed by their ID: each `${name}` becomes the position of its first
                // use in the Base text; summaries keep `${name}`.
                guard let baseText = base[key] else { continue }
                let order = Placeholder.scan(baseText).map(\.name)
                for (language, value) in values where language != "en" {
                    let translation = try #require(
                        lint.tables.first { $0.language == language && $0.entries.contains { $0.key == key } }?
                            .entries.first { $0.key == key }?.value)
                    var expected = order.isEmpty ? translation : translation.replacingOccurrences(of: "%", with: "%%")
                    for name in Set(order) {
                        let position = (order.firstIndex(of: name) ?? 0) + 1
                        expected = expected.replacingOccurrences(of: "${\(name)}", with: "%\(position)$@")
                    }
                    #expect(value == expected, "\(stem) \(key) \(language)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
