import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

@Suite struct PlistReaderCorpusTests {
    @Test(CorpusLocator.availability)
    func readsEveryCorpusFileWithoutDiagnostics() throws {
        for file in try CorpusLocator.requireFiles() {
            let outcome = read(file: file.path)
            #expect(outcome.diagnostics.isEmpty, "\(file.lastPathComponent): \(outcome.diagnostics)")
            #expect(outcome.value?.entries != nil, "\(file.lastPathComponent) has no root dictionary")
        }
    }

    @Test func linesPastSixtyFiveThousandAreRight() {
        let count = 70_000
        var text = plistHeader + "<plist version=\"1.0\">\n<array>\n"
        for index in 0..<count { text += "\t<integer>\(index)</integer>\n" }
        text += "\t<string>last</string>\n</array>\n</plist>\n"
        let outcome = read(text)
        #expect(outcome.diagnostics.isEmpty)
        guard case .array(let items) = outcome.value?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == count + 1)
        #expect(items.last == PlistNode(.string("last"), at: at(count + 5, 2)))
        #expect(items[65_535].location == at(65_540, 2))
    }

    @Test func errorsPastSixtyFiveThousandLinesAreLocatedRight() {
        let text = String(repeating: "\n", count: 70_000) + "<plist><strin></string></plist>"
        #expect(read(text).diagnostics.map(\.location) == [at(70_001, 24)])
    }
}
