import Foundation
import TestSupport

/// Runs `Scripts/typecheck-flavor.sh`, the same entry point users call, so that the tests check
/// the script together with the SDK set-up it relies on.
enum TypecheckScript {
    /// The script's path in the package.
    static let path = PackagePaths.root.appending(path: "Scripts/typecheck-flavor.sh").path

    /// The lowest target each flavor's code is written for: Xcode's Intents classes run from
    /// iOS 12, IntentRuntime (default and `appintents`) needs iOS 13.
    static func floor(of flavor: String) -> AppleSDK.Target {
        flavor == "intents" ? .iOS("12.0") : .iOS("13.0")
    }

    /// Typechecks `files` (paths) as one module for `target` (default: the flavor's floor).
    static func run(
        flavor: String, target: AppleSDK.Target? = nil, swiftVersion: Int = 6, allowWarnings: Bool = false,
        sil: Bool = false, files: [String], in folder: URL = PackagePaths.root,
        environment: [String: String]? = nil
    ) throws -> SwiftToolchain.Output {
        try AppleSDK.requireSDK()
        var arguments = [flavor, (target ?? floor(of: flavor)).description, "--swift-version", String(swiftVersion)]
        if allowWarnings { arguments.append("--allow-warnings") }
        if sil { arguments.append("--sil") }
        return try SwiftToolchain.run(path, arguments + files, in: folder, environment: environment)
    }

    /// Writes `sources` (file name → text) into a temporary folder and typechecks them as one
    /// module for `target`.
    static func run(
        flavor: String, target: AppleSDK.Target? = nil, swiftVersion: Int = 6, allowWarnings: Bool = false,
        sil: Bool = false, sources: [String: String]
    ) throws -> SwiftToolchain.Output {
        try SwiftToolchain.withFiles(sources) { _, paths in
            try run(
                flavor: flavor, target: target, swiftVersion: swiftVersion, allowWarnings: allowWarnings, sil: sil,
                files: paths)
        }
    }
}

extension SwiftToolchain.Output {
    /// The compiler's `error:` lines.
    var errors: [String] { diagnostics("error") }

    /// The compiler's `warning:` lines.
    var warnings: [String] { diagnostics("warning") }

    /// The first `error:` line, or the whole text when there is none: what a failure report quotes.
    var firstError: String { errors.first ?? text }

    private func diagnostics(_ kind: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": \(kind): ") }
    }
}
