import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Typechecks `appintents` output on Linux: the stand-ins of Apple's frameworks are built by
/// `Scripts/typecheck-flavor.sh appintents` (the script users run), IntentRuntime is built
/// against them (the generated App Intents code reaches the default flavor's types, which
/// import it), and the files are typechecked as one module with the script's flags, in Swift 6
/// mode and optionally with default `MainActor` isolation.
enum AppIntentsTypechecker {
    /// The isolation flags every check runs with: none, and default `MainActor` isolation.
    static let isolationModes: [[String]] = [[], ["-default-isolation", "MainActor"]]

    /// The stand-in cache and IntentRuntime module of this test process, built once.
    private static let modules: Result<(standIns: String, runtime: String), any Error> = Result {
        let cache = FileManager.default.temporaryDirectory.appending(path: "intentc-appintents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let probe = cache.appending(path: "Probe.swift")
        try Data("import AppIntents\n".utf8).write(to: probe)
        let built = try SwiftToolchain.run(
            PackagePaths.root.appending(path: "Scripts/typecheck-flavor.sh").path, ["appintents", probe.path],
            in: PackagePaths.root,
            environment: ProcessInfo.processInfo.environment.merging(["INTENTC_STANDIN_CACHE": cache.path]) { $1 })
        guard built.status == 0 else { throw ToolchainFailure("stand-ins: \(built.text)") }
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        guard let build = entries.first(where: { $0.hasPrefix("appintents-swift6-") }) else {
            throw ToolchainFailure("no stand-in build in \(cache.path)")
        }
        let standIns = cache.appending(path: build).appending(path: "modules").path
        let runtime = cache.appending(path: "runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.root.appending(path: "Sources/IntentRuntime").path
        ).filter { $0.hasSuffix(".swift") }.sorted().map { PackagePaths.root.appending(path: "Sources/IntentRuntime/\($0)").path }
        let emitted = try SwiftToolchain.run(
            "swiftc",
            ["-frontend", "-emit-module"] + objcFlags + ["-parse-as-library", "-swift-version", "6", "-module-name", "IntentRuntime"]
                + includes(standIns) + ["-module-cache-path", cache.appending(path: "clang-cache").path] + sources
                + ["-o", runtime.appending(path: "IntentRuntime.swiftmodule").path],
            in: cache)
        guard emitted.status == 0 else { throw ToolchainFailure("IntentRuntime against the stand-ins: \(emitted.text)") }
        return (standIns, runtime.path)
    }

    /// The script's Objective-C interop flags.
    private static let objcFlags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]

    /// The built modules and the stand-in folders with module maps, as the script passes them.
    private static func includes(_ standIns: String) -> [String] {
        ["-I", standIns] + ["ObjectiveC", "CoreLocation", "UniformTypeIdentifiers"].flatMap { module in
            let folder = PackagePaths.root.appending(path: "Tests/StandIns/\(module)")
            return FileManager.default.fileExists(atPath: folder.appending(path: "module.modulemap").path)
                ? ["-I", folder.path] : []
        }
    }

    /// Typechecks `files` (name → source) as one module; `dependencies` (module name → its
    /// files) are built first, in order, against the stand-ins and IntentRuntime, and can be
    /// imported.
    static func typecheck(
        _ files: [String: String], flags: [String] = [], dependencies: [(String, [String: String])] = []
    ) throws -> SwiftToolchain.Output {
        let (standIns, runtime) = try modules.get()
        return try SwiftToolchain.withFiles(files) { folder, paths in
            let common = objcFlags + ["-parse-as-library", "-swift-version", "6"] + flags + includes(standIns)
                + ["-I", runtime, "-I", folder.path, "-module-cache-path", folder.appending(path: "clang-cache").path]
            for (module, sources) in dependencies {
                let built = try SwiftToolchain.withFiles(sources) { _, sourcePaths in
                    try SwiftToolchain.run(
                        "swiftc",
                        ["-frontend", "-emit-module"] + common + ["-module-name", module] + sourcePaths
                            + ["-o", folder.appending(path: module + ".swiftmodule").path],
                        in: folder)
                }
                guard built.status == 0 else { return built }
            }
            return try SwiftToolchain.run(
                // `-emit-sil`, not `-typecheck`: definite initialization runs after type checking.
                "swiftc", ["-frontend", "-emit-sil", "-o", "/dev/null"] + common + ["-module-name", "App"] + paths,
                in: folder)
        }
    }

    /// Both flavors' output for `definition`: the `appintents` file and the default flavor's
    /// file it reaches.
    static func generatedPair(_ definition: Definition, name: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for flavor in [GenerationOptions.Flavor.appIntents, .standard] {
            let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: flavor))
            let text: String = try #require(source, "\(flavor): \(diagnostics)")
            files["\(name).\(flavor.rawValue).swift"] = text
        }
        return files
    }

    /// Records an issue unless the output is free of errors and warnings.
    static func expectClean(_ output: SwiftToolchain.Output, _ comment: String) {
        #expect(output.status == 0, "\(comment): \(output.text)")
        #expect(!output.text.contains("warning:"), "\(comment): \(output.text)")
    }
}

/// A step of the typecheck set-up failed.
struct ToolchainFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
