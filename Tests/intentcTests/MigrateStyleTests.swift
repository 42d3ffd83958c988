import Foundation
import IntentCodegen
import TestSupport
import Testing

@testable import intentc

/// `migrate` writes in the project's style: its `.swift-format` or `.editorconfig`, or the flags.
@Suite struct MigrateStyleTests {
    /// Migrates BookClub into `output` (relative to `directory`) with `flags`; returns the run
    /// and the intent file's text.
    private func migrate(
        in directory: TemporaryDirectory, output: String = "App/Out", _ flags: [String] = []
    ) throws -> (result: ProcessResult, intent: String) {
        try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        let result = try IntentcBinary.run(
            ["migrate", "BookClub.intentdefinition", "-o", output] + flags, in: directory.root)
        let intent =
            (try? String(contentsOfFile: directory.path(output + "/ReadingLogAppIntent.swift"), encoding: .utf8)) ?? ""
        return (result, intent)
    }

    /// The indentation of the line after `struct ReadingLogAppIntent…{`: one level.
    private func firstMemberIndentation(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("struct ReadingLogAppIntent") }) else { return "?" }
        return String(lines[index + 1].prefix { $0 == " " || $0 == "\t" })
    }

    @Test func withoutAStyleFileTheLayoutIsXcodes() throws {
        let directory = try TemporaryDirectory()
        let (result, intent) = try migrate(in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(firstMemberIndentation(intent) == "    ")
        #expect(result.output.contains("Layout: 4 spaces, 120 columns (Xcode's)\n"), "\(result.output)")
    }

    @Test func aSwiftFormatAboveTheOutputSetsTheLayout() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"version": 1, "indentation": {"spaces": 2}, "lineLength": 100}"#, to: ".swift-format")
        let (result, intent) = try migrate(in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(firstMemberIndentation(intent) == "  ")
        #expect(
            result.output.contains("Layout: 2 spaces, 100 columns (from \(directory.root)/.swift-format)\n"),
            "\(result.output)")
        // Lines break at 100: the prediction's representation no longer fits on one line.
        #expect(intent.contains("      DisplayRepresentation(\n"), "\(intent)")
    }

    @Test func settingsASwiftFormatLeavesOutAreSwiftFormatsDefaults() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"version": 1, "lineLength": 80}"#, to: "App/.swift-format")
        let (result, intent) = try migrate(in: directory)
        #expect(firstMemberIndentation(intent) == "  ")
        #expect(result.output.contains("Layout: 2 spaces, 80 columns (from "), "\(result.output)")
    }

    @Test func anEditorConfigSetsTabs() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "root = true\n\n[*.md]\nindent_size = 2\n\n[*.swift]\nindent_style = tab\n", to: ".editorconfig")
        let (result, intent) = try migrate(in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(firstMemberIndentation(intent) == "\t")
        #expect(!intent.contains("\n  "), "no line is indented with spaces")
        #expect(result.output.contains("Layout: tab (4 columns), 120 columns (from "), "\(result.output)")
    }

    @Test func theNearestStyleFileWinsAndSwiftFormatWinsInOneFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"indentation": {"spaces": 3}}"#, to: ".swift-format")
        try directory.write("[*]\nindent_size = 5\nmax_line_length = 90\n", to: "App/.editorconfig")
        #expect(firstMemberIndentation(try migrate(in: directory).intent) == "     ")
        // In the same folder, .swift-format wins.
        try directory.write(#"{"indentation": {"spaces": 3}}"#, to: "App/.swift-format")
        #expect(firstMemberIndentation(try migrate(in: directory, ["--force"]).intent) == "   ")
    }

    @Test func anEditorConfigWithoutSwiftSettingsLeavesTheSwiftFormatFurtherUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"indentation": {"spaces": 3}}"#, to: ".swift-format")
        try directory.write("[*.md]\nindent_size = 5\n", to: "App/.editorconfig")
        #expect(firstMemberIndentation(try migrate(in: directory).intent) == "   ")
    }

    @Test func aRootEditorConfigStopsTheSearchForMoreEditorConfigs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[*.swift]\nmax_line_length = 60\n", to: ".editorconfig")
        try directory.write("root = true\n[*.{swift,m}]\nindent_size = 3\n", to: "App/.editorconfig")
        let (result, intent) = try migrate(in: directory)
        #expect(firstMemberIndentation(intent) == "   ")
        #expect(result.output.contains("Layout: 3 spaces, 120 columns (from "), "\(result.output)")
    }

    @Test func theFlagsReplaceTheStyleFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"indentation": {"tabs": 1}, "lineLength": 100}"#, to: ".swift-format")
        let (result, intent) = try migrate(in: directory, ["--indent", "3", "--line-length", "80"])
        #expect(firstMemberIndentation(intent) == "   ")
        #expect(result.output.contains("Layout: 3 spaces, 80 columns (from "), "\(result.output)")
        #expect(!intent.contains("\t"))
    }

    @Test func badFlagValuesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        for (flag, value, message) in [
            ("--indent", "0", "'--indent' needs a number of spaces from 1 to 16, or 'tab', not '0'"),
            ("--indent", "tabs", "'--indent' needs a number of spaces from 1 to 16, or 'tab', not 'tabs'"),
            ("--line-length", "20", "'--line-length' needs a number of columns from 40 to 1000, not '20'"),
        ] {
            let (result, _) = try migrate(in: directory, [flag, value])
            #expect(result.status == 64)
            #expect(result.error.contains(message), "\(result.error)")
        }
        let generate = try IntentcBinary.run(
            ["generate", "BookClub.intentdefinition", "--indent", "4"], in: directory.root)
        #expect(generate.error.contains("'--indent' is not an option of 'intentc generate'"), "\(generate.error)")
    }

    /// IC134 at the value that cannot be read, which is left out; the rest still applies.
    @Test func anUnreadableSettingIsAWarningAtItsValue() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "root = true\n[*.swift]\nindent_size =   wide\nmax_line_length = 90\n", to: "App/.editorconfig")
        let (result, intent) = try migrate(in: directory)
        #expect(result.status == 0)
        #expect(
            result.error.contains(
                "App/.editorconfig:3:17: warning: cannot read 'indent_size = wide' of '\(directory.root)/App/.editorconfig': "
                    + "expected a whole number above zero or 'tab'; it is ignored [IC134]"),
            "\(result.error)")
        #expect(firstMemberIndentation(intent) == "    ")
        #expect(result.output.contains("Layout: 4 spaces, 90 columns"), "\(result.output)")

        let swiftFormat = try TemporaryDirectory()
        try swiftFormat.write(
            "{\n  \"lineLength\": \"long\",\n  \"indentation\": {\"spaces\": 2}\n}\n", to: ".swift-format")
        let second = try migrate(in: swiftFormat)
        #expect(
            second.result.error.contains(
                "/.swift-format:2:17: warning: cannot read the layout of '\(swiftFormat.root)/.swift-format': "
                    + "'lineLength' is not a whole number above zero; it is ignored [IC134]"),
            "\(second.result.error)")
        #expect(firstMemberIndentation(second.intent) == "  ")

        let broken = try TemporaryDirectory()
        try broken.write("{\n  \"lineLength\": 90,\n", to: ".swift-format")
        let third = try migrate(in: broken, ["--warnings-as-errors"])
        #expect(third.result.status == 1)
        #expect(
            third.result.error.contains("/.swift-format:3:1: error: cannot read the layout of"), "\(third.result.error)"
        )
        #expect(!FileManager.default.fileExists(atPath: broken.path("App/Out")), "nothing is written")
    }
}

/// editorconfig.org's globs, as `.editorconfig` sections use them.
@Suite struct EditorConfigGlobTests {
    @Test(arguments: [
        ("*", "App/Out/A.swift", true),
        ("*.swift", "App/Out/A.swift", true),
        ("*.swift", "A.swift", true),
        ("*.{swift,m}", "Out/A.swift", true),
        ("*.{m,h}", "Out/A.swift", false),
        ("App/**.swift", "App/Out/A.swift", true),
        ("App/*.swift", "App/Out/A.swift", false),
        ("/App/Out/*.swift", "App/Out/A.swift", true),
        ("Sources/**", "App/Out/A.swift", false),
        ("[AB].swift", "Out/A.swift", true),
        ("[!AB].swift", "Out/A.swift", false),
        ("?.swift", "Out/A.swift", true),
        ("{App,Lib}/**/*.swift", "App/Out/A.swift", true),
    ])
    func matches(glob: String, path: String, expected: Bool) {
        #expect(EditorConfigGlob.matches(glob, path: path) == expected, "\(glob) on \(path)")
    }
}
