import Foundation

/// Converts property lists to the binary form with the toolchain's `plutil` (part of every Swift
/// toolchain, Foundation's on Linux), as Xcode users do with `plutil -convert binary1`.
public enum BinaryPlistConversion {
    /// Writes the binary form of the property list at `source` to `destination`; throws when
    /// plutil fails.
    public static func convert(_ source: String, to destination: String) throws {
        let result = try ProcessRunner.run(
            "plutil", ["-convert", "binary1", "-o", destination, source], environment: nil)
        guard result.status == 0 else {
            throw ConversionFailed(description: "plutil failed on \(source) (\(result.status)): \(result.text)")
        }
    }

    struct ConversionFailed: Error, CustomStringConvertible {
        let description: String
    }
}
