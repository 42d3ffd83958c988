import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// What `intentc migrate` keeps of a definition: every name that carries users' data (the old
/// class name, parameter names verbatim, enum cases) and every language of its translation
/// tables, under the tables' keys, for Definitions/ and every corpus file.
@Suite struct MigrationTests {
    /// The migration of the definition at `path` with the tables in `translations` (else those
    /// beside it), its strings keyed as `stringKeys` says: the model and the files by name.
    static func migrate(
        _ path: String, translations: String? = nil, stringKeys: GenerationOptions.StringKeys = .ids
    ) throws -> (
        definition: Definition, diagnostics: [Diagnostic], files: [String: String]
    ) {
        let tables =
            translations.map(TranslationDiscovery.tables(inDirectory:))
            ?? TranslationDiscovery.tables(besideDefinition: path)
        let checked = TranslationLint.run(definitionPath: path, tablePaths: tables, developmentLanguage: "en")
        let (output, migration) = IntentCompiler.migrate(
            .file(path),
            options: IntentCompiler.Options(
                generation: GenerationOptions(accessLevel: .internal, stringKeys: stringKeys),
                translations: checked.map { DefinitionTranslations($0, developmentLanguage: "en") }))
        #expect(!output.failed, "\(path): \(output.diagnostics)")
        var files: [String: String] = [:]
        for file in try #require(migration).files {
            guard case .beside(let name) = file.placement else { continue }
            files[name] = file.text
        }
        return (try #require(output.definition), output.diagnostics, files)
    }

