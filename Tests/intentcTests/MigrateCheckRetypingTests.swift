import Foundation
import TestSupport
import Testing

/// `migrate --check` on App Intents written for the purpose beside the Garden fixture: a value
/// retyped as an app type is a located loss, a value whose carry-over is in doubt a warning, types
/// are looked up as Swift does, and each finding is where it is fixed.
@Suite struct MigrateCheckRetypingTests {
    /// App Intents that migrate Garden completely; `NOTE` is the type of `note`, `EXTRA` more
    /// declarations.
    static func sources(note: String = "String?", intentBody: String = "", extra: String = "") -> String {
        """
        import AppIntents

        struct WaterPlantsAppIntent: AppIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "WaterPlantsIntent"
            @Parameter(title: "Plant") var plant: PlantAppEntity?
            @Parameter(title: "Amount") var amount: Int?
            @Parameter(title: "Note") var note: \(note)
        \(intentBody.isEmpty ? "    @Parameter(title: \"Mode\") var mode: WateringModeAppEnum?" : intentBody)
        }

        struct HarvestAppIntent: AppIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "HarvestIntent"
            @Parameter(title: "Crop") var crop: String?
        }

        struct PruneAppIntent: AppIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "PruneIntent"
        }

        enum WateringModeAppEnum: String, AppEnum {
            case gentle, soak, mist
        }

        struct PlantAppEntity: AppEntity {
            var id: String
        }
        \(extra)

        """
    }

    /// Garden with the `note` parameter of type `type` (as the definition spells it).
    static func definition(noteType type: String, in directory: TemporaryDirectory) throws -> String {
        let text = try String(
            contentsOfFile: IntentcBinary.packageRoot + "/" + MigrateCheckTests.definition, encoding: .utf8)
        let note = try #require(text.range(of: "<string>note</string>"))
        let typeKey = try #require(text.range(of: "<string>String</string>", range: note.upperBound..<text.endIndex))
        return try directory.write(
            text.replacingCharacters(in: typeKey, with: "<string>\(type)</string>"), to: "Garden.intentdefinition")
    }

    /// Runs the check of `source` against `definition` (Garden when nil).
    static func check(_ source: String, definition: String? = nil, in directory: TemporaryDirectory? = nil) throws -> (
        status: Int32, findings: [MigrateCheckTests.Finding], error: String, path: String
    ) {
        let directory = try directory ?? TemporaryDirectory()
        let path = try directory.write(source, to: "App/Intents.swift")
        let result = try IntentcBinary.run(
            ["migrate", definition ?? MigrateCheckTests.definition, "--check", path], in: IntentcBinary.packageRoot)
        return (result.status, MigrateCheckTests.findings(result.error), result.error, path)
    }

