import Foundation
import IntentDefinition
import TestSupport
import Testing

/// Real files must never be rejected (FORMAT.md §19): every corpus file loads with zero errors.
@Suite("Diagnostic suite: corpus", CorpusLocator.availability)
struct CorpusTests {
    @Test func everyCorpusFileValidatesWithoutErrors() throws {
        for file in try CorpusLocator.requireFiles() {
            let result = DefinitionLoader.load(contentsOf: file.path)
            #expect(result.definition != nil, "\(file.lastPathComponent) did not load")
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map(FrontHalf.summary))")
        }
    }

    @Test func realFilesWarnOnlyAboutTheirKnownMistakes() throws {
        let warnings = try CorpusLocator.requireFiles().flatMap { file in
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
