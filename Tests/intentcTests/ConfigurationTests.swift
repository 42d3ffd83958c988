import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

@testable import intentc

@Suite struct ConfigurationTests {
    private func decode(_ text: String) -> (Configuration?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationLoader.decode(
            Array(text.utf8), path: "intentc.json", diagnostics: &diagnostics)
        return (configuration, diagnostics)
    }

    /// The only diagnostic `text` produces, checked for code and place.
    private func expectOnly(
        _ text: String, _ code: DiagnosticCode, line: Int, column: Int, message: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (configuration, diagnostics) = decode(text)
        #expect(configuration == nil, sourceLocation: sourceLocation)
        #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.code == code, sourceLocation: sourceLocation)
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(
            diagnostic.location == Location(file: "intentc.json", line: line, column: column),
            sourceLocation: sourceLocation)
        if let message { #expect(diagnostic.message == message, sourceLocation: sourceLocation) }
    }

    @Test func decodesEveryKey() throws {
        let (configuration, diagnostics) = decode(
            """
            {
              "version": 1,
              "accessLevel": "package",
              "classPrefix": "BC",
              "imports": ["Foundation", "Darwin.C"],
              "flavor": "default",
              "embedTranslations": true,
              "files": {
                "Intents.intentdefinition": {"accessLevel": "internal", "imports": [], "embedTranslations": false},
                "./Widgets/Intents.intentdefinition": {"classPrefix": "W"}
              }
            }
            """)
        #expect(diagnostics.isEmpty)
        let settings = GenerationSettings(
            accessLevel: .package, classPrefix: "BC", imports: ["Foundation", "Darwin.C"], flavor: .default,
            embedTranslations: true)
        #expect(
            configuration
                == Configuration(
                    settings: settings,
                    fileEntries: [
                        .init(
                            key: "Intents.intentdefinition",
                            keyLocation: Location(file: "intentc.json", line: 9, column: 5),
                            pathComponents: ["Intents.intentdefinition"],
                            settings: GenerationSettings(accessLevel: .internal, imports: [], embedTranslations: false)),
                        .init(
                            key: "./Widgets/Intents.intentdefinition",
                            keyLocation: Location(file: "intentc.json", line: 10, column: 5),
                            pathComponents: ["Widgets", "Intents.intentdefinition"],
                            settings: GenerationSettings(classPrefix: "W")),
                    ]))
    }

