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

    /// Typechecks `files` (name → source) as one module against IntentRuntime.
    public static func typecheck(_ files: [String: String], flags: [String] = []) throws -> Output {
        try withFiles(files) { folder, paths in
            let modules = try buildDirectory().appending(path: "Modules").path
            return try run(
                "swiftc",
                ["-typecheck", "-swift-version", "6", "-package-name", "CompileTests", "-I", modules]
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

    /// Runs `tool` (an absolute path, or a name looked up in `PATH`) in `folder` and waits for it.
    /// `environment` replaces the inherited environment when given.
    public static func run(
        _ tool: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil
    ) throws -> Output {
        try withFiles([:]) { captures, _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
            process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
            process.currentDirectoryURL = folder
            if let environment { process.environment = environment }
            // Files rather than pipes: a chatty tool can never block on a full pipe.
            let outURL = captures.appending(path: "stdout.txt")
            let errURL = captures.appending(path: "stderr.txt")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let outHandle = try FileHandle(forWritingTo: outURL)
            let errHandle = try FileHandle(forWritingTo: errURL)
            process.standardOutput = outHandle
            process.standardError = errHandle
            try process.run()
            process.waitUntilExit()
            try outHandle.close()
            try errHandle.close()
            let standardOutput = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
            let standardError = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
            return Output(
                text: standardOutput + standardError, standardOutput: standardOutput,
                status: process.terminationStatus)
        }
    }

    /// Writes `files` (name → source) into a fresh temporary folder, calls `body` with the folder
    /// and the files' paths (sorted by name), and removes the folder.
    public static func withFiles<T>(
        _ files: [String: String], _ body: (URL, [String]) throws -> T
    ) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "intentc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try files.keys.sorted().map { name in
            let url = folder.appending(path: name)
            try Data(files[name, default: ""].utf8).write(to: url)
            return url.path
        }
        return try body(folder, paths)
    }
}

/// A compile-test setup problem.
public struct ToolchainError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
