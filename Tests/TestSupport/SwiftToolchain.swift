import Foundation

/// Runs `swiftc`, `swift-format` and built products on generated code in temporary folders.
///
/// The compile tests need the `IntentRuntime` module that SwiftPM builds (`swift build` or
/// `swift test` builds it when the test target depends on it); they look for it under the
/// package's `.build/debug/Modules` or `.build/<triple>/debug/Modules`.
public enum SwiftToolchain {
    /// What a tool printed and how it exited.
    public struct Output: Sendable {
        /// stdout and stderr together.
        public var text: String
        /// stdout alone.
        public var standardOutput: String
        /// The exit status.
        public var status: Int32
    }

    /// The debug build folder that holds `Modules/IntentRuntime.swiftmodule` and the built
    /// executables.
    public static func buildDirectory() throws -> URL {
        let build = PackagePaths.root.appending(path: ".build")
        var candidates = [build.appending(path: "debug")]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        candidates += entries.sorted().map { build.appending(path: $0).appending(path: "debug") }
        guard
            let found = candidates.first(where: {
                FileManager.default.fileExists(
                    atPath: $0.appending(path: "Modules/IntentRuntime.swiftmodule").path)
            })
        else {
            throw ToolchainError(
                "IntentRuntime.swiftmodule not found under \(build.path); run `swift build` first")
        }
        return found
    }

    /// The path of the built executable `name` (e.g. `intentc`); the test target must depend on
    /// its target so that it is built.
    public static func product(_ name: String) throws -> String {
        let path = try buildDirectory().appending(path: name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ToolchainError("\(name) is not built at \(path); run `swift build` first")
        }
        return path
    }

    /// Typechecks `files` (name → source) as one module against IntentRuntime, and runs the
    /// diagnostic passes that follow type checking (definite initialization, exclusivity, missing
    /// returns): `-typecheck` alone accepts an initializer that leaves a stored property unset.
    public static func typecheck(_ files: [String: String], flags: [String] = []) throws -> Output {
        try withFiles(files) { folder, paths in
            let modules = try buildDirectory().appending(path: "Modules").path
            return try run(
                "swiftc",
                [
                    "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-package-name", "CompileTests",
                    "-I", modules,
                ]
                    + flags + paths,
                in: folder)
        }
    }

    /// Compiles `files` with `main.swift` into a program linked with IntentRuntime's objects and
    /// runs it.
    public static func compileAndRun(_ files: [String: String]) throws -> Output {
        try withFiles(files) { folder, paths in
            let build = try buildDirectory()
            // The objects of today's sources only: a renamed or deleted source leaves its old
            // object behind in an existing build folder, and linking it would duplicate symbols.
            let runtimeObjects = try FileManager.default.contentsOfDirectory(
                atPath: PackagePaths.root.appending(path: "Sources/IntentRuntime").path
            ).filter { $0.hasSuffix(".swift") }.sorted().map {
                build.appending(path: "IntentRuntime.build/\($0).o").path
            }
            let program = folder.appending(path: "program").path
            let compiled = try run(
                "swiftc",
                ["-swift-version", "6", "-I", build.appending(path: "Modules").path, "-o", program]
                    + paths + runtimeObjects,
                in: folder)
            guard compiled.status == 0 else { return compiled }
            return try run(program, [], in: folder)
        }
    }

    /// `swift-format lint --strict` of one source.
    public static func lint(_ source: String) throws -> Output {
        try lint(["Generated.swift": source])
    }

    /// `swift-format lint --strict` of `files` (name → source) in one run, in a temporary folder
    /// so that no `.swift-format` configuration of the package applies: generated code follows
    /// swift-format's default style.
    public static func lint(_ files: [String: String]) throws -> Output {
        try withFiles(files) { folder, paths in
            try run("swift-format", ["lint", "--strict", "--parallel"] + paths, in: folder)
        }
    }

    /// `swift-format lint --strict` of `files` with `configuration`, the text of a
    /// `.swift-format` file.
    public static func lint(_ files: [String: String], configuration: String) throws -> Output {
        try withFiles(files.merging([".swift-format": configuration]) { $1 }) { folder, paths in
            let sources = paths.filter { $0.hasSuffix(".swift") }
            let configurationPath = folder.appending(path: ".swift-format").path
            return try run(
                "swift-format", ["lint", "--strict", "--parallel", "--configuration", configurationPath] + sources,
                in: folder)
        }
    }

    /// Runs `tool` (an absolute path, or a name looked up in `PATH`) in `folder` and waits for it
    /// (``ProcessRunner``). `environment` replaces the inherited environment when given.
    public static func run(
        _ tool: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil
    ) throws -> Output {
        let result = try ProcessRunner.run(tool, arguments, in: folder.path, environment: environment)
        return Output(text: result.text, standardOutput: result.output, status: result.status)
    }

    /// Writes `files` (name → source) into a fresh temporary folder, calls `body` with the folder
    /// and the files' paths (sorted by name), and removes the folder.
    public static func withFiles<T>(
        _ files: [String: String], _ body: (URL, [String]) throws -> T
    ) throws -> T {
        let folder = try TemporaryDirectory()
        let paths = try files.keys.sorted().map { name in try folder.write(files[name, default: ""], to: name) }
        return try body(folder.url, paths)
    }
}

/// A compile-test setup problem.
public struct ToolchainError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
