import Foundation
import TestSupport
import Testing

/// `intentc migrate`, run as a user runs it: the files it writes and lists, the steps it prints,
/// and that it never touches what it does not list.
@Suite struct MigrateCommandTests {
    /// The files `migrate` writes for Definitions/BookClub.intentdefinition.
    static let bookClubFiles = [
        "BookAppEntity.swift", "BookClub.xcstrings", "ReadingLogAppIntent.swift", "ReadingPeriodAppEnum.swift",
    ]

    @Test func writesOneFilePerTypeAndTheCatalogAndListsThemWithTheStepsLeft() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        let result = try IntentcBinary.run(["migrate", "BookClub.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(try directory.contents(of: "Out") == Self.bookClubFiles)
        for name in Self.bookClubFiles {
            #expect(result.output.contains("  Out/\(name)\n"), "\(name) is listed")
        }
        #expect(result.output.contains("AppIntentConfiguration"))
        #expect(result.output.contains("AppIntentTimelineProvider"))
        #expect(result.output.contains("kind string unchanged"))
        for name in Self.bookClubFiles where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: directory.path("Out/" + name), encoding: .utf8)
            #expect(text.hasPrefix("import AppIntents\nimport Foundation\n\n"), "\(name) has no header")
            #expect(!text.contains("IntentRuntime"), "\(name) is standalone")
        }
        let query = try String(contentsOfFile: directory.path("Out/BookAppEntity.swift"), encoding: .utf8)
        #expect(query.contains("// TODO: Move the logic of provideBookOptionsCollection(for:) here."))
        #expect(query.contains("// TODO: Move the logic of defaultBook(for:) here."))
        let intent = try String(contentsOfFile: directory.path("Out/ReadingLogAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains("static let intentClassName = \"ReadingLogIntent\""))
        // Members apart as by hand; codes without text say where a failure goes.
        #expect(intent.contains("    }\n\n    /// Runs the intent.\n"), "\(intent)")
        // A failure with a text is thrown, its text the error's; SiriKit-only codes are gone.
        #expect(intent.contains("enum Failure: Error, CustomLocalizedStringResourceConvertible {"), "\(intent)")
        #expect(intent.contains("case failureBookNotFound(bookTitle: String?)"), "\(intent)")
        #expect(intent.contains("// throw Failure.failureBookNotFound(bookTitle: …)"), "\(intent)")
        for siriKitOnly in ["unspecified", "ready", "continueInApp", "inProgress", "failureRequiringAppLaunch"] {
            #expect(!intent.contains("case \(siriKitOnly)"), "\(siriKitOnly)")
        }
        // The compiler synthesizes init() at internal access.
        #expect(!intent.contains("init() {}"), "\(intent)")
    }

    /// `--string-keys semantic` names the strings no table translates and keeps the IDs of those
    /// one does; `migrate --check` passes on what it writes. A value it does not know is a
    /// usage error (64), and nothing is written.
    @Test func semanticStringKeysAreWrittenAndTheOutputPassesTheCheck() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        try directory.write("\"4t3tGo\" = \"Lesetagebuch\";\n", to: "de.lproj/BookClub.strings")
        let result = try IntentcBinary.run(
            [
                "migrate", "BookClub.intentdefinition", "-o", "Out", "--translations", ".", "--string-keys",
                "semantic",
            ], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try directory.contents(of: "Out") == Self.bookClubFiles)
        let catalog = try String(contentsOfFile: directory.path("Out/BookClub.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"ReadingLogAppIntent.description\" : {"), "\(catalog)")
        #expect(catalog.contains("\"4t3tGo\" : {") && catalog.contains("\"Lesetagebuch\""), "\(catalog)")
        #expect(!catalog.contains("\"ReadingLogAppIntent.title\""), "\(catalog)")
        let intent = try String(contentsOfFile: directory.path("Out/ReadingLogAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains("\"ReadingLogAppIntent.book.title\""), "\(intent)")
        let check = try IntentcBinary.run(
            ["migrate", "BookClub.intentdefinition", "--check", "Out"], in: directory.root)
        #expect(check.status == 0, "\(check.error)")
        #expect(!check.error.contains("error:"), "\(check.error)")

        let bad = try IntentcBinary.run(
            ["migrate", "BookClub.intentdefinition", "-o", "Other", "--string-keys", "semantics"], in: directory.root)
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "intentc: error: invalid value 'semantics' for '--string-keys' (expected one of: ids, semantic)\n"),
            "\(bad.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Other")))
    }

    /// A definition of customized system intents only has nothing App Intents migrate: nothing
    /// is written (no catalog of strings no code uses), and the note says why.
    @Test func aDefinitionOfSystemIntentsOnlyWritesNothingAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>SendMessage</string><key>INIntentType</key><string>System</string>
            <key>INIntentTitle</key><string>Send</string><key>INIntentTitleID</key><string>t1</string>
            </dict></array></dict></plist>
            """, to: "Messages.intentdefinition")
        let result = try IntentcBinary.run(["migrate", "Messages.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(
            result.error.hasSuffix(
                "Messages.intentdefinition: note: the definition declares no custom intent, only 1 customized "
                    + "system intent, which App Intents do not migrate: nothing to migrate [IC133]\n"),
            "\(result.error)")
    }

    /// A parameter App Intents cannot hold (a measurement) is left out with a comment in its place,
    /// so the team owning the code sees what users lose; the generated flavor only warns.
    @Test func aParameterLeftOutIsNamedWhereItWouldBe() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict><key>INIntentName</key><string>Run</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>distance</string><key>INIntentParameterType</key>
            <string>Distance</string><key>INIntentParameterTag</key><integer>1</integer></dict>
            <dict><key>INIntentParameterName</key><string>route</string><key>INIntentParameterType</key>
            <string>String</string><key>INIntentParameterTag</key><integer>2</integer></dict>
            </array></dict></array></dict></plist>
            """, to: "Run.intentdefinition")
        let result = try IntentcBinary.run(["migrate", "Run.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("parameter 'distance' of intent 'Run' is left out"), "\(result.error)")
        let intent = try String(contentsOfFile: directory.path("Out/RunAppIntent.swift"), encoding: .utf8)
        #expect(
            intent.contains(
                "    // Not migrated: parameter 'distance' of the definition.\n"
                    + "    // App Intents cannot hold its type, so the values users stored for it are lost.\n"),
            "\(intent)")
        #expect(intent.contains("var route: String?"))
        let flavor = try IntentcBinary.run(
            ["generate", "Run.intentdefinition", "--flavor", "appintents", "--quiet"], in: directory.root)
        #expect(!flavor.output.contains("Not migrated"))
    }

    /// A dialog or prediction showing a custom type or an enum shows its display title, not
    /// the value's description (the soup chef's order details and soup).
    @Test(CorpusLocator.availability) func dialogsAndPredictionsShowEntitiesAndEnumsByTheirDisplayTitle() throws {
        let definition = try #require(
            try CorpusLocator.requireFiles().first { $0.lastPathComponent.hasPrefix("041_") })
        let directory = try TemporaryDirectory()
        let result = try IntentcBinary.run(["migrate", definition.path, "-o", "Out", "--quiet"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        let intent = try String(contentsOfFile: directory.path("Out/OrderSoupAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains("Self.text(response.orderDetails)"), "\(intent)")
        #expect(
            intent.contains(
                "private static func text<T: CustomLocalizedStringResourceConvertible>(_ value: T?) -> String {\n"
                    + "        return value.map { String(localized: $0.localizedStringResource) } ?? \"\"\n"),
            "\(intent)")
        #expect(intent.contains("\\(soup.map { String(localized: $0.localizedStringResource) } ?? \"\")"), "\(intent)")
        #expect(!intent.contains("soup.map { String(describing:"), "\(intent)")
        // Every value of the App Enum has its key: a case added later is a compile error, not a default.
        #expect(intent.contains("            case nil:\n"), "\(intent)")
    }

    /// The steps name exactly the places the output marks, the targets the catalog goes into,
    /// and an intent whose title looks like a leftover, with Apple's way to keep it out of sight.
    @Test func theStepsSayWhatTheOutputHoldsAndNameLeftovers() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>CallService</string><key>INIntentCategory</key><string>generic</string>
            <key>INIntentTitle</key><string>z - (Deprecated) Call Service</string>
            <key>INIntentTitleID</key><string>t1</string>
            </dict></array></dict></plist>
            """, to: "Home.intentdefinition")
        let result = try IntentcBinary.run(["migrate", "Home.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "Move the app's logic into the places marked 'TODO:': handle(intent:) into perform() (1 place).\n"),
            "\(result.output)")
        #expect(!result.output.contains("OptionsCollection"), "\(result.output)")
        #expect(
            result.output.contains(
                "'z - (Deprecated) Call Service' (CallServiceAppIntent) looks like a leftover: to keep it working for "
                    + "the shortcuts that use it but out of sight, make it a DeprecatedAppIntent"),
            "\(result.output)")
        #expect(result.output.contains("Add Home.xcstrings to every target these files are in (the app's)"))
    }

    @Test func anExistingFileIsRefusedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        try directory.write("// the team's edits\n", to: "Out/ReadingLogAppIntent.swift")
        try directory.write("notes\n", to: "Out/Notes.txt")
        let result = try IntentcBinary.run(["migrate", "BookClub.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error
                == "Out/ReadingLogAppIntent.swift:1:1: error: 'Out/ReadingLogAppIntent.swift' exists: intentc migrate does not "
                + "overwrite it and wrote nothing (pass --force to replace the files it lists) [IC132]\n")
        #expect(result.output == "")
        #expect(try directory.contents(of: "Out") == ["Notes.txt", "ReadingLogAppIntent.swift"])
        #expect(
            try String(contentsOfFile: directory.path("Out/ReadingLogAppIntent.swift"), encoding: .utf8)
                == "// the team's edits\n")
    }

    @Test func forceReplacesTheListedFilesOnly() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        try directory.write("// the team's edits\n", to: "Out/ReadingLogAppIntent.swift")
        try directory.write("notes\n", to: "Out/Notes.txt")
        let result = try IntentcBinary.run(
            ["migrate", "BookClub.intentdefinition", "-o", "Out", "--force"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try directory.contents(of: "Out") == (Self.bookClubFiles + ["Notes.txt"]).sorted())
        #expect(try String(contentsOfFile: directory.path("Out/Notes.txt"), encoding: .utf8) == "notes\n")
        let intent = try String(contentsOfFile: directory.path("Out/ReadingLogAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains("CustomIntentMigratedAppIntent"))
    }

    /// A default that names no case of its enum (Xcode builds such a file) is a warning: `lint`,
    /// `generate` and `migrate` go on, and the parameter is written as if it had no default.
    @Test func aDefaultThatNamesNoCaseIsDroppedWithAWarning() throws {
        let original = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Definitions/BookClub.intentdefinition"),
            encoding: .utf8)
        let written =
            "\n\t\t\t\t\t\t<key>INIntentParameterMetadataDefaultValue</key>\n\t\t\t\t\t\t<string>week</string>"
        try #require(original.contains(written))
        let unresolved = try TemporaryDirectory()
        try unresolved.write(
            original.replacingOccurrences(
                of: written, with: written.replacingOccurrences(of: "week<", with: "weekly<")),
            to: "BookClub.intentdefinition")
        let absent = try TemporaryDirectory()
        try absent.write(original.replacingOccurrences(of: written, with: ""), to: "BookClub.intentdefinition")

        let warning =
            "BookClub.intentdefinition:185:7: warning: default value 'weekly' of parameter 'period' of intent "
            + "'ReadingLog' is not a case of enum 'ReadingPeriod'; the parameter starts with no default, "
            + "as in Xcode's classes [IC069]"
        for command in [["lint"], ["generate", "--flavor", "appintents", "-o", "Generated.swift"]] {
            let result = try IntentcBinary.run(
                [command[0], "BookClub.intentdefinition"] + command.dropFirst(), in: unresolved.root)
            #expect(result.status == 0, "\(command): \(result.error)")
            #expect(result.error.hasPrefix(warning), "\(command): \(result.error)")
        }
        let migrated = try IntentcBinary.run(
            ["migrate", "BookClub.intentdefinition", "-o", "Out"], in: unresolved.root)
        let reference = try IntentcBinary.run(["migrate", "BookClub.intentdefinition", "-o", "Out"], in: absent.root)
        #expect(migrated.status == 0, "\(migrated.error)")
        #expect(migrated.error.hasPrefix(warning), "\(migrated.error)")
        #expect(reference.status == 0, "\(reference.error)")
        #expect(try unresolved.contents(of: "Out") == Self.bookClubFiles)
        for name in Self.bookClubFiles {
            let text = try String(contentsOfFile: unresolved.path("Out/" + name), encoding: .utf8)
            #expect(text == (try String(contentsOfFile: absent.path("Out/" + name), encoding: .utf8)), "\(name)")
        }
    }

    @Test func aDefinitionWithErrorsGetsLintsDiagnosticsAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n",
            to: "Broken.intentdefinition")
        let migrate = try IntentcBinary.run(["migrate", "Broken.intentdefinition", "-o", "Out"], in: directory.root)
        let lint = try IntentcBinary.run(["lint", "Broken.intentdefinition"], in: directory.root)
        #expect(migrate.status == 1)
        #expect(lint.status == 1)
        #expect(migrate.error.contains("[IC"))
        #expect(migrate.error == lint.error)
        #expect(migrate.output == "")
        #expect(try directory.contents() == ["Broken.intentdefinition"])
    }

    @Test func outputIsTheSameBytesEveryRun() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        for folder in ["One", "Two"] {
            let result = try IntentcBinary.run(
                ["migrate", "BookClub.intentdefinition", "-o", folder], in: directory.root)
            #expect(result.status == 0, "\(result.error)")
        }
        for name in Self.bookClubFiles {
            let one = try Data(contentsOf: URL(fileURLWithPath: directory.path("One/" + name)))
            let two = try Data(contentsOf: URL(fileURLWithPath: directory.path("Two/" + name)))
            #expect(one == two, "\(name)")
            #expect(one.last == UInt8(ascii: "\n"), "\(name) ends in one newline")
        }
    }

    @Test func theShippedClassPrefixIsKeptAndAccessIsSpelledWhenAsked() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        let result = try IntentcBinary.run(
            [
                "migrate", "BookClub.intentdefinition", "-o", "Out", "--shipped-class-prefix", "BC", "--access",
                "public",
            ], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        let intent = try String(contentsOfFile: directory.path("Out/ReadingLogAppIntent.swift"), encoding: .utf8)
        #expect(intent.contains("public static let intentClassName = \"BCReadingLogIntent\""))
        #expect(intent.contains("public var pagesPerDay: Int?"))
    }

    @Test func migrateTakesOneDefinitionAndAnOutputFolder() throws {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["migrate", "A.intentdefinition"], ["migrate", "A.intentdefinition", "B.intentdefinition", "-o", "Out"],
            ["migrate", "A.intentdefinition", "-o", "Out", "--flavor", "intents"], ["A.intentdefinition", "--force"],
        ] {
            let result = try IntentcBinary.run(arguments, in: directory.root)
            #expect(result.status == 64, "\(arguments)")
        }
        #expect(try directory.contents().isEmpty)
    }
}
