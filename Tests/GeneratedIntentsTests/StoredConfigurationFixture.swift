import Foundation
import Testing

/// One committed JSON file in `StoredConfigurations/` and the value it must decode to.
///
/// The expected value is written in Swift, independently of any decoder. Files whose `origin` is
/// ``Origin/encoder`` were written by the encoder of the version that introduced them (see the
/// folder's README); the others were written by hand to stand for what other versions store.
struct StoredConfigurationFixture: Sendable, CustomTestStringConvertible {
    /// Who wrote the committed file.
    enum Origin: Sendable {
        /// The generated `encode(to:)`, through ``StoredConfigurationFixture/encoder``.
        case encoder
        /// A person: unknown keys, unknown enum raw values, missing keys.
        case handMade
    }

    /// The file name inside `StoredConfigurations/`.
    var fileName: String
    /// Who wrote the file.
    var origin: Origin
    /// Decodes `data` and returns a failure message when it does not give the expected value.
    var decodingMismatch: @Sendable (Data) throws -> String?
    /// The expected value encoded as the writer encodes it.
    var encoded: @Sendable () throws -> Data

    var testDescription: String { fileName }

    /// The encoder the files were written with: sorted keys and indentation, for readable diffs.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A fixture whose file holds `expected`, as `T` stores it.
    static func value<T: Codable & Equatable & Sendable>(
        _ fileName: String, _ expected: T, origin: Origin = .encoder
    ) -> StoredConfigurationFixture {
        StoredConfigurationFixture(
            fileName: fileName, origin: origin,
            decodingMismatch: { data in
                let decoded = try JSONDecoder().decode(T.self, from: data)
                return decoded == expected ? nil : "decoded \(decoded), expected \(expected)"
            },
            encoded: { try encoder.encode(expected) + Data("\n".utf8) })
    }
}
