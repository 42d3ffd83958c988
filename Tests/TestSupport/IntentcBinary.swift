import Foundation
import Testing

/// The built `intentc` executable, run as a user would run it.
public enum IntentcBinary {
    /// The package root.
    public static let packageRoot = PackagePaths.root.path

    /// The `intentc` built beside the tests being run: in the folder of the test bundle
    /// (`.build/<triple>/debug/intentcPackageTests.xctest`, or `release` after `swift test -c
    /// release`), so the binary is always the one this build made; `$INTENTC_BINARY` overrides it.
    public static let path: String = {
        if let given = ProcessInfo.processInfo.environment["INTENTC_BINARY"], !given.isEmpty { return given }
        let candidates =
            [ProcessInfo.processInfo.arguments.first ?? ""] + ProcessInfo.processInfo.arguments
            + Bundle.allBundles.map(\.bundlePath)
        guard let bundle = candidates.lazy.compactMap(testBundle(in:)).first else {
            return packageRoot + "/.build/debug/intentc"
        }
        return (bundle as NSString).deletingLastPathComponent + "/intentc"
    }()

    /// The `….xctest` path `candidate` is or lies in, if any.
    static func testBundle(in candidate: String) -> String? {
        guard let range = candidate.range(of: ".xctest") else { return nil }
        return String(candidate[..<range.upperBound])
    }

    /// Runs intentc with `arguments` in `directory`, with exactly `environment` (no `NO_COLOR`
    /// unless given).
    public static func run(
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
    public static func copyDefinition(_ name: String, into directory: TemporaryDirectory, as relative: String? = nil)
        throws -> String
    {
        let target = relative ?? name
        let contents = try String(contentsOfFile: packageRoot + "/Definitions/" + name, encoding: .utf8)
        try directory.write(contents, to: target)
        return target
    }
}
