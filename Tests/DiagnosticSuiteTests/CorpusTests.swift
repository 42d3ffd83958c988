import Foundation
import IntentDefinition
import Testing

/// Real files must never be rejected (FORMAT.md §19): every corpus file loads with zero errors.
@Suite("Diagnostic suite: corpus")
struct CorpusTests {
    @Test func everyCorpusFileValidatesWithoutErrors() {
        let files = SuitePaths.definitions(in: SuitePaths.corpus)
        guard !files.isEmpty else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("no corpus at \(SuitePaths.corpus.path); set INTENTC_CORPUS")
            }
            return
        }
        for file in files {
            let result = DefinitionLoader.load(contentsOf: file.path)
            #expect(result.definition != nil, "\(file.lastPathComponent) did not load")
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map { "\(FrontHalf.summary($0)): \($0.message)" })")
        }
    }

    @Test func realFilesWarnOnlyAboutTheirKnownMistakes() {
        let files = SuitePaths.definitions(in: SuitePaths.corpus)
        guard !files.isEmpty else { return }
        let warnings = files.flatMap { file in
            DefinitionLoader.load(contentsOf: file.path).diagnostics.map {
                "\(file.lastPathComponent.prefix(3)) \($0.code.rawValue)"
            }
        }
        // Dangling relationships (FORMAT.md §12) and IDs shared by different texts (§15).
        #expect(
            warnings.sorted() == [
                "007 IC097", "007 IC097", "011 IC089", "011 IC089", "017 IC089", "018 IC089",
                "018 IC089", "041 IC097", "041 IC097",
            ])
    }
}
