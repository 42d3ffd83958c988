import Foundation
import IntentCodegen
import TestSupport
import Testing

/// The built binary, on command lines that do not need to read any definition.
@Suite struct EndToEndCommandLineTests {
    @Test func noInputsIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try IntentcBinary.run([], in: directory.root)
        #expect(result.status == 64)
        #expect(result.error == "intentc: error: no input files\nRun 'intentc --help' for usage.\n")
        #expect(result.output == "")
    }

    @Test func unknownFlagsMissingValuesAndBadChoicesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["A.intentdefinition", "--frobnicate"], ["A.intentdefinition", "--access"],
            ["A.intentdefinition", "--color", "purple"], ["A.intentdefinition", "B.intentdefinition"],
            ["lint", "A.intentdefinition", "--dry-run"],
        ] {
            let result = try IntentcBinary.run(arguments, in: directory.root)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.error.hasPrefix("intentc: error: "), "\(arguments)")
            #expect(result.error.hasSuffix("\nRun 'intentc --help' for usage.\n"), "\(arguments)")
            #expect(result.error.split(separator: "\n").count == 2, "\(arguments)")
        }
        #expect(try directory.contents().isEmpty)
    }

    @Test func helpAndVersion() throws {
        let directory = try TemporaryDirectory()
        let help = try IntentcBinary.run(["--help"], in: directory.root)
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: intentc [generate] <file.intentdefinition | dir>... [options]"))
        #expect(help.error == "")
        let version = try IntentcBinary.run(["--version"], in: directory.root)
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("intentc "))
    }

    @Test func configurationErrorsInTextForm() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\n  \"version\": 1,\n  \"acessLevel\": \"internal\"\n}\n", to: "intentc.json")
        let result = try IntentcBinary.run(
            ["lint", "A.intentdefinition", "--config", "intentc.json"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error
                == "intentc.json:3:3: error: unknown configuration key 'acessLevel' (known keys here: accessLevel, classPrefix, compat, embedTranslations, files, flavor, flavors, imports, shippedClassPrefix, version) [IC124]\n"
        )
        #expect(result.output == "")
    }

    @Test func configurationErrorsInJSONForm() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\"version\": 1,\n \"version\": 2}", to: "intentc.json")
        let result = try IntentcBinary.run(
            [
                "A.intentdefinition", "--config", "intentc.json", "--diagnostics-format", "json", "--color",
                "always",
            ],
            in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error == """
                [
                  {
                    "code" : "IC127",
                    "column" : 2,
                    "file" : "intentc.json",
                    "line" : 2,
                    "message" : "key 'version' appears twice in the same object",
                    "notes" : [
                      {
                        "column" : 2,
                        "file" : "intentc.json",
                        "line" : 1,
                        "message" : "'version' was first given here"
                      }
                    ],
                    "severity" : "error"
                  }
                ]

                """)
    }

    @Test func aMissingConfigurationFileIsNamed() throws {
        let directory = try TemporaryDirectory()
        let result = try IntentcBinary.run(
            ["lint", "A.intentdefinition", "--config", "nope.json"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error == "nope.json: error: cannot read configuration file 'nope.json' [IC120]\n")
    }

    @Test func colorsFollowTheFlagAndNoColor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "intentc.json")
        let arguments = ["lint", "A.intentdefinition", "--config", "intentc.json"]
        let always = try IntentcBinary.run(
            arguments + ["--color", "always"], in: directory.root, environment: ["NO_COLOR": "1"])
        #expect(
            always.error
                == "\u{1B}[1mintentc.json:1:1:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m the configuration must be an object, not an array [IC125]\n"
        )
        // Standard error is a file here, so `auto` means no colors.
        let auto = try IntentcBinary.run(arguments, in: directory.root)
        #expect(
            auto.error
                == "intentc.json:1:1: error: the configuration must be an object, not an array [IC125]\n")
    }
}
