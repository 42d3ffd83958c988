import Foundation
import TestSupport
import Testing

/// The check is sound only if real code passes it: every Swift file Xcode generated in
/// `../shared/reference/xcode-intents/` typechecks unmodified on Apple's iOS SDK at iOS 12 (the
/// floor Xcode's classes declare), each pair as one module, in the language mode Xcode generated
/// it for.
@Suite(ReferenceLocator.availability, AppleSDK.availability)
struct XcodeReferenceTypecheckTests {
    /// Warnings that Xcode's own text causes under the language rules, whatever the framework:
    /// Xcode 13 declared completion-handler and async requirements on one selector without
    /// `@available(*, renamed:)` (a warning in Swift 5 mode), and Telegram's custom-type result
    /// force-casts `super`'s `Self` result to `Self`.
    static let explainedWarnings = [
        "with the same Objective-C selector; this is an error in the Swift 6 language mode",
        "forced cast of 'Self' to same type has no effect",
    ]

    /// The language mode of a pair: `-swiftVersion N` where its row records Xcode's invocation,
    /// else Swift 6 from Xcode 16 on and Swift 5 before.
    static func languageMode(of row: [String: String]) throws -> Int {
        let recorded = row.values.sorted().joined(separator: " ")
        if let match = recorded.firstMatch(of: /-swiftVersion (\d+)/), let major = Int(match.1) { return major }
        let xcode = try #require(row["xcode_version_if_known"]?.firstMatch(of: /^(\d+)/), "no Xcode version: \(row)")
        return try #require(Int(xcode.1)) >= 16 ? 6 : 5
    }

    @Test func allSixPairsArePresent() throws {
        try ReferenceLocator.require()
        #expect(ReferenceMaterial.xcodePairNames.count >= 6, "\(ReferenceMaterial.xcodePairNames)")
        #expect(Set(try ReferenceMaterial.sources().keys) == Set(ReferenceMaterial.xcodePairNames))
        // Every Swift file below the folder belongs to a pair's top level, so the per-pair test
        // typechecks them all.
        let everySwiftFile =
            FileManager.default.enumerator(atPath: ReferenceLocator.xcodeIntents.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let perPair = try ReferenceMaterial.xcodePairNames.flatMap { try ReferenceMaterial.generatedFiles(ofPair: $0) }
        #expect(everySwiftFile.count == perPair.count && !perPair.isEmpty, "\(everySwiftFile)")
    }

    @Test(arguments: ReferenceMaterial.xcodePairNames)
    func xcodeOutputTypechecksUnmodified(pair: String) throws {
        let row = try #require(try ReferenceMaterial.sources()[pair], "\(pair) has no SOURCES.tsv row")
        let mode = try Self.languageMode(of: row)
        let files = try ReferenceMaterial.generatedFiles(ofPair: pair)
        try #require(!files.isEmpty, "\(pair) has no generated Swift")
        let output = try TypecheckScript.run(flavor: "intents", swiftVersion: mode, allowWarnings: true, files: files)
        #expect(output.status == 0, "\(pair) in Swift \(mode):\n\(output.text)")
        #expect(output.errors.isEmpty, "\(pair):\n\(output.errors.joined(separator: "\n"))")
        let unexplained = output.warnings.filter { warning in
            !Self.explainedWarnings.contains { warning.contains($0) }
        }
        #expect(unexplained.isEmpty, "\(pair):\n\(unexplained.joined(separator: "\n"))")
    }

    /// The language mode matters: Xcode 13's output,
    /// without `renamed:`, is rejected in Swift 6 mode, as it is on a Mac.
    @Test func xcode13OutputIsRejectedInSwift6Mode() throws {
        try ReferenceLocator.require()
        let output = try TypecheckScript.run(
            flavor: "intents", swiftVersion: 6, files: try ReferenceMaterial.generatedFiles(ofPair: "brave-widgets"))
        #expect(output.status != 0)
        #expect(!output.errors.isEmpty)
        #expect(
            output.errors.allSatisfy {
                $0.contains("conflicts with method") && $0.contains("same Objective-C selector")
            },
            "\(output.text)")
    }

    @Test func languageModesFollowTheRecordedInvocation() throws {
        try ReferenceLocator.require()
        let rows = try ReferenceMaterial.sources()
        #expect(try Self.languageMode(of: #require(rows["inventario-casa"])) == 6)
        #expect(try Self.languageMode(of: #require(rows["openhab"])) == 5)
        #expect(try Self.languageMode(of: #require(rows["telegram"])) == 5)
    }
}
