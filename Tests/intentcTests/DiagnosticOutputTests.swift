import Foundation
import IntentDefinition
import Testing

@testable import intentc

@Suite struct DiagnosticOutputTests {
    /// A warning code for formatting tests (intentc's own codes are all errors).
    private let warningCode = DiagnosticCode("IC999", .warning, "A test warning.")

    private var duplicate: Diagnostic {
        Diagnostic(
            .configurationDuplicateKey, "key 'a' appears twice",
            at: Location(file: "c.json", line: 3, column: 5),
            notes: [
                DiagnosticNote("'a' was first given here", at: Location(file: "c.json", line: 2, column: 4))
            ])
    }

    @Test func textIsOneCompilerStyleLinePerDiagnosticAndNote() {
        let formatter = TextDiagnosticFormatter(usesColor: false)
        #expect(
            formatter.format(ReportedDiagnostic(diagnostic: duplicate, fallbackFile: "c.json"))
                == "c.json:3:5: error: key 'a' appears twice [IC127]\nc.json:2:4: note: 'a' was first given here\n"
        )
    }

    @Test func textWithoutALocationNamesTheFileOrIntentc() {
        let formatter = TextDiagnosticFormatter(usesColor: false)
        let unlocated = Diagnostic(
            .configurationUnreadable, "cannot read it", at: nil, notes: [DiagnosticNote("see here", at: nil)])
        #expect(
            formatter.format(ReportedDiagnostic(diagnostic: unlocated, fallbackFile: "c.json"))
                == "c.json: error: cannot read it [IC120]\nc.json: note: see here\n")
        #expect(
            formatter.format(ReportedDiagnostic(diagnostic: unlocated, fallbackFile: nil))
                == "intentc: error: cannot read it [IC120]\nintentc: note: see here\n")
    }

    @Test func colorsBoldTheLocationAndColorTheSeverityWord() {
        let formatter = TextDiagnosticFormatter(usesColor: true)
        #expect(
            formatter.format(ReportedDiagnostic(diagnostic: duplicate, fallbackFile: nil))
                == "\u{1B}[1mc.json:3:5:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m key 'a' appears twice [IC127]\n"
                + "\u{1B}[1mc.json:2:4:\u{1B}[0m \u{1B}[1;30mnote:\u{1B}[0m 'a' was first given here\n")
        let warning = Diagnostic(warningCode, "careful", at: Location(file: "d", line: 1, column: 2))
        #expect(
            formatter.format(ReportedDiagnostic(diagnostic: warning, fallbackFile: nil))
                == "\u{1B}[1md:1:2:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m careful [IC999]\n")
    }

    @Test func colorChoice() {
        #expect(
            TerminalStyle.usesColor(.always, standardErrorIsTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalStyle.usesColor(.never, standardErrorIsTerminal: true, environment: [:]))
        #expect(TerminalStyle.usesColor(.auto, standardErrorIsTerminal: true, environment: [:]))
        #expect(TerminalStyle.usesColor(.auto, standardErrorIsTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(
            !TerminalStyle.usesColor(.auto, standardErrorIsTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalStyle.usesColor(.auto, standardErrorIsTerminal: false, environment: [:]))
    }

    @Test func jsonIsAnArrayOfObjectsWithSortedKeysAndExplicitNulls() throws {
        let unlocated = Diagnostic(.configurationUnreadable, "cannot read it", at: nil)
        let text = JSONDiagnosticEncoder.encode([
            ReportedDiagnostic(diagnostic: duplicate, fallbackFile: "c.json"),
            ReportedDiagnostic(diagnostic: unlocated, fallbackFile: nil),
        ])
        #expect(text.hasSuffix("]\n"))
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(decoded.count == 2)
        #expect(decoded[0]["severity"] as? String == "error")
        #expect(decoded[0]["code"] as? String == "IC127")
        #expect(decoded[0]["message"] as? String == "key 'a' appears twice")
        #expect(decoded[0]["file"] as? String == "c.json")
        #expect(decoded[0]["line"] as? Int == 3)
        #expect(decoded[0]["column"] as? Int == 5)
        let note = try #require((decoded[0]["notes"] as? [[String: Any]])?.first)
        #expect(Set(note.keys) == ["message", "file", "line", "column"])
        #expect(note["line"] as? Int == 2)
        #expect(Set(decoded[1].keys) == ["severity", "code", "message", "file", "line", "column", "notes"])
        #expect(decoded[1]["file"] is NSNull)
        #expect(decoded[1]["line"] is NSNull)
        // Keys are sorted in the text itself.
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
                return nil
            }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
        #expect(Array(keys.prefix(7)) == ["code", "column", "file", "line", "message", "notes", "column"])
        #expect(JSONDiagnosticEncoder.encode([]) == "[]\n")
    }

    @Test func reporterPromotesWarningsAndQuietHidesAllButErrors() {
        let warning = Diagnostic(warningCode, "careful", at: Location(file: "d", line: 1, column: 2))
        let plain = CapturedConsole()
        let reporter = DiagnosticReporter(
            options: ReportingOptions(), usesColor: false, console: plain.console)
        #expect(!reporter.report([warning], file: "d"))
        #expect(plain.error == "d:1:2: warning: careful [IC999]\n")

        let promoted = CapturedConsole()
        let strict = DiagnosticReporter(
            options: ReportingOptions(warningsAsErrors: true), usesColor: false, console: promoted.console)
        #expect(strict.report([warning], file: "d"))
        #expect(promoted.error == "d:1:2: error: careful [IC999]\n")

        let quiet = CapturedConsole()
        let silent = DiagnosticReporter(
            options: ReportingOptions(quiet: true), usesColor: false, console: quiet.console)
        #expect(!silent.report([warning], file: "d"))
        #expect(silent.report([duplicate], file: "c.json"))
        #expect(
            quiet.error
                == "c.json:3:5: error: key 'a' appears twice [IC127]\nc.json:2:4: note: 'a' was first given here\n"
        )
    }

    @Test func reporterPrintsInDisplayOrderWhateverOrderItIsGiven() {
        let console = CapturedConsole()
        let reporter = DiagnosticReporter(options: ReportingOptions(), usesColor: false, console: console.console)
        reporter.report(
            [
                Diagnostic(warningCode, "third", at: Location(file: "d", line: 9, column: 1)),
                Diagnostic(warningCode, "first", at: Location(file: "d", line: 1, column: 5)),
                Diagnostic(warningCode, "second", at: Location(file: "d", line: 2, column: 1)),
            ], file: "d")
        #expect(
            console.error
                == "d:1:5: warning: first [IC999]\nd:2:1: warning: second [IC999]\nd:9:1: warning: third [IC999]\n")
    }

    @Test func jsonReporterPrintsOneArrayAtTheEnd() throws {
        let console = CapturedConsole()
        let reporter = DiagnosticReporter(
            options: ReportingOptions(format: .json), usesColor: true, console: console.console)
        reporter.report([duplicate], file: "c.json")
        reporter.report([Diagnostic(.configurationUnreadable, "x", at: nil)], file: "e.json")
        #expect(console.error == "")
        reporter.finish()
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(console.error.utf8)) as? [[String: Any]])
        #expect(decoded.map { $0["code"] as? String } == ["IC127", "IC120"])
        #expect(decoded[1]["file"] as? String == "e.json")
        #expect(!console.error.contains("\u{1B}"))
    }
}