    @Test func theMinimalConfigurationChangesNothing() throws {
        let (configuration, diagnostics) = decode(#"{"version": 1.0}"#)
        #expect(diagnostics.isEmpty)
        #expect(configuration?.options(forInputPath: "a/B.intentdefinition") == GenerationOptions())
    }

    @Test func perFileEntriesMatchWholeTrailingComponentsAndTheLongestWins() throws {
        let (decoded, _) = decode(
            """
            {"version": 1, "accessLevel": "package", "classPrefix": "Top", "imports": ["A"],
             "files": {"Intents.intentdefinition": {"accessLevel": "internal"},
                       "Widgets/Intents.intentdefinition": {"classPrefix": "W", "imports": []}}}
            """)
        let configuration = try #require(decoded)
        #expect(
            configuration.options(forInputPath: "Sources/App/Intents.intentdefinition")
                == GenerationOptions(accessLevel: .internal, classPrefix: "Top", extraImports: ["A"]))
        // The longer key wins, and only its own settings replace the top level's.
        #expect(
            configuration.options(forInputPath: "./Sources/Widgets/Intents.intentdefinition")
                == GenerationOptions(accessLevel: .package, classPrefix: "W", extraImports: []))
        // A key is matched by whole components, not by characters.
        #expect(
            configuration.options(forInputPath: "MyIntents.intentdefinition")
                == GenerationOptions(accessLevel: .package, classPrefix: "Top", extraImports: ["A"]))
        #expect(
            configuration.options(forInputPath: "/abs/OtherWidgets/Intents.intentdefinition").classPrefix
                == "Top")
    }

    @Test func commandLineSettingsOverrideTheFile() throws {
        let (decoded, _) = decode(
            #"{"version": 1, "accessLevel": "package", "imports": ["A"], "classPrefix": "X"}"#)
        let configuration = try #require(decoded)
        let flags = GenerationSettings(accessLevel: .internal, imports: ["B"])
        #expect(
            flags.applied(to: configuration.options(forInputPath: "a"))
                == GenerationOptions(accessLevel: .internal, classPrefix: "X", extraImports: ["B"]))
    }

    @Test func unreadableFile() {
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationLoader.load(
            contentsOf: "/nonexistent/intentc.json", diagnostics: &diagnostics)
        #expect(configuration == nil)
        #expect(diagnostics.map(\.code) == [.configurationUnreadable])
        #expect(diagnostics.first?.location == nil)
        #expect(diagnostics.first?.message == "cannot read configuration file '/nonexistent/intentc.json'")
    }

    @Test func loadsFromDisk() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("intentc.json")
        try Data(#"{"version": 1, "classPrefix": "Disk"}"#.utf8).write(to: URL(fileURLWithPath: path))
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationLoader.load(contentsOf: path, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(configuration?.settings.classPrefix == "Disk")
    }

    @Test func malformedJSON() {
        expectOnly(
            "{\"version\": 1,\n  \"accessLevel\": public}", .configurationMalformedJSON, line: 2, column: 18,
            message: "expected a JSON value, found 'p'")
    }

    @Test func missingVersion() {
        expectOnly(
            "\n  {\"accessLevel\": \"public\"}", .configurationMissingVersion, line: 2, column: 3,
            message: "configuration has no \"version\" (add \"version\": 1)")
    }

    @Test func unsupportedVersion() {
        expectOnly(
            "{\n\"version\": 2}", .configurationUnsupportedVersion, line: 2, column: 12,
            message: "configuration version 2 is not supported (this intentc reads version 1)")
        expectOnly(#"{"version": 1.5}"#, .configurationUnsupportedVersion, line: 1, column: 13)
    }

    @Test func unknownKeysAtEveryLevel() {
        expectOnly(
            "{\"version\": 1,\n   \"acessLevel\": \"public\"}", .configurationUnknownKey, line: 2, column: 4,
            message:
                "unknown configuration key 'acessLevel' (known keys here: accessLevel, classPrefix, compat, embedTranslations, files, flavor, flavors, imports, shippedClassPrefix, version)"
        )
        expectOnly(
            "{\"version\": 1, \"files\": {\n \"A.intentdefinition\": {\"version\": 1}}}",
            .configurationUnknownKey,
            line: 2, column: 25,
            message:
                "unknown configuration key 'version' (known keys here: accessLevel, classPrefix, embedTranslations, flavor, imports, shippedClassPrefix)"
        )
    }

    @Test func wrongTypes() {
        expectOnly(
            #"{"version": "1"}"#, .configurationWrongType, line: 1, column: 13,
            message: "\"version\" must be a number, not a string")
        expectOnly(
            #"[{"version": 1}]"#, .configurationWrongType, line: 1, column: 1,
            message: "the configuration must be an object, not an array")
        expectOnly(
            #"{"version": 1, "accessLevel": 1}"#, .configurationWrongType, line: 1, column: 31,
            message: "\"accessLevel\" must be a string, not a number")
        expectOnly(
            #"{"version": 1, "classPrefix": null}"#, .configurationWrongType, line: 1, column: 31,
            message: "\"classPrefix\" must be a string, not null")
        expectOnly(
            #"{"version": 1, "imports": "Foundation"}"#, .configurationWrongType, line: 1, column: 27,
            message: "\"imports\" must be an array of strings, not a string")
        expectOnly(
            #"{"version": 1, "imports": ["A", true]}"#, .configurationWrongType, line: 1, column: 33,
            message: "\"imports\" must be a string, not a boolean")
        expectOnly(
            #"{"version": 1, "embedTranslations": "yes"}"#, .configurationWrongType, line: 1, column: 37,
            message: "\"embedTranslations\" must be true or false, not a string")
        expectOnly(
            #"{"version": 1, "files": []}"#, .configurationWrongType, line: 1, column: 25,
            message: "\"files\" must be an object, not an array")
        expectOnly(
            #"{"version": 1, "files": {"A": "internal"}}"#, .configurationWrongType, line: 1, column: 31,
            message: "\"files\" entry 'A' must be an object, not a string")
    }

    @Test func invalidValues() {
        expectOnly(
            #"{"version": 1, "accessLevel": "private"}"#, .configurationInvalidValue, line: 1, column: 31,
            message: "\"accessLevel\" must be one of \"public\", \"package\", \"internal\", not \"private\"")
        expectOnly(
            #"{"version": 1, "flavor": "cobol"}"#, .configurationInvalidValue, line: 1, column: 26,
            message: "\"flavor\" must be one of "
                + GenerationOptions.Flavor.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                + ", not \"cobol\"")
        expectOnly(
            #"{"version": 1, "imports": ["A", "B;C"]}"#, .configurationInvalidValue, line: 1, column: 33,
            message: "'B;C' is not a module name (identifiers joined by dots)")
        expectOnly(
            #"{"version": 1, "classPrefix": "1A"}"#, .configurationInvalidValue, line: 1, column: 31)
        expectOnly(
            #"{"version": 1, "files": {"./": {}}}"#, .configurationInvalidValue, line: 1, column: 26,
            message: "\"files\" key './' names no file")
    }

    /// `flavors` lists every flavor the build plugin generates; the command line takes the first.
    @Test func flavorsListsFlavorsThatShareAModule() throws {
        for (list, flavors) in [
            (#"["default", "appintents"]"#, [GenerationOptions.Flavor.default, .appIntents]),
            (#"["appintents", "default"]"#, [.appIntents, .default]),
            (#"["intents", "appintents"]"#, [.intents, .appIntents]),
            (#"["intents"]"#, [.intents]),
        ] {
            let (configuration, diagnostics) = decode(#"{"version": 1, "flavors": \#(list)}"#)
            #expect(diagnostics.isEmpty, "\(list): \(diagnostics)")
            #expect(configuration?.flavors == flavors)
            #expect(configuration?.options(forInputPath: "A.intentdefinition").flavor == flavors.first)
        }
        let (configuration, _) = decode(#"{"version": 1, "flavor": "intents"}"#)
        #expect(configuration?.flavors == [])
    }

    @Test func flavorsThatCannotShareAModuleOrRepeatOrComeWithFlavorAreRefusedWhereTheyAre() {
        expectOnly(
            #"{"version": 1, "flavors": ["default", "intents"]}"#, .configurationInvalidValue, line: 1, column: 39,
            message: "\"intents\" cannot share a target with \"default\": the intents flavor's classes carry the "
                + "default flavor's type names; generate the intents flavor in a target of its own")
        expectOnly(
            #"{"version": 1, "flavors": ["appintents", "appintents"]}"#, .configurationInvalidValue, line: 1,
            column: 42, message: "\"flavors\" lists \"appintents\" twice")
        expectOnly(
            #"{"version": 1, "flavor": "default", "flavors": ["default"]}"#, .configurationInvalidValue, line: 1,
            column: 16, message: "\"flavor\" and \"flavors\" cannot both be given; list every flavor in \"flavors\"")
        expectOnly(
            #"{"version": 1, "flavors": []}"#, .configurationInvalidValue, line: 1, column: 27,
            message: "\"flavors\" lists no flavor")
        expectOnly(
            #"{"version": 1, "flavors": "default"}"#, .configurationWrongType, line: 1, column: 27,
            message: "\"flavors\" must be an array of flavors, not a string")
        expectOnly(
            #"{"version": 1, "flavors": ["cobol"]}"#, .configurationInvalidValue, line: 1, column: 28)
        expectOnly(
            #"{"version": 1, "files": {"A": {"flavors": ["default"]}}}"#, .configurationUnknownKey, line: 1,
            column: 32)
    }

    /// `shippedClassPrefix` names the prefix of the classes the app shipped, at the top level
    /// and per file, checked like `classPrefix`.
    @Test func shippedClassPrefixIsReadAndChecked() throws {
        let (configuration, diagnostics) = decode(
            #"{"version": 1, "classPrefix": "IC", "shippedClassPrefix": "", "files": {"A.intentdefinition": {"shippedClassPrefix": "BC"}}}"#
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration?.options(forInputPath: "B.intentdefinition").shippedClassPrefix == "")
        #expect(configuration?.options(forInputPath: "A.intentdefinition").shippedClassPrefix == "BC")
        #expect(configuration?.options(forInputPath: "A.intentdefinition").classPrefix == "IC")
        #expect(decode(#"{"version": 1}"#).0?.options(forInputPath: "A").shippedClassPrefix == nil)
        expectOnly(
            #"{"version": 1, "shippedClassPrefix": "1A"}"#, .configurationInvalidValue, line: 1, column: 38,
            message: "'1A' is not a valid class prefix (letters, digits and '_', not starting with a digit)")
    }

    @Test func duplicateKeysPointAtBothPlaces() {
        let (configuration, diagnostics) = decode("{\"version\": 1,\n \"version\": 1}")
        #expect(configuration == nil)
        #expect(diagnostics.map(\.code) == [.configurationDuplicateKey])
        #expect(diagnostics.first?.location == Location(file: "intentc.json", line: 2, column: 2))
        #expect(
            diagnostics.first?.notes
                == [
                    DiagnosticNote(
                        "'version' was first given here",
                        at: Location(file: "intentc.json", line: 1, column: 2))
                ])
        // Two `files` keys naming the same path are duplicates too.
        expectOnly(
            #"{"version": 1, "files": {"A.x": {}, "./A.x": {}}}"#, .configurationDuplicateKey, line: 1,
            column: 37,
            message: "key './A.x' appears twice in the same object")
    }

    @Test func reportsEveryProblemAtOnce() {
        let (_, diagnostics) = decode(#"{"bogus": 1, "accessLevel": 2, "files": {"A": {"x": 1}}}"#)
        #expect(
            diagnostics.map(\.code)
                == [
                    .configurationUnknownKey, .configurationWrongType, .configurationUnknownKey,
                    .configurationMissingVersion,
                ])
    }

    @Test func filesKeysMatchingNoInputAndNoNearbyDefinitionAreWarnedAtTheKey() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "Widgets/Intents.intentdefinition")
        try directory.write("", to: ".hidden/Hidden.intentdefinition")
        let text = """
            {"version": 1, "files": {
              "Intents.intentdefinition": {},
              "Shortcuts/Main.intentdefinition": {},
              "Hidden.intentdefinition": {},
              "Typo.intentdefinition": {}
            }}
            """
        let path = try directory.write(text, to: "intentc.json")
        var diagnostics: [Diagnostic] = []
        let configuration = try #require(ConfigurationLoader.load(contentsOf: path, diagnostics: &diagnostics))
        let warnings = UnmatchedFileKeys.diagnostics(
            for: configuration, at: path, inputs: ["/elsewhere/Shortcuts/Main.intentdefinition"])
        // Intents.intentdefinition lies below the configuration; Main is an input; files in
        // hidden folders do not count.
        #expect(warnings.map(\.code) == [.configurationUnmatchedFileKey, .configurationUnmatchedFileKey])
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(
            warnings.map(\.location) == [
                Location(file: path, line: 4, column: 3), Location(file: path, line: 5, column: 3),
            ])
        #expect(
            warnings.first?.message.hasPrefix("\"files\" key 'Hidden.intentdefinition' matches no definition") == true)
        #expect(
            UnmatchedFileKeys.diagnostics(
                for: configuration, at: path,
                inputs: ["Hidden.intentdefinition", "a/Typo.intentdefinition", "Shortcuts/Main.intentdefinition"])
                == [])
    }

    @Test func everyCommandLineCodeIsInIntentcsCatalogOnly() {
        #expect(!DiagnosticCode.catalog.contains { $0.rawValue >= "IC120" && $0.rawValue <= "IC139" })
        let codes = DiagnosticCode.intentcCatalog.filter { $0.rawValue >= "IC120" && $0.rawValue <= "IC139" }
        #expect(
            codes == [
                .configurationUnreadable, .configurationMalformedJSON, .configurationMissingVersion,
                .configurationUnsupportedVersion, .configurationUnknownKey, .configurationWrongType,
                .configurationInvalidValue, .configurationDuplicateKey, .outputNotGenerated,
                .outputUnwritable, .configurationUnmatchedFileKey, .inputDirectoryWithoutDefinitions,
                .migrationTargetExists, .nothingToMigrate, .styleSettingUnreadable,
            ])
        #expect(codes.map(\.rawValue) == (120...134).map { "IC\($0)" })
    }
}