    /// Records an issue for every class name, parameter and enum case of `definition` that the
    /// migrated `files` do not keep as written (parameters App Intents cannot hold are reported
    /// by IC153 instead, and an enum's raw-value-0 case has no App Enum case).
    static func expectNamesKept(
        _ definition: Definition, _ diagnostics: [Diagnostic], _ files: [String: String], _ name: String
    ) {
        let swift = files.filter { $0.key.hasSuffix(".swift") }.values.joined(separator: "\n")
        let dropped = diagnostics.filter { $0.code.rawValue == "IC153" }.map(\.message)
        for intent in definition.intents where intent.kind == .custom {
            let className = intent.className?.value ?? intent.composedClassName(projectPrefix: "")
            #expect(swift.contains("static let intentClassName = \"\(className)\""), "\(name): \(className)")
            for parameter in intent.parameters
            where !dropped.contains(where: { $0.contains("'\(parameter.name)' of intent '\(intent.name)'") }) {
                #expect(
                    swift.contains("var \(parameter.name): ") || swift.contains("var `\(parameter.name)`: "),
                    "\(name): parameter \(parameter.name) of \(intent.name)")
            }
        }
        for enumeration in definition.enums where enumeration.cases.contains(where: { $0.rawValue != 0 }) {
            for enumCase in enumeration.cases where enumCase.rawValue != 0 {
                #expect(
                    swift.contains("case \(enumCase.name)\n") || swift.contains("case `\(enumCase.name)`\n"),
                    "\(name): case \(enumCase.name) of \(enumeration.name)")
            }
        }
    }

    /// Records an issue for every failure code with a text that the owned intent does not
    /// throw: its text must be read only inside `enum Failure`, never answered as a dialog of
    /// `perform()`, so that a Shortcut stops on a failure.
    static func expectFailuresThrown(_ definition: Definition, _ files: [String: String], _ name: String) {
        for intent in definition.intents where intent.kind == .custom {
            let className = intent.className?.value ?? intent.composedClassName(projectPrefix: "")
            guard let response = intent.response,
                let file = files.values.first(where: { $0.contains("static let intentClassName = \"\(className)\"") })
            else { continue }
            for code in response.codes where !code.isSuccess && code.name != "success" {
                guard let id = code.formatString?.id, !id.isEmpty, code.formatString?.text.isEmpty == false,
                    !["unspecified", "ready", "continueInApp", "inProgress"].contains(code.name)
                else { continue }
                let failure = file.range(of: "enum Failure: Error, CustomLocalizedStringResourceConvertible {")
                let perform = file.range(of: "func perform()")
                #expect(failure != nil, "\(name): \(intent.name) throws no Failure")
                guard let failure, let perform else { continue }
                let uses = file.ranges(of: "\"\(id)")
                #expect(!uses.isEmpty, "\(name): \(intent.name).\(code.name)'s text is in no Failure")
                for use in uses {
                    #expect(
                        use.lowerBound > failure.upperBound && use.upperBound < perform.lowerBound,
                        "\(name): \(intent.name).\(code.name)'s text is answered outside Failure")
                }
            }
        }
    }

    @Test func definitionsKeepEveryNameThatCarriesData() throws {
        let folder = PackagePaths.root.appending(path: "Definitions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".intentdefinition")
        }
        try #require(names.count >= 4)
        for name in names {
            let (definition, diagnostics, files) = try Self.migrate(folder.appending(path: name).path)
            Self.expectNamesKept(definition, diagnostics, files, name)
            Self.expectFailuresThrown(definition, files, name)
        }
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames)
    func corpusFileKeepsEveryNameThatCarriesData(name: String) throws {
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let (definition, diagnostics, files) = try Self.migrate(file.path)
        Self.expectNamesKept(definition, diagnostics, files, name)
        Self.expectFailuresThrown(definition, files, name)
        #expect(
            !files.values.contains { $0.contains("IntentRuntime") || $0.hasPrefix("//") },
            "\(name): standalone, no header")
    }

    @Test(CorpusLocator.availability, arguments: GenerationOptions.StringKeys.allCases)
    func theCatalogHoldsTheKeysTheCodeLooksUpInEveryLanguageOfTheTables(stringKeys: GenerationOptions.StringKeys)
        throws
    {
        for stem in try CorpusLocator.requireTranslationStems() {
            let directory = try #require(CorpusLocator.translationsDirectory).appendingPathComponent(stem).path
            let definition = try #require(CorpusLocator.directory).appendingPathComponent(stem + ".intentdefinition")
                .path
            let tables = TranslationDiscovery.tables(inDirectory: directory)
            let checked = try #require(
                TranslationLint.run(definitionPath: definition, tablePaths: tables, developmentLanguage: "en"))
            let translations = DefinitionTranslations(checked, developmentLanguage: "en")
            let (_, _, files) = try Self.migrate(definition, translations: directory, stringKeys: stringKeys)
            let catalog = try #require(files[stem + ".xcstrings"], "\(stem): no catalog")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            var languages = Set<String>()
            for entry in strings.values {
                languages.formUnion((entry["localizations"] as? [String: Any])?.keys ?? [:].keys)
            }
            let expected = Set(translations.tables.filter { !$0.value.isEmpty }.keys).union(["en"])
            #expect(expected.isSubset(of: languages), "\(stem): missing \(expected.subtracting(languages).sorted())")
            // Exactly the keys the code looks up: its resources' keys, and the summaries' (the
            // key of a summary is its text, in App Intents' form: `${name}` for each value).
            let swift = files.filter { $0.key.hasSuffix(".swift") }.values
            let used = Set(swift.flatMap(MigrationStringCatalog.resourceKeys))
            #expect(used.isSubset(of: Set(strings.keys)), "\(stem): missing \(used.subtracting(strings.keys).sorted())")
            let unused = strings.keys.filter { key in
                !used.contains(key) && !key.contains("${") && !swift.contains { $0.contains("Summary(\"\(key)\"") }
            }
            #expect(unused.isEmpty, "\(stem): keys nothing looks up: \(unused.sorted())")
            for (language, table) in translations.tables where language != "en" {
                for (key, text) in table where used.contains(key) {
                    let localized = (strings[key]?["localizations"] as? [String: Any])?[language] as? [String: Any]
                    let value = (localized?["stringUnit"] as? [String: Any])?["value"] as? String
                    // A text App Intents fills with values is kept in its form; any other as translated.
                    if Placeholder.scan(text).isEmpty { #expect(value == text, "\(stem): \(language) \(key)") }
                }
            }
        }
    }
}
