import Foundation
import TestSupport
import Testing

/// CONTRIBUTING.md's list of CI steps is `.ci/run`'s, in order, so a newcomer reading it knows
/// what CI does.
@Suite struct ContributingCIStepsTests {
    /// The titles of `.ci/run`'s `step "…"` lines.
    static func runSteps() throws -> [String] {
        let text = try String(contentsOfFile: IntentcBinary.packageRoot + "/.ci/run", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("step \""), let end = line.lastIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 6)..<end])
        }
    }

    /// The bold titles of the numbered list in CONTRIBUTING.md's "CI" section.
    static func documentedSteps() throws -> [String] {
        let text = try String(contentsOfFile: IntentcBinary.packageRoot + "/CONTRIBUTING.md", encoding: .utf8)
        guard let section = text.range(of: "\n## CI\n") else { return [] }
        let body = text[section.upperBound...].prefix { $0 != "#" }
        return body.split(separator: "\n").compactMap { line in
            guard line.first?.isNumber == true, let open = line.range(of: ". **"),
                let close = line[open.upperBound...].range(of: "**")
            else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
    }

    @Test func contributingListsEveryStepOfTheCIScriptInOrder() throws {
        let run = try Self.runSteps()
        #expect(run.count >= 10, "\(run)")
        #expect(try Self.documentedSteps() == run)
    }
}
