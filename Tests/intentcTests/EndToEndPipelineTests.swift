import Foundation
import IntentCodegen
import TestSupport
import Testing

/// The built binary on real definitions: these need the reader, decoder, validator and code
/// generator.
@Suite struct EndToEndPipelineTests {
    static let definitions = [
        "BookClub.intentdefinition", "Configuration.intentdefinition", "Custom.intentdefinition",
        "PayTools.intentdefinition",
    ]
    static let outputs = ["BookClub.swift", "Configuration.swift", "Custom.swift", "PayTools.swift"]

    /// Not well-formed XML: the `<dict>` is never closed.
    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Intents.INIntents</key>
        </plist>

        """

    private func workspace() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in Self.definitions { try IntentcBinary.copyDefinition(name, into: directory) }
        return directory
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    // MARK: lint

    @Test func lintPassesTheBundledDefinitions() throws {
        let directory = try workspace()
        let result = try IntentcBinary.run(["lint"] + Self.definitions, in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("error:"))
        #expect(result.output == "")
    }

    @Test func malformedInputInTextForm() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.broken, to: "Broken.intentdefinition")
        let result = try IntentcBinary.run(["lint", "Broken.intentdefinition"], in: directory.root)
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let pattern = #/Broken\.intentdefinition:[1-9][0-9]*:[1-9][0-9]*: (error|warning|note): .+/#
        for line in lines {
            #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        }
        #expect(lines.first?.hasSuffix("[IC005]") == true, "\(lines)")
    }

    @Test func malformedInputInJSONForm() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.broken, to: "Broken.intentdefinition")
        let result = try IntentcBinary.run(
            ["lint", "Broken.intentdefinition", "--diagnostics-format", "json"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error == "", "lint's JSON goes to standard output")
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let first = try #require(entries.first)
        #expect(Set(first.keys) == ["severity", "code", "message", "file", "line", "column", "notes"])
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "IC005")
        #expect(first["file"] as? String == "Broken.intentdefinition")
        #expect((first["line"] as? Int ?? 0) > 0)
        #expect((first["column"] as? Int ?? 0) > 0)
    }

    @Test func anUnreadableInputIsNamed() throws {
        let directory = try TemporaryDirectory()
        let result = try IntentcBinary.run(["lint", "Missing.intentdefinition"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Missing.intentdefinition: error: "), "\(result.error)")
        #expect(result.error.hasSuffix(" [IC001]\n"))
    }

    @Test func maxInputSizeIsPassedToTheReader() throws {
        let directory = try workspace()
        let small = try IntentcBinary.run(
            ["lint", "Custom.intentdefinition", "--max-input-size", "100"], in: directory.root)
        #expect(small.status == 1)
        #expect(small.error.contains("[IC004]"), "\(small.error)")
        let large = try IntentcBinary.run(
            ["lint", "Custom.intentdefinition", "--max-input-size", "100000000"], in: directory.root)
        #expect(large.status == 0)
    }

    // MARK: dump

    @Test func dumpPrintsTheModelAsDeterministicJSON() throws {
        let directory = try workspace()
        let first = try IntentcBinary.run(["dump", "Custom.intentdefinition"], in: directory.root)
        #expect(first.status == 0, "\(first.error)")
        let model = try #require(
            try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
        #expect(model["path"] as? String == "Custom.intentdefinition")
        #expect((model["intents"] as? [Any])?.count == 1)
        #expect(first.output.contains("\"MyIntent\""))
        let second = try IntentcBinary.run(["dump", "Custom.intentdefinition"], in: directory.root)
        #expect(second.output == first.output)
    }

    @Test func dumpOfABrokenFilePrintsDiagnosticsOnly() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.broken, to: "Broken.intentdefinition")
        let result = try IntentcBinary.run(["dump", "Broken.intentdefinition"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.contains("[IC005]"))
    }

    // MARK: generate

    @Test func oneInputWithoutOutputPrintsSwift() throws {
        let directory = try workspace()
        let result = try IntentcBinary.run(["Custom.intentdefinition"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix(SwiftGenerator.headerMarker + "\n"))
        #expect(result.output.hasSuffix("\n") && !result.output.hasSuffix("\n\n"))
        #expect(result.output.contains("MyIntentIntent"))
        #expect(try directory.contents() == Self.definitions)
        let again = try IntentcBinary.run(["generate", "Custom.intentdefinition"], in: directory.root)
        #expect(again.output == result.output)
    }

    @Test func outputWritesOneFilePerDefinitionAndLeavesUnchangedFilesAlone() throws {
        let directory = try workspace()
        let result = try IntentcBinary.run(Self.definitions + ["-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "")
        #expect(try directory.contents(of: "Out") == Self.outputs)
        for (definition, output) in zip(Self.definitions, Self.outputs) {
            let printed = try IntentcBinary.run([definition], in: directory.root).output
            #expect(
                FileManager.default.contents(atPath: directory.path("Out/\(output)")) == Data(printed.utf8))
        }
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for output in Self.outputs {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: directory.path("Out/\(output)"))
        }
        let rerun = try IntentcBinary.run(Self.definitions + ["--output", "Out"], in: directory.root)
        #expect(rerun.status == 0)
        for output in Self.outputs {
            #expect(try modificationDate(directory.path("Out/\(output)")) == past, "\(output)")
        }
        #expect(try directory.contents(of: "Out") == Self.outputs)
    }

    @Test func sameBaseNamesGetDistinctFiles() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Custom.intentdefinition", into: directory, as: "A/Custom.intentdefinition")
        try IntentcBinary.copyDefinition(
            "Custom.intentdefinition", into: directory, as: "B/Custom.intentdefinition")
        let result = try IntentcBinary.run(
            ["A/Custom.intentdefinition", "B/Custom.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try directory.contents(of: "Out") == ["A_Custom.swift", "B_Custom.swift"])
    }

    @Test func namesNoFolderCanSeparateGetNumberedFiles() throws {
        let directory = try TemporaryDirectory()
        let inputs = ["Custom.intentdefinition", "Custom.plist", "custom.xml"]
        for input in inputs { try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory, as: input) }
        let result = try IntentcBinary.run(inputs + ["-o", "Out"], in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try directory.contents(of: "Out") == ["Custom.swift", "Custom_2.swift", "custom_3.swift"])
    }

    @Test func checkReportsDriftAsAUnifiedDiffAndWritesNothing() throws {
        let directory = try workspace()
        #expect(try IntentcBinary.run(Self.definitions + ["-o", "Out"], in: directory.root).status == 0)
        let clean = try IntentcBinary.run(Self.definitions + ["-o", "Out", "--check"], in: directory.root)
        #expect(clean.status == 0, "\(clean.error)")
        #expect(clean.output == "")

        let custom = directory.path("Out/Custom.swift")
        let original = try String(contentsOfFile: custom, encoding: .utf8)
        try directory.write(original + "// drift\n", to: "Out/Custom.swift")
        try FileManager.default.removeItem(atPath: directory.path("Out/PayTools.swift"))
        let drifted = try IntentcBinary.run(Self.definitions + ["-o", "Out", "--check"], in: directory.root)
        #expect(drifted.status == 1)
        #expect(
            drifted.output.hasPrefix(
                "--- Out/Custom.swift\t(in the folder)\n+++ Out/Custom.swift\t(as generated now)\n@@ -"))
        #expect(drifted.output.contains("-// drift\n"))
        #expect(drifted.output.contains("--- /dev/null\n+++ Out/PayTools.swift\t(as generated now)\n@@ -0,0 +1"))
        #expect(try String(contentsOfFile: custom, encoding: .utf8) == original + "// drift\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out/PayTools.swift")))
    }

    @Test func dryRunListsTheFilesThatWouldBeWrittenAndWritesNothing() throws {
        let directory = try workspace()
        let fresh = try IntentcBinary.run(Self.definitions + ["-o", "Out", "--dry-run"], in: directory.root)
        #expect(fresh.status == 0, "\(fresh.error)")
        #expect(fresh.output == Self.outputs.map { "Out/\($0)\n" }.joined())
        #expect(!FileManager.default.fileExists(atPath: directory.path("Out")))

        #expect(try IntentcBinary.run(Self.definitions + ["-o", "Out"], in: directory.root).status == 0)
        try directory.write(SwiftGenerator.headerMarker + "\nold\n", to: "Out/Custom.swift")
        let partly = try IntentcBinary.run(Self.definitions + ["-o", "Out", "--dry-run"], in: directory.root)
        #expect(partly.output == "Out/Custom.swift\n")
        #expect(
            try String(contentsOfFile: directory.path("Out/Custom.swift"), encoding: .utf8)
                == SwiftGenerator.headerMarker + "\nold\n")
    }

    @Test func neverOverwritesAFileIntentcDidNotGenerate() throws {
        let directory = try workspace()
        try directory.write("// Mine.\n", to: "Out/Custom.swift")
        let result = try IntentcBinary.run(Self.definitions + ["-o", "Out"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error
                == "Out/Custom.swift:1:1: error: not overwriting 'Out/Custom.swift': its first line is not "
                + "'\(SwiftGenerator.headerMarker)', so intentc did not generate it [IC128]\n")
        #expect(
            try String(contentsOfFile: directory.path("Out/Custom.swift"), encoding: .utf8) == "// Mine.\n")
        #expect(try directory.contents(of: "Out") == Self.outputs)
    }

    @Test func anInputWithErrorsWritesNothingButTheOthersAreWritten() throws {
        let directory = try workspace()
        try directory.write(Self.broken, to: "Broken.intentdefinition")
        let result = try IntentcBinary.run(
            ["Broken.intentdefinition", "Custom.intentdefinition", "-o", "Out"], in: directory.root)
        #expect(result.status == 1)
        #expect(result.error.contains("[IC005]"))
        #expect(try directory.contents(of: "Out") == ["Custom.swift"])
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let directory = try workspace()
        #expect(try IntentcBinary.run(Self.definitions + ["-o", "One"], in: directory.root).status == 0)
        #expect(try IntentcBinary.run(Self.definitions + ["-o", "Two"], in: directory.root).status == 0)
        for output in Self.outputs {
            #expect(
                FileManager.default.contents(atPath: directory.path("One/\(output)"))
                    == FileManager.default.contents(atPath: directory.path("Two/\(output)")))
        }
    }

    @Test func configurationAndFlagsShapeTheOutputFlagsWinning() throws {
        let directory = try workspace()
        func generate(_ extra: [String]) throws -> String {
            let result = try IntentcBinary.run(["Custom.intentdefinition"] + extra, in: directory.root)
            #expect(result.status == 0, "\(extra): \(result.error)")
            return result.output
        }
        try directory.write(#"{"version": 1, "accessLevel": "internal"}"#, to: "top.json")
        try directory.write(
            #"{"version": 1, "files": {"Custom.intentdefinition": {"accessLevel": "internal"}}}"#,
            to: "perfile.json")
        try directory.write(
            #"{"version": 1, "files": {"Other.intentdefinition": {"accessLevel": "internal"}}}"#,
            to: "other.json")
        let standard = try generate([])
        let internalOutput = try generate(["--access", "internal"])
        #expect(internalOutput != standard)
        #expect(try generate(["--config", "top.json"]) == internalOutput)
        #expect(try generate(["--config", "perfile.json"]) == internalOutput)
        #expect(try generate(["--config", "other.json"]) == standard)
        #expect(try generate(["--config", "top.json", "--access", "public"]) == standard)
        #expect(
            try generate(["--import", "Foundation", "--import", "Dispatch"]).contains("\nimport Dispatch\n"))
    }

    /// The flavor reaches generation from the command line and from `intentc.json`, top-level
    /// and per file, which is how both plugins choose it (they pass `--config intentc.json`).
    @Test func theIntentsFlavorComesFromTheFlagOrTheConfiguration() throws {
        let directory = try workspace()
        func generate(_ extra: [String]) throws -> String {
            let result = try IntentcBinary.run(
                ["generate", "Custom.intentdefinition", "--output-file", "Custom.swift"] + extra, in: directory.root)
            #expect(result.status == 0, "\(extra): \(result.error)")
            return try String(contentsOfFile: directory.path("Custom.swift"), encoding: .utf8)
        }
        try directory.write(#"{"version": 1, "flavor": "intents"}"#, to: "top.json")
        try directory.write(
            #"{"version": 1, "files": {"Custom.intentdefinition": {"flavor": "intents"}}}"#, to: "perfile.json")
        let standard = try generate([])
        let intents = try generate(["--flavor", "intents"])
        #expect(!standard.contains("#if canImport(Intents)"))
        #expect(
            intents.contains("#if canImport(Intents)\n  import Foundation\n  import Intents\n  import ObjectiveC\n"))
        #expect(
            intents.contains("@objc(MyIntentIntent)\n  public nonisolated class MyIntentIntent: Intents.INIntent {"))
        #expect(try generate(["--config", "top.json"]) == intents)
        #expect(try generate(["--config", "perfile.json"]) == intents)
        #expect(try generate(["--config", "top.json", "--flavor", "default"]) == standard)
    }
}