@Suite struct StructuredDiagnosticFormatTests {
    @Test func githubEscapesMessagesAndProperties() {
        let odd = Diagnostic(
            .configurationUnreadable, "100% sure\r\nnext, line: x", at: Location(file: "a:b,c.json", line: 1, column: 2)
        )
        #expect(
            GitHubAnnotationFormatter.format(ReportedDiagnostic(diagnostic: odd, fallbackFile: nil))
                == "::error file=a%3Ab%2Cc.json,line=1,col=2,title=IC120::100% sure%0D%0Anext, line: x\n"
                .replacingOccurrences(of: "100% sure", with: "100%25 sure"))
    }

    @Test func githubWithoutALocationNamesTheFileOrNothing() {
        let unlocated = Diagnostic(.configurationUnreadable, "cannot read it", at: nil)
        #expect(
            GitHubAnnotationFormatter.format(ReportedDiagnostic(diagnostic: unlocated, fallbackFile: "c.json"))
                == "::error file=c.json,title=IC120::cannot read it\n")
        #expect(
            GitHubAnnotationFormatter.format(ReportedDiagnostic(diagnostic: unlocated, fallbackFile: nil))
                == "::error title=IC120::cannot read it\n")
    }

    @Test func sarifURIsAreEncodedAndAbsolutePathsAreFileURIs() {
        #expect(SARIFEncoder.uri(forPath: "Defs/My Intents.intentdefinition") == "Defs/My%20Intents.intentdefinition")
        #expect(SARIFEncoder.uri(forPath: "/tmp/ä.intentdefinition") == "file:///tmp/%C3%A4.intentdefinition")
        #expect(SARIFEncoder.uri(forPath: "HEAD:a") == "HEAD%3Aa")
    }

    @Test func sarifOfNoDiagnosticsIsARunWithNoResultsAndEveryRule() throws {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFEncoder.encode([]).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiagnosticCode.intentcCatalog.map(\.rawValue))
    }
}
