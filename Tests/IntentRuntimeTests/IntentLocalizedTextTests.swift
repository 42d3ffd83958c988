import Foundation
import IntentRuntime
import Testing

/// A class so that `deinit` removes the bundle each test writes.
@Suite final class IntentLocalizedTextTests {
    private let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("IntentLocalizedTextTests-\(UUID().uuidString).bundle")

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes a bundle with `en.lproj/<table>.strings` holding `entries`, returning the bundle.
    private func makeBundle(table: String, entries: [String: String]) throws -> Bundle {
        let lproj = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let strings = entries.keys.sorted().map { "\"\($0)\" = \"\(entries[$0]!)\";\n" }.joined()
        try strings.write(
            to: lproj.appendingPathComponent("\(table).strings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: root.path))
    }

    @Test func looksTheKeyUpInTheDefinitionsTable() throws {
        let bundle = try makeBundle(table: "BookClub", entries: ["gpCwrM": "Lesetagebuch"])
        let text = IntentLocalizedText("Reading Log", key: "gpCwrM")
        #expect(text.localized(in: bundle, table: "BookClub") == "Lesetagebuch")
    }

    @Test func fallsBackToTheDefaultValueWhenTheKeyIsMissing() throws {
        let bundle = try makeBundle(table: "BookClub", entries: ["other1": "Anderes"])
        let text = IntentLocalizedText("Reading Log", key: "gpCwrM")
        #expect(text.localized(in: bundle, table: "BookClub") == "Reading Log")
    }

    @Test func fallsBackWhenTheTableIsMissing() throws {
        let bundle = try makeBundle(table: "BookClub", entries: ["gpCwrM": "Lesetagebuch"])
        let text = IntentLocalizedText("Reading Log", key: "gpCwrM")
        #expect(text.localized(in: bundle, table: "Custom") == "Reading Log")
    }

    @Test func emptyDefaultValueStaysEmptyInsteadOfShowingTheKey() throws {
        let bundle = try makeBundle(table: "BookClub", entries: [:])
        #expect(IntentLocalizedText("", key: "gpCwrM").localized(in: bundle, table: "BookClub") == "")
    }

    @Test func textWithoutKeyIsItsDefaultValue() throws {
        let bundle = try makeBundle(table: "Localizable", entries: ["Reading Log": "Lesetagebuch"])
        let text: IntentLocalizedText = "Reading Log"
        #expect(text.key == nil)
        #expect(text.localized(in: bundle) == "Reading Log")
    }
}
