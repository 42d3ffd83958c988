import Foundation
import TestSupport
import Testing

/// Stored configurations outlive the version that wrote them: every committed JSON file in
/// `StoredConfigurations/` still decodes to the value listed in ``StoredConfigurations``, and the
/// encoder still writes the files it wrote.
///
/// Files are added, never rewritten: with `INTENTC_WRITE_STORED_CONFIGURATIONS=1`, the encoder
/// writes the encoder-made files that do not exist yet (see the folder's README).
@Suite struct StoredConfigurationTests {
    static let directory = PackagePaths.root.appending(path: "Tests/GeneratedIntentsTests/StoredConfigurations")
    static let writeCommand =
        "INTENTC_WRITE_STORED_CONFIGURATIONS=1 swift test --filter StoredConfigurationTests"
    static let writesMissingFiles =
        ProcessInfo.processInfo.environment["INTENTC_WRITE_STORED_CONFIGURATIONS"] == "1"

    static let encoderMade = StoredConfigurations.all.filter { $0.origin == .encoder }

    @Test(arguments: StoredConfigurations.all)
    func decodesToTheExpectedValue(_ fixture: StoredConfigurationFixture) throws {
        let data = try Self.contents(of: fixture)
        if let mismatch = try fixture.decodingMismatch(data) {
            Issue.record("\(fixture.fileName): \(mismatch)")
        }
    }

    @Test(arguments: encoderMade)
    func encoderStillWritesTheCommittedFile(_ fixture: StoredConfigurationFixture) throws {
        let url = Self.directory.appending(path: fixture.fileName)
        let encoded = try fixture.encoded()
        if Self.writesMissingFiles, !FileManager.default.fileExists(atPath: url.path) {
            try encoded.write(to: url)
        }
        let committed = try Self.contents(of: fixture)
        #expect(
            String(decoding: encoded, as: UTF8.self) == String(decoding: committed, as: UTF8.self),
            "the encoder no longer writes \(fixture.fileName) as it did; stored configurations change format")
    }

    @Test func everyCommittedFileIsListed() throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        let listed = StoredConfigurations.all.map(\.fileName)
        #expect(Set(listed).count == listed.count, "a file is listed twice")
        #expect(present == listed.sorted())
    }

    @Test func handMadeVariantsCoverUnknownKeysUnknownRawValuesAndMissingKeys() {
        let handMade = StoredConfigurations.all.filter { $0.origin == .handMade }.map(\.fileName)
        for variant in ["unknown-keys", "unknown-enum-value", "unknown-values", "unknown-code", "missing-keys"] {
            #expect(handMade.contains { $0.contains(variant) }, "no hand-made file for \(variant)")
        }
    }

    /// The committed bytes of `fixture`'s file; a missing file fails with the command that writes
    /// encoder-made files.
    private static func contents(of fixture: StoredConfigurationFixture) throws -> Data {
        let url = directory.appending(path: fixture.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw MissingFixture(
                description: fixture.origin == .encoder
                    ? "\(fixture.fileName) is missing; write it with `\(writeCommand)`"
                    : "\(fixture.fileName) is missing; it is written by hand")
        }
        return data
    }

    private struct MissingFixture: Error, CustomStringConvertible {
        var description: String
    }
}
