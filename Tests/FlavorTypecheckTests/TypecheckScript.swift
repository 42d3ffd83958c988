import Foundation
import TestSupport

/// Runs `Scripts/typecheck-flavor.sh`, the same entry point users call, so that the tests check
/// the script together with the stand-ins it builds.
enum TypecheckScript {
    /// The script's path in the package.
    static let path = PackagePaths.root.appending(path: "Scripts/typecheck-flavor.sh").path

    /// The script's exit status when a stand-in module itself fails to build.
    static let standInBuildFailure: Int32 = 2

    /// Typechecks `files` (paths) as one module against the stand-ins of `flavor`.
    static func run(
        flavor: String, swiftVersion: Int = 6, allowWarnings: Bool = false, files: [String],
        in folder: URL = PackagePaths.root, environment: [String: String]? = nil
    ) throws -> SwiftToolchain.Output {
        var arguments = [flavor, "--swift-version", String(swiftVersion)]
        if allowWarnings { arguments.append("--allow-warnings") }
        return try SwiftToolchain.run(path, arguments + files, in: folder, environment: environment)
    }

    /// Writes `sources` (file name → text) into a temporary folder and typechecks them as one
    /// module against the stand-ins of `flavor`.
    static func run(
        flavor: String, swiftVersion: Int = 6, allowWarnings: Bool = false, sources: [String: String]
    ) throws -> SwiftToolchain.Output {
        try SwiftToolchain.withFiles(sources) { _, paths in
            try run(flavor: flavor, swiftVersion: swiftVersion, allowWarnings: allowWarnings, files: paths)
        }
    }
}

extension SwiftToolchain.Output {
    /// The compiler's `error:` lines.
    var errors: [String] { diagnostics("error") }

    /// The compiler's `warning:` lines.
    var warnings: [String] { diagnostics("warning") }

    private func diagnostics(_ kind: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": \(kind): ") }
    }
}
