import Foundation
import TestSupport

/// Runs `Scripts/typecheck-flavor.sh`, the one way the tests typecheck code against the
/// stand-ins of Apple's frameworks.
enum FlavorScript {
    static let path = PackagePaths.root.appending(path: "Scripts/typecheck-flavor.sh").path

    /// Typechecks `files` as one module against the stand-ins of `flavor`.
    static func typecheck(_ flavor: String, swiftVersion: Int, files: [String]) throws -> SwiftToolchain.Output {
        try SwiftToolchain.run(
            path, [flavor, "--swift-version", String(swiftVersion)] + files, in: PackagePaths.root)
    }

    /// Typechecks `sources` (file name → text) as one module against the stand-ins of `flavor`.
    static func typecheck(_ flavor: String, swiftVersion: Int, sources: [String: String]) throws
        -> SwiftToolchain.Output
    {
        try SwiftToolchain.withFiles(sources) { _, paths in
            try typecheck(flavor, swiftVersion: swiftVersion, files: paths)
        }
    }

    /// The `error:` lines of a run's output.
    static func errors(in output: SwiftToolchain.Output) -> [String] {
        output.text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }
}
