import Foundation
import Testing

/// Typechecks Swift for Apple platforms against Apple's real SDKs, through
/// `Scripts/apple-swiftc.sh` (which says where the SDKs come from and what it sets up).
///
/// The SDKs are looked for in `$INTENTC_APPLE_SDKS`, else `../shared/apple-sdk` beside the package
/// (on a Mac, Xcode's own SDKs serve when neither exists). Every test that needs them carries
/// ``availability``: without SDKs such a test is skipped on a developer's machine with a message
/// saying how to get them, and fails in CI (`CI` set), so a missing SDK never passes silently.
public enum AppleSDK {
    /// A platform and deployment target, e.g. `.iOS("13.0")`.
    public struct Target: Sendable, Hashable, CustomStringConvertible {
        /// `ios` or `macos`: the script's platform word.
        public var platform: String
        /// The deployment target, e.g. `13.0`.
        public var version: String

        /// iOS at `version`.
        public static func iOS(_ version: String) -> Target { Target(platform: "ios", version: version) }
        /// macOS at `version`.
        public static func macOS(_ version: String) -> Target { Target(platform: "macos", version: version) }

        /// The script's first argument, e.g. `ios13.0`.
        public var description: String { platform + version }
    }

    /// The script that runs the compiler against an SDK.
    public static let script = PackagePaths.root.appending(path: "Scripts/apple-swiftc.sh").path

    /// The folder the SDKs are looked for in.
    public static let sdkFolder: URL = {
        if let configured = ProcessInfo.processInfo.environment["INTENTC_APPLE_SDKS"], !configured.isEmpty {
            return URL(fileURLWithPath: configured).standardizedFileURL
        }
        return PackagePaths.root.appending(path: "../shared/apple-sdk").standardizedFileURL
    }()

    /// Whether SDKs can be had: the SDK folder holds one, `APPLE_SDK` names one, or this is a Mac
    /// (Xcode's SDKs).
    public static let isAvailable: Bool = {
        #if os(macOS)
            return true
        #else
            if let named = ProcessInfo.processInfo.environment["APPLE_SDK"], !named.isEmpty {
                return FileManager.default.fileExists(atPath: named)
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: sdkFolder.path)) ?? []
            return entries.contains { $0.hasSuffix(".sdk") }
        #endif
    }()

    /// The trait of every test that needs an SDK: it runs when one is there, or in CI (where
    /// ``requireSDK()`` then fails it); otherwise it is skipped, saying how to get one. The fast
    /// loop (``FastLoop``) skips it too.
    public static var availability: ConditionTrait {
        .enabled(
            if: !FastLoop.isOn && (isAvailable || CorpusLocator.isCI),
            Comment(
                rawValue: FastLoop.isOn
                    ? FastLoop.skipMessage
                    : "no Apple SDK at \(sdkFolder.path): set INTENTC_APPLE_SDKS to a folder holding "
                        + "iPhoneOS*.sdk and MacOSX*.sdk, or APPLE_SDK to one SDK, or \(TestMaterial.howToRun)"))
    }

    /// Throws, failing the test, when no SDK is there.
    public static func requireSDK() throws {
        guard isAvailable else {
            throw ToolchainError("no Apple SDK at \(sdkFolder.path); set INTENTC_APPLE_SDKS or APPLE_SDK")
        }
    }

    /// Runs the Swift frontend for `target` with `arguments` in `folder`.
    public static func frontend(_ target: Target, _ arguments: [String], in folder: URL) throws
        -> SwiftToolchain.Output
    {
        try requireSDK()
        return try SwiftToolchain.run(script, [target.description] + arguments, in: folder)
    }

    /// Typechecks `files` (name → source) as one module for `target`.
    ///
    /// - Parameters:
    ///   - swiftVersion: the language mode (`6` or `5`).
    ///   - importPaths: folders holding modules the files import (e.g. ``intentRuntime(for:)``).
    ///   - definiteInitialization: also run the passes after type checking (`-emit-sil`), which
    ///     find stored properties an initializer leaves unset.
    ///   - flags: further frontend arguments.
    /// - Returns: the compiler's output; `status` is 0 when there is no error. Warnings are in
    ///   `text` and callers that forbid them check it.
    public static func typecheck(
        _ files: [String: String], for target: Target, moduleName: String = "Checked",
        swiftVersion: String = "6", importPaths: [String] = [], definiteInitialization: Bool = false,
        flags: [String] = []
    ) throws -> SwiftToolchain.Output {
        try SwiftToolchain.withFiles(files) { folder, paths in
            try typecheck(
                paths: paths, for: target, moduleName: moduleName, swiftVersion: swiftVersion,
                importPaths: importPaths, definiteInitialization: definiteInitialization, flags: flags,
                in: folder)
        }
    }

    /// Typechecks the files at `paths` as one module for `target` (see
    /// ``typecheck(_:for:moduleName:swiftVersion:importPaths:definiteInitialization:flags:)``).
    public static func typecheck(
        paths: [String], for target: Target, moduleName: String = "Checked", swiftVersion: String = "6",
        importPaths: [String] = [], definiteInitialization: Bool = false, flags: [String] = [],
        in folder: URL? = nil
    ) throws -> SwiftToolchain.Output {
        let mode = definiteInitialization ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]
        let arguments =
            mode + ["-swift-version", swiftVersion, "-parse-as-library", "-module-name", moduleName]
            + importPaths.flatMap { ["-I", $0] } + flags + paths
        return try frontend(target, arguments, in: folder ?? PackagePaths.root)
    }

    /// Builds the module `name` from the sources at `paths` for `target` into a new folder under
    /// `into`, and returns that folder (to pass in `importPaths`). Throws with the compiler's
    /// output when the module does not build.
    public static func emitModule(
        _ name: String, sources paths: [String], for target: Target, swiftVersion: String = "6",
        importPaths: [String] = [], flags: [String] = [], into parent: URL
    ) throws -> URL {
        let folder = parent.appending(path: "\(name)-\(target)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = try frontend(
            target,
            ["-emit-module", "-swift-version", swiftVersion, "-parse-as-library", "-module-name", name]
                + importPaths.flatMap { ["-I", $0] } + flags + paths
                + ["-o", folder.appending(path: "\(name).swiftmodule").path],
            in: PackagePaths.root)
        guard output.status == 0 else {
            throw ToolchainError("\(name) does not build for \(target):\n\(output.text)")
        }
        return folder
    }

    /// The folder holding `IntentRuntime.swiftmodule` built from `Sources/IntentRuntime` for
    /// `target`, built once per test process and target.
    public static func intentRuntime(for target: Target) throws -> URL {
        try RuntimeModules.shared.module(for: target)
    }
}

/// IntentRuntime built per target, once per process: tests of many files share one build.
private final class RuntimeModules: @unchecked Sendable {
    static let shared = RuntimeModules()

    private let lock = NSLock()
    private var built: [AppleSDK.Target: Result<URL, any Error>] = [:]
    private let parent = FileManager.default.temporaryDirectory
        .appending(path: "intentc-apple-runtime-\(UUID().uuidString)")

    /// Holding the lock while building makes concurrent tests wait for one build.
    func module(for target: AppleSDK.Target) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let result = built[target] { return try result.get() }
        let sources = PackagePaths.root.appending(path: "Sources/IntentRuntime")
        let paths = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appending(path: $0).path }
        let result = Result {
            try AppleSDK.emitModule("IntentRuntime", sources: paths, for: target, into: parent)
        }
        built[target] = result
        return try result.get()
    }
}
