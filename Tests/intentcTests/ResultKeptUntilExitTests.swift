import Foundation
import TestSupport
import Testing

@testable import intentc

/// The process keeps its last result until exit (``ResultKeptUntilExit``); that changes what
/// is freed when, never what a command prints, writes or returns.
@Suite struct ResultKeptUntilExitTests {
    /// What one run printed and returned, and the files it wrote into `output`.
    private struct Run: Equatable {
        var status: Intentc.ExitStatus
        var output: [UInt8]
        var error: String
        var files: [String: Data]
    }

    private func run(_ arguments: [String], keptResult: ResultKeptUntilExit?, output: String?) throws -> Run {
        let console = CapturedConsole()
        let status = Intentc.run(
            arguments: arguments + (output.map { ["-o", $0] } ?? []), environment: [:],
            standardErrorIsTerminal: false, console: console.console, keptResult: keptResult)
        var files: [String: Data] = [:]
        if let output {
            for name in try FileManager.default.contentsOfDirectory(atPath: output) {
                files[name] = FileManager.default.contents(atPath: output + "/" + name)
            }
        }
        return Run(status: status, output: console.outputBytes, error: console.error, files: files)
    }

    @Test(arguments: ["lint", "generate", "dump"])
    func keepingResultsChangesNoOutput(command: String) throws {
        let directory = try TemporaryDirectory()
        var inputs = [
            try directory.write(SyntheticDefinition.xml(count: 3), to: "First.intentdefinition"),
            try directory.write(SyntheticDefinition.xml(count: 5), to: "Second.intentdefinition"),
        ]
        // `dump` takes one file.
        if command == "dump" { inputs.removeLast() }
        let writes = command == "generate"
        let freed = try run([command] + inputs, keptResult: nil, output: writes ? directory.path("Freed") : nil)
        let kept = try run(
            [command] + inputs, keptResult: ResultKeptUntilExit(), output: writes ? directory.path("Kept") : nil)
        #expect(freed.status == .success, "\(freed.error)")
        #expect(writes ? freed.files.count == 2 : (command == "lint" || !freed.output.isEmpty))
        #expect(kept == freed)
    }
}
