import IntentCodegen
import TestSupport
import Testing

@testable import intentc

@Suite struct ArgumentParserTests {
    private func invocation(_ arguments: [String]) throws -> Invocation {
        guard case .run(let invocation) = try ArgumentParser.parse(arguments) else {
            Issue.record("expected a run for \(arguments)")
            return Invocation()
        }
        return invocation
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ArgumentParser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func generateIsTheDefaultSubcommand() throws {
        let parsed = try invocation(["A.intentdefinition"])
        #expect(parsed.command == .generate)
        #expect(parsed.inputs == ["A.intentdefinition"])
        #expect(parsed.outputDirectory == nil)
        #expect(parsed.settings == GenerationSettings())
        #expect(parsed.reporting == ReportingOptions())
    }

    @Test func subcommandsAreRecognisedOnlyInFirstPosition() throws {
        #expect(try invocation(["lint", "a", "b"]).command == .lint)
        #expect(try invocation(["dump", "a"]).command == .dump)
        #expect(try invocation(["generate", "a"]).command == .generate)
        let later = try invocation(["a", "lint", "-o", "Out"])
        #expect(later.command == .generate)
        #expect(later.inputs == ["a", "lint"])
    }

    @Test func everyGenerateFlag() throws {
        let parsed = try invocation([
            "a.intentdefinition", "-o", "Out", "--access", "internal", "--class-prefix", "BC", "--import",
            "Foo", "--shipped-class-prefix", "XC",
            "--import=Bar.Baz", "--flavor", "default", "--check", "--config", "intentc.json",
            "--max-input-size",
            "1000", "b.intentdefinition",
        ])
        #expect(parsed.inputs == ["a.intentdefinition", "b.intentdefinition"])
        #expect(parsed.outputDirectory == "Out")
        #expect(parsed.settings.accessLevel == .internal)
        #expect(parsed.settings.classPrefix == "BC")
        #expect(parsed.settings.shippedClassPrefix == "XC")
        #expect(parsed.settings.imports == ["Foo", "Bar.Baz"])
        #expect(parsed.settings.flavor == .default)
        #expect(parsed.check)
        #expect(!parsed.dryRun)
        #expect(parsed.configurationPath == "intentc.json")
        #expect(parsed.maximumInputSize == 1000)
    }

    @Test func longOptionsTakeAttachedValues() throws {
        let parsed = try invocation([
            "--output=Out", "--access=package", "--class-prefix=", "--shipped-class-prefix=", "a",
        ])
        #expect(parsed.outputDirectory == "Out")
        #expect(parsed.settings.accessLevel == .package)
        #expect(parsed.settings.classPrefix == "")
        #expect(parsed.settings.shippedClassPrefix == "")
    }

    @Test func dryRunAndTheReportingFlags() throws {
        let parsed = try invocation([
            "a", "--output", "Out", "--dry-run", "--warnings-as-errors", "--diagnostics-format", "json",
            "--color",
            "always", "--quiet",
        ])
        #expect(parsed.dryRun)
        #expect(
            parsed.reporting
                == ReportingOptions(warningsAsErrors: true, format: .json, color: .always, quiet: true))
        #expect(try invocation(["a", "--color", "never"]).reporting.color == .never)
        #expect(try invocation(["a", "--color", "auto"]).reporting.color == .auto)
        #expect(try invocation(["a", "--diagnostics-format", "text"]).reporting.format == .text)
    }

    @Test func lintAndDumpTakeTheDiagnosticsFlags() throws {
        let lint = try invocation(["lint", "a", "--quiet", "--access", "internal", "--config", "c.json"])
        #expect(lint.reporting.quiet)
        #expect(lint.settings.accessLevel == .internal)
        #expect(lint.configurationPath == "c.json")
        let dump = try invocation(["dump", "a", "--diagnostics-format=json", "--max-input-size", "5"])
        #expect(dump.reporting.format == .json)
        #expect(dump.maximumInputSize == 5)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try invocation(["--", "--weird.intentdefinition"]).inputs == ["--weird.intentdefinition"])
        #expect(try invocation(["--", "./-"]).inputs == ["./-"])
    }

