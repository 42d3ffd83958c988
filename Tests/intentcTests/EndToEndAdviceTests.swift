import Foundation
import TestSupport
import Testing

/// Mistakes that must come with advice, as `intentc` prints them: located, with the advice in
/// the message and the related places as notes.
@Suite struct EndToEndAdviceTests {
    /// `Definitions/BookClub.intentdefinition` copied into `directory` with `edit` applied to its
    /// text; returns the copy's relative path.
    private func bookClub(in directory: TemporaryDirectory, _ edit: (String) -> String) throws -> String {
        let path = try IntentcBinary.copyDefinition("BookClub.intentdefinition", into: directory)
        let text = try String(contentsOfFile: directory.path(path), encoding: .utf8)
        try directory.write(edit(text), to: path)
        return path
    }

    /// The 1-based number of the line of `text` equal to `line` after leading tabs, the `index`-th
    /// such line.
    private func lineNumber(of line: String, in text: String, occurrence index: Int = 0) -> Int? {
        let numbers = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.drop(while: { $0 == "\t" }) == line }.map { $0.offset + 1 }
        return index < numbers.count ? numbers[index] : nil
    }

    @Test func conflictMarkersAreOneErrorWithANoteAtEachMarker() throws {
        let directory = try TemporaryDirectory()
        let path = try bookClub(in: directory) { text in
            text.replacingOccurrences(
                of: "<key>INEnumName</key>\n\t\t\t<string>ReadingPeriod</string>\n",
                with: "<key>INEnumName</key>\n<<<<<<< HEAD\n\t\t\t<string>ReadingPeriod</string>\n=======\n"
                    + "\t\t\t<string>Period</string>\n>>>>>>> main\n")
        }
        let text = try String(contentsOfFile: directory.path(path), encoding: .utf8)
        let first = try #require(lineNumber(of: "<<<<<<< HEAD", in: text))
        let result = try IntentcBinary.run(["lint", path], in: directory.root)
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(path):\(first):1: error: the file holds unresolved merge-conflict markers (3 marker lines, the first here); "
                    + "resolve the conflict: keep the lines you want between the markers and delete every marker line, then build again [IC019]",
                "\(path):\(first + 2):1: note: conflict marker '======='",
                "\(path):\(first + 4):1: note: conflict marker '>>>>>>>'",
            ])
    }

    @Test func aMisspelledEnumGetsADidYouMeanNoteAtTheEnum() throws {
        let directory = try TemporaryDirectory()
        let path = try bookClub(in: directory) { text in
            // The parameter's reference is indented five tabs; the enum's own name three.
            text.replacingOccurrences(
                of: "\t\t\t\t\t<string>ReadingPeriod</string>", with: "\t\t\t\t\t<string>ReadngPeriod</string>")
        }
        let text = try String(contentsOfFile: directory.path(path), encoding: .utf8)
        let enumName = try #require(lineNumber(of: "<string>ReadingPeriod</string>", in: text))
        let reference = try #require(lineNumber(of: "<string>ReadngPeriod</string>", in: text))
        let result = try IntentcBinary.run(["lint", path], in: directory.root)
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n").map(String.init)
        let error = try #require(lines.firstIndex { $0.hasSuffix("[IC063]") })
        // The error points at the reference's value, the note at the enum's name.
        #expect(lines[error].hasPrefix("\(path):\(reference):6: error: parameter 'period' of intent"))
        #expect(lines[error].contains("names enum 'ReadngPeriod', which the file does not define"))
        #expect(lines.dropFirst(error + 1).first == "\(path):\(enumName):4: note: did you mean 'ReadingPeriod'?")
    }

    @Test func aFilesKeyMatchingNoDefinitionIsAWarningAtTheKey() throws {
        let directory = try TemporaryDirectory()
        let path = try IntentcBinary.copyDefinition(
            "PayTools.intentdefinition", into: directory, as: "Pay/PayTools.intentdefinition")
        try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory, as: "Menu/Custom.intentdefinition")
        try directory.write(
            """
            {
              "version": 1,
              "files": {
                "PayTools.intentdefinition": {"accessLevel": "internal"},
                "Menu/Custom.intentdefinition": {"classPrefix": "M"},
                "Pay/PayTool.intentdefinition": {"classPrefix": "P"}
              }
            }
            """, to: "intentc.json")
        let result = try IntentcBinary.run(["lint", path, "--config", "intentc.json"], in: directory.root)
        #expect(result.status == 0)
        // Menu/Custom.intentdefinition is not an input, but lies next to the configuration: used.
        #expect(
            result.error
                == "intentc.json:6:5: warning: \"files\" key 'Pay/PayTool.intentdefinition' matches no definition given to intentc "
                + "and no .intentdefinition file next to or below this intentc.json, so its settings are never used; "
                + "write the definition's path relative to this file, or a trailing part of it [IC130]\n")
    }
}
