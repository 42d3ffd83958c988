import Foundation
import IntentCodegen
import TestSupport
import Testing

@testable import intentc

/// `--output-file`, the form the SwiftPM build-tool plugin uses: one input, one exact output path.
@Suite struct OutputFileOptionTests {
    private func parsed(_ arguments: [String]) throws -> Invocation? {
        guard case .run(let invocation) = try ArgumentParser.parse(arguments) else { return nil }
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

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func parsesAndNamesTheOutputPath() throws {
        let invocation = try #require(
            try parsed(["generate", "A.intentdefinition", "--output-file", "G/X.swift"]))
        #expect(invocation.outputFile == "G/X.swift")
        #expect(invocation.outputDirectory == nil)
        #expect(invocation.outputPath(forFileName: "A.swift") == "G/X.swift")
        #expect(try parsed(["A.intentdefinition", "--output-file=X.swift", "--check"])?.check == true)

        let toDirectory = try #require(try parsed(["A.intentdefinition", "-o", "Out/"]))
        #expect(toDirectory.outputPath(forFileName: "A.swift") == "Out/A.swift")
        #expect(try parsed(["A.intentdefinition"])?.outputPath(forFileName: "A.swift") == nil)
    }

    @Test func usageErrors() {
        #expect(
            usageError(["A.intentdefinition", "B.intentdefinition", "--output-file", "X.swift"])
                == "'--output-file' takes exactly one input file")
        #expect(
            usageError(["A.intentdefinition", "--output-file", "X.swift", "-o", "Out"])
                == "'--output-file' and '--output' cannot be combined")
        #expect(usageError(["A.intentdefinition", "--output-file="]) == "'--output-file' needs a file")
        #expect(
            usageError(["lint", "A.intentdefinition", "--output-file", "X.swift"])
                == "'--output-file' is not an option of 'intentc lint'")
    }

    @Test func writesExactlyThatFileOnlyWhenItsContentChanges() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition(
            "Custom.intentdefinition", into: directory, as: "A/Custom.intentdefinition")
        let arguments = [
            "generate", "A/Custom.intentdefinition", "--output-file", "Plugin/Out/A_Custom.swift",
        ]
        let first = try IntentcBinary.run(arguments, in: directory.root)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "")
        #expect(try directory.contents(of: "Plugin/Out") == ["A_Custom.swift"])
        let printed = try IntentcBinary.run(["A/Custom.intentdefinition"], in: directory.root).output
        let output = directory.path("Plugin/Out/A_Custom.swift")
        #expect(FileManager.default.contents(atPath: output) == Data(printed.utf8))

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(try IntentcBinary.run(arguments, in: directory.root).status == 0)
        #expect(try modificationDate(output) == past)
    }

    @Test func checkComparesThatFileAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory)
        let arguments = ["Custom.intentdefinition", "--output-file", "X.swift"]
        let missing = try IntentcBinary.run(arguments + ["--check"], in: directory.root)
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("--- /dev/null\n+++ X.swift\t(as generated now)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("X.swift")))

        #expect(try IntentcBinary.run(arguments, in: directory.root).status == 0)
        #expect(try IntentcBinary.run(arguments + ["--check"], in: directory.root).status == 0)
        let original = try String(contentsOfFile: directory.path("X.swift"), encoding: .utf8)
        try directory.write(original + "// drift\n", to: "X.swift")
        let drifted = try IntentcBinary.run(arguments + ["--check"], in: directory.root)
        #expect(drifted.status == 1)
        #expect(drifted.output.contains("-// drift\n"))
        #expect(
            try String(contentsOfFile: directory.path("X.swift"), encoding: .utf8) == original + "// drift\n")
    }

    @Test func refusesToOverwriteAFileIntentcDidNotGenerate() throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory)
        try directory.write("// Hand-written.\n", to: "Custom.swift")
        let result = try IntentcBinary.run(
            ["Custom.intentdefinition", "--output-file", "Custom.swift"], in: directory.root)
        #expect(result.status == 1)
        #expect(
            result.error.hasPrefix("Custom.swift:1:1: error: not overwriting 'Custom.swift'"),
            "\(result.error)")
        #expect(
            try String(contentsOfFile: directory.path("Custom.swift"), encoding: .utf8)
                == "// Hand-written.\n")
    }
}