    @Test func aDashForStandardInputOrOutputIsAUsageError() {
        let input = "'-' (standard input) is not supported; name the definition file (a file named '-' is './-')"
        #expect(usageError(["-"]) == input)
        #expect(usageError(["lint", "a", "-"]) == input)
        #expect(usageError(["dump", "--", "-"]) == input)
        for (arguments, spelling) in [
            (["a", "-o", "-"], "-o"), (["a", "--output-file=-"], "--output-file"),
            (["lint", "a", "--config", "-"], "--config"),
        ] {
            #expect(
                usageError(arguments)
                    == "'\(spelling)' needs a file name; '-' (standard input or output) is not supported",
                "\(arguments)")
        }
    }

    @Test func inputsNamedAlikeStillGetDistinctOutputPaths() throws {
        let parsed = try invocation(
            ["Foo/X.intentdefinition", "Y/X.intentdefinition", "Foo_X.intentdefinition", "-o", "Out"])
        #expect(parsed.outputPaths { _ in .default } == ["Out/Foo_X.swift", "Out/Y_X.swift", "Out/Foo_X_2.swift"])
        #expect(try invocation(["a.intentdefinition"]).outputPaths { _ in .appIntents } == [nil])
    }

    @Test func appIntentsFilesEndInTheirFlavorSoBothFlavorsFitOneTarget() throws {
        let parsed = try invocation(["A/BookClub.intentdefinition", "B/Menu.intentdefinition", "-o", "Out"])
        let paths = parsed.outputPaths { $0.hasPrefix("A/") ? .appIntents : .default }
        #expect(paths == ["Out/BookClub+AppIntents.swift", "Out/Menu.swift"])
        #expect(parsed.outputPaths { _ in .intents } == ["Out/BookClub.swift", "Out/Menu.swift"])
    }

    @Test func twoInputsForOneOutputPathAreAUsageError() {
        #expect(throws: UsageError(message: "'A/x' and 'B/x' would both be generated into 'Out/x.swift'")) {
            try ArgumentParser.checkDistinctOutputPaths(
                inputs: ["A/x", "B/x", "C/x"], outputPaths: ["Out/X.swift", "Out/x.swift", "Out/C.swift"])
        }
        #expect(throws: Never.self) {
            try ArgumentParser.checkDistinctOutputPaths(inputs: ["a", "b"], outputPaths: [nil, nil])
        }
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try ArgumentParser.parse(["--help"]) == .help(nil))
        #expect(try ArgumentParser.parse(["-h"]) == .help(nil))
        #expect(try ArgumentParser.parse(["lint", "--bogus", "--help"]) == .help(.lint))
        #expect(try ArgumentParser.parse(["--version"]) == .version)
        #expect(try invocation(["--", "--help"]).inputs == ["--help"])
    }

    @Test func badCommandLinesAreUsageErrors() {
        let cases: [([String], String)] = [
            ([], "no input files"),
            (["lint"], "no input files"),
            (["a", "--bogus"], "unknown option '--bogus'"),
            (["a", "-x"], "unknown option '-x'"),
            (["lint", "a", "--format", "json"], "unknown option '--format'; did you mean '--diagnostics-format'?"),
            (["a", "--flavour", "intents"], "unknown option '--flavour'; did you mean '--flavor'?"),
            // Only the options of the subcommand are offered.
            (["lint", "a", "--dryrun"], "unknown option '--dryrun'"),
            (["a", "--dryrun"], "unknown option '--dryrun'; did you mean '--dry-run'?"),
            (
                ["lnt", "a.intentdefinition"],
                "unknown subcommand 'lnt'; did you mean 'lint'? (a file named 'lnt' is './lnt')"
            ),
            (["a", "-o"], "missing value for '-o'"),
            (["a", "--output", "--check"], "missing value for '--output'"),
            (
                ["a", "--access", "private"],
                "invalid value 'private' for '--access' (expected one of: public, package, internal)"
            ),
            (
                // Every flavor GenerationOptions.Flavor lists is offered (flavors come and go).
                ["a", "--flavor", "cobol"],
                "invalid value 'cobol' for '--flavor' (expected one of: "
                    + GenerationOptions.Flavor.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            ),
            (
                ["a", "--color", "sometimes"],
                "invalid value 'sometimes' for '--color' (expected one of: auto, always, never)"
            ),
            (
                ["a", "--diagnostics-format", "xml"],
                "invalid value 'xml' for '--diagnostics-format' (expected one of: text, json, github, sarif)"
            ),
            (["a", "--max-input-size", "0"], "'--max-input-size' needs a positive number of bytes, not '0'"),
            (
                ["a", "--max-input-size", "10MB"],
                "'--max-input-size' needs a positive number of bytes, not '10MB'"
            ),
            (["a", "--import", "Foo Bar"], "'Foo Bar' is not a module name (identifiers joined by dots)"),
            (["a", "--import", "Foo."], "'Foo.' is not a module name (identifiers joined by dots)"),
            (
                ["a", "--class-prefix", "9X"],
                "'9X' is not a valid class prefix (letters, digits and '_', not starting with a digit)"
            ),
            (["a", "--check=yes"], "'--check' takes no value"),
            (["a", "--access", "public", "--access", "internal"], "'--access' is given more than once"),
            (["a", "-o", "x", "--output", "y"], "'--output' is given more than once"),
            (["a", "b"], "several input files need '--output <dir>'"),
            (["a", "--check"], "'--check' needs '--output <dir>'"),
            (["a", "--dry-run"], "'--dry-run' needs '--output <dir>'"),
            (["a", "-o", "x", "--check", "--dry-run"], "'--check' and '--dry-run' cannot be combined"),
            (["a", "./a", "-o", "x"], "'./a' is named more than once"),
            (["/a/b", "/a//b/.", "-o", "x"], "'/a//b/.' is named more than once"),
            (["lint", "a", "-o", "x"], "'-o' is not an option of 'intentc lint'"),
            (["lint", "a", "--check"], "'--check' is not an option of 'intentc lint'"),
            (["dump", "a", "--access", "public"], "'--access' is not an option of 'intentc dump'"),
            (["dump", "a", "b"], "'intentc dump' takes one file"),
            (
                ["migrate", "a", "-o", "x", "--string-keys", "names"],
                "invalid value 'names' for '--string-keys' (expected one of: ids, semantic)"
            ),
            (["a", "-o", "x", "--string-keys", "semantic"], "'--string-keys' is not an option of 'intentc generate'"),
            (
                ["migrate", "a", "--check", "b", "--string-keys", "semantic"],
                "'--string-keys' shapes what 'intentc migrate' writes; '--check' writes nothing"
            ),
        ]
        for (arguments, message) in cases {
            #expect(usageError(arguments) == message, "\(arguments)")
        }
    }

    @Test func absoluteAndRelativePathsAreDifferentInputs() throws {
        #expect(try invocation(["/a", "a", "-o", "x"]).inputs == ["/a", "a"])
        #expect(try invocation(["a/b", "ab", "b", "/a/b", "-o", "x"]).inputs.count == 4)
    }

    @Test func usageErrorsExitWith64AndAHint() {
        let output = CapturedConsole()
        let status = Intentc.run(
            arguments: ["a", "--bogus"], environment: [:], standardErrorIsTerminal: false,
            console: output.console)
        #expect(status == .usage)
        #expect(status.rawValue == 64)
        #expect(output.error == "intentc: error: unknown option '--bogus'\nRun 'intentc --help' for usage.\n")
        #expect(output.output == "")
    }

    /// `intentc <subcommand> --help` prints that subcommand's usage and exactly the options it
    /// takes, each described; `intentc --help` lists the subcommands and the common options.
    @Test func eachSubcommandHasItsOwnShortHelp() {
        for command in Invocation.Command.allCases {
            let console = CapturedConsole()
            #expect(
                Intentc.run(
                    arguments: [command.rawValue, "--help"], environment: [:], standardErrorIsTerminal: false,
                    console: console.console) == .success)
            let help = console.output
            #expect(help == HelpText.usage(of: command))
            #expect(help.split(separator: "\n").count < 45, "\(command): \(help)")
            #expect(help.contains("USAGE: intentc \(command == .generate ? "[generate]" : command.rawValue)"))
            let options = help.components(separatedBy: "EXIT STATUS:")[0]
            for option in ArgumentParser.Option.allCases {
                let takes = option.spec.commands.contains(command)
                #expect(
                    options.contains(" " + option.spellings[0]) == takes,
                    "\(command) help \(takes ? "lacks" : "lists") \(option.spellings[0])")
            }
            #expect(HelpText.usage.contains("  " + command.rawValue), "intentc --help lists \(command)")
        }
        let migrate = HelpText.usage(of: .migrate)
        #expect(migrate.contains("--partial                With --check: intents no App Intent migrates are notes"))
        #expect(migrate.contains("(default: internal)") && !migrate.contains("(default: public)"))
    }

    /// The Command Line article documents every option in its table, as the help does.
    @Test func theCommandLineArticleListsEveryOption() throws {
        let article = try String(
            contentsOfFile: IntentcBinary.packageRoot + "/Sources/intentc/intentc.docc/CommandLine.md", encoding: .utf8)
        let rows = article.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for option in ArgumentParser.Option.allCases {
            #expect(
                rows.contains { $0.contains("`" + option.spellings[0]) }, "CommandLine.md lacks \(option.spellings[0])")
        }
    }

    @Test func helpAndVersionPrintToStandardOutput() {
        let help = CapturedConsole()
        #expect(
            Intentc.run(
                arguments: ["-h"], environment: [:], standardErrorIsTerminal: false, console: help.console)
                == .success)
        #expect(help.output == HelpText.usage)
        for option in ArgumentParser.Option.allCases where option.isCommon {
            #expect(help.output.contains(option.spellings[0]), "help mentions \(option.spellings[0])")
        }
        let generate = HelpText.usage(of: .generate)
        let flavorLine = generate.split(separator: "\n").first { $0.contains("--flavor <flavor>") } ?? ""
        for flavor in GenerationOptions.Flavor.allCases {
            #expect(flavorLine.contains(flavor.rawValue), "--flavor help lists \(flavor.rawValue)")
        }
        let version = CapturedConsole()
        #expect(
            Intentc.run(
                arguments: ["--version"], environment: [:], standardErrorIsTerminal: false,
                console: version.console)
                == .success)
        #expect(version.output == HelpText.version + "\n")
    }
}