    /// The 1-based line and column of the first `needle` in `text`.
    static func place(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle)")
        let column = try #require(lines[line].range(of: needle)).lowerBound.utf16Offset(in: lines[line])
        return (line + 1, column + 1)
    }

    @Test func theCompleteSourcesPass() throws {
        let (status, findings, error, _) = try Self.check(Self.sources())
        #expect(status == 0 && findings.isEmpty, "\(error)")
    }

    /// A String parameter retyped as an App Entity the sources declare: lost, at the property,
    /// with the old and the new type.
    @Test func aStringRetypedAsAnAppEntityIsALossAtTheProperty() throws {
        let source = Self.sources(
            note: "NoteAppEntity?", extra: "struct NoteAppEntity: AppEntity {\n    var id: String\n}")
        let (status, findings, error, path) = try Self.check(source)
        #expect(status == 1)
        let at = try Self.place(of: "note: NoteAppEntity?", in: source)
        #expect(
            findings.filter { $0.code != nil } == [
                MigrateCheckTests.Finding(
                    file: path, line: at.line, column: at.column, severity: "error", code: "IC243",
                    message: "parameter 'note' of intent 'WaterPlants' was 'String' and is now 'NoteAppEntity?' in "
                        + "'WaterPlantsAppIntent': old values cannot map to App Entity 'NoteAppEntity'; keep the "
                        + "parameter under its old name and type, and add the new one beside it")
            ], "\(error)")
    }

    /// Retyped as an app type the sources do not declare, or as an App Enum: lost all the same.
    @Test func aStringRetypedAsAnyAppTypeIsALoss() throws {
        for (type, extra, said) in [
            ("Note?", "", "the app's own type 'Note'"),
            ("NoteKind?", "enum NoteKind: String, AppEnum {\n    case short\n}", "App Enum 'NoteKind'"),
        ] {
            let (status, findings, error, _) = try Self.check(Self.sources(note: type, extra: extra))
            #expect(status == 1)
            #expect(findings.map(\.code) == ["IC243", nil], "\(error)")
            #expect(findings.first?.message.contains("old values cannot map to \(said)") == true, "\(error)")
        }
    }

    /// A type alias of String is String: no finding.
    @Test func aTypeAliasOfTheOldTypeCarriesTheValues() throws {
        let (status, findings, error, _) = try Self.check(
            Self.sources(note: "NoteText?", extra: "typealias NoteText = Swift.String"))
        #expect(status == 0 && findings.isEmpty, "\(error)")
    }

    /// A Placemark kept as `CLPlacemark` may not carry over (reported so in the field): a warning
    /// that says so; turned into an App Entity it is lost.
    @Test func aPlacemarkIsInDoubtAsCLPlacemarkAndLostAsAnEntity() throws {
        let directory = try TemporaryDirectory()
        let definition = try Self.definition(noteType: "Placemark", in: directory)
        let kept = Self.sources(note: "CLPlacemark?")
        let (status, findings, error, path) = try Self.check(kept, definition: definition, in: directory)
        #expect(status == 0, "\(error)")
        let at = try Self.place(of: "note: CLPlacemark?", in: kept)
        let warning = try #require(findings.first, "\(error)")
        #expect(
            warning.code == "IC254" && warning.severity == "warning" && warning.file == path && warning.line == at.line
                && warning.column == at.column, "\(warning)")
        #expect(warning.message.contains("was 'Placemark' and is now 'CLPlacemark?'"), "\(warning)")
        #expect(warning.message.contains("in doubt"), "\(warning)")
        let entity = Self.sources(
            note: "LocationAppEntity?", extra: "struct LocationAppEntity: AppEntity {\n    var id: String\n}")
        let lost = try Self.check(entity, definition: definition, in: directory)
        #expect(lost.status == 1)
        #expect(lost.findings.first?.code == "IC243", "\(lost.error)")
        #expect(lost.findings.first?.message.contains("App Entity 'LocationAppEntity'") == true, "\(lost.error)")
    }

    /// An App Enum that keeps the old cases only by integer raw values: undocumented, a warning
    /// at the enum.
    @Test func anAppEnumKeepingTheOldIndicesOnlyIsInDoubt() throws {
        let source = Self.sources().replacingOccurrences(
            of: "enum WateringModeAppEnum: String, AppEnum {\n    case gentle, soak, mist",
            with: "enum WateringModeAppEnum: Int, AppEnum {\n    case light = 1, heavy = 2, spray = 3")
        let (status, findings, error, path) = try Self.check(source)
        #expect(status == 0, "\(error)")
        let at = try Self.place(of: "WateringModeAppEnum: Int", in: source)
        #expect(findings.first?.code == "IC254" && findings.first?.file == path, "\(error)")
        #expect(findings.first?.line == at.line && findings.first?.column == at.column, "\(error)")
        #expect(findings.first?.message.contains("'gentle', 'soak', 'mist'") == true, "\(error)")
    }

    /// Two nested types of one simple name: the one Swift's lookup finds from the App Intent is
    /// checked, in both directions.
    @Test func nestedTypesOfOneNameAreLookedUpAsSwiftDoes() throws {
        let settings = "enum Settings {\n    enum Mode: String, AppEnum {\n        case gentle\n    }\n}"
        let own = Self.sources(
            intentBody: "    enum Mode: String, AppEnum {\n        case gentle, soak, mist\n    }\n"
                + "    @Parameter(title: \"Mode\") var mode: Mode?",
            extra: settings)
        let (status, findings, error, _) = try Self.check(own)
        #expect(status == 0 && findings.isEmpty, "\(error)")
        let other = Self.sources(
            intentBody: "    enum Mode: String, AppEnum {\n        case gentle, soak, mist\n    }\n"
                + "    @Parameter(title: \"Mode\") var mode: Settings.Mode?",
            extra: settings)
        let wrong = try Self.check(other)
        #expect(wrong.status == 1)
        #expect(wrong.findings.compactMap(\.code) == ["IC244", "IC244"], "\(wrong.error)")
        #expect(wrong.findings.first?.message.contains("App Enum 'Mode' has no case 'mist'") == true, "\(wrong.error)")
    }

    /// The only case the App Enum has that the definition lacks is the rename: the finding is there.
    @Test func aRenamedEnumCaseIsReportedAtTheNewCase() throws {
        let source = Self.sources().replacingOccurrences(
            of: "case gentle, soak, mist", with: "case gentle, soak, spray")
        let (status, findings, error, path) = try Self.check(source)
        #expect(status == 1)
        let at = try Self.place(of: "spray", in: source)
        let finding = try #require(findings.first, "\(error)")
        #expect(
            finding.code == "IC244" && finding.file == path && finding.line == at.line && finding.column == at.column)
        #expect(finding.message.contains("(renamed to 'spray'? values are carried by case name)"), "\(finding)")
    }

    /// A property of the parameter's name that is not a `@Parameter`: the loss is there.
    @Test func aPlainPropertyOfTheParametersNameIsTheLoss() throws {
        let source = Self.sources().replacingOccurrences(
            of: "@Parameter(title: \"Note\") var note: String?", with: "var note: String?")
        let (status, findings, error, path) = try Self.check(source)
        #expect(status == 1)
        let at = try Self.place(of: "var note", in: source)
        let finding = try #require(findings.first, "\(error)")
        #expect(
            finding.code == "IC242" && finding.file == path && finding.line == at.line
                && finding.column == at.column + 4)
        #expect(finding.message.hasPrefix("'note' in 'WaterPlantsAppIntent' is not a @Parameter"), "\(finding)")
    }

    /// The right class name without the conformance: the error is at the struct, with a note at
    /// the intent; no class name at all is said so.
    @Test func theClassNameWithoutTheConformanceIsReportedAtTheStruct() throws {
        let source = Self.sources().replacingOccurrences(
            of: "struct PruneAppIntent: AppIntent, CustomIntentMigratedAppIntent {",
            with: "struct PruneAppIntent: AppIntent {")
        let (status, findings, error, path) = try Self.check(source)
        #expect(status == 1)
        let at = try Self.place(of: "PruneAppIntent", in: source)
        let finding = try #require(findings.first, "\(error)")
        #expect(
            finding.code == "IC240" && finding.file == path && finding.line == at.line && finding.column == at.column)
        #expect(finding.message.contains("does not conform to CustomIntentMigratedAppIntent"), "\(finding)")
        #expect(findings.dropFirst().first?.message == "intent 'Prune' is declared here")

        let nameless = Self.sources().replacingOccurrences(
            of: "    static let intentClassName = \"PruneIntent\"\n", with: "")
        let unnamed = try Self.check(nameless)
        let ic246 = try #require(unnamed.findings.first { $0.code == "IC246" }, "\(unnamed.error)")
        let struct246 = try Self.place(of: "PruneAppIntent", in: nameless)
        #expect(ic246.line == struct246.line && ic246.column == struct246.column)
        #expect(
            ic246.message
                == "'PruneAppIntent' conforms to CustomIntentMigratedAppIntent but declares no intentClassName, so it "
                + "migrates no intent")
    }

    /// A definition with no intent, or only customized system intents, has nothing to migrate:
    /// `migrate` and `migrate --check` say so and succeed.
    @Test func nothingToMigrateIsANoteAndSuccess() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>INIntentDefinitionModelVersion</key>
            \t<string>1.2</string>
            \t<key>INIntents</key>
            \t<array/>
            </dict>
            </plist>

            """, to: "Empty.intentdefinition")
        let migrate = try IntentcBinary.run(["migrate", empty, "-o", directory.path("Out")], in: directory.root)
        #expect(migrate.status == 0, "\(migrate.error)")
        #expect(migrate.error == "\(empty): note: the definition declares no intent: nothing to migrate [IC133]\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))
        let check = try IntentcBinary.run(["migrate", empty, "--check", directory.path("Out")], in: directory.root)
        #expect(check.status == 0, "\(check.error)")
        #expect(check.error == "\(empty): note: the definition declares no intent: nothing to migrate [IC133]\n")
    }

    /// On a shallow clone a revision outside its history names no commit: the error says to
    /// fetch the history.
    @Test func aRevisionMissingFromAShallowCloneSaysToFetchTheHistory() throws {
        let directory = try TemporaryDirectory()
        func git(_ arguments: [String], in folder: String) throws {
            let result = try ProcessRunner.run(
                "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                in: folder, environment: CompatGitTests.environment(home: directory.root))
            try #require(result.status == 0, "git \(arguments): \(result.error)")
        }
        let origin = directory.path("origin")
        let text = try String(
            contentsOfFile: IntentcBinary.packageRoot + "/" + MigrateCheckTests.definition, encoding: .utf8)
        _ = try directory.write(text, to: "origin/App/Garden.intentdefinition")
        try git(["init", "--quiet"], in: origin)
        try git(["add", "."], in: origin)
        try git(["commit", "--quiet", "-m", "SiriKit"], in: origin)
        try git(["tag", "v1.0"], in: origin)
        try git(["rm", "--quiet", "App/Garden.intentdefinition"], in: origin)
        try git(["commit", "--quiet", "-m", "App Intents"], in: origin)
        try git(["clone", "--quiet", "--depth", "1", "file://" + origin, directory.path("clone")], in: directory.root)
        let source = try directory.write(Self.sources(), to: "clone/App/Intents.swift")
        let result = try IntentcBinary.run(
            ["migrate", "git:v1.0:App/Garden.intentdefinition", "--check", source], in: directory.path("clone"))
        #expect(result.status == 1)
        #expect(result.error.contains("[IC226]"), "\(result.error)")
        #expect(result.error.contains("this clone is shallow"), "\(result.error)")
        #expect(result.error.contains("'fetch-depth: 0' in actions/checkout"), "\(result.error)")
    }
}
