import Foundation
import TestSupport
import Testing

/// The built `intentc` executable, run as a user would run it.
enum IntentcBinary {
    /// The package root.
    static let packageRoot = PackagePaths.root.path

    /// `.build/debug/intentc` under the package root.
    static let path = packageRoot + "/.build/debug/intentc"

    /// Runs intentc with `arguments` in `directory`, with a clean environment (no `NO_COLOR`).
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessResult {
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "intentc is not built at \(path); run `swift build` first", sourceLocation: sourceLocation)
        return try ProcessRunner.run(path, arguments, in: directory, environment: environment)
    }

    /// Copies `Definitions/<name>` into `directory` and returns the relative path used.
    @discardableResult
    static func copyDefinition(_ name: String, into directory: TemporaryDirectory, as relative: String? = nil)
        throws
        -> String
    {
        let target = relative ?? name
        let contents = try String(contentsOfFile: packageRoot + "/Definitions/" + name, encoding: .utf8)
        try directory.write(contents, to: target)
        return target
    }
}
