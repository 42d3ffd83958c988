import Foundation
import Testing

/// Runs `swiftc` and `swift-format` on generated code in a temporary folder.
///
/// The compile tests need the `IntentRuntime` module that SwiftPM builds (`swift build` or
/// `swift test` builds it: this test target depends on it); they look for it under the
/// package's `.build/debug/Modules` or `.build/<triple>/debug/Modules`.
enum SwiftToolchain {
    /// What a tool printed and how it exited.
    struct Output {
        /// stdout and stderr together.
        var text: String
        /// stdout alone.
        var standardOutput: String
        /// The exit status.
        var status: Int32
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The debug build folder that holds `Modules/IntentRuntime.swiftmodule`.
    static func buildDirectory() throws -> URL {
        let build = packageRoot.appending(path: ".build")
        var candidates = [build.appending(path: "debug")]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        candidates += entries.sorted().map { build.appending(path: $0).appending(path: "debug") }
        guard
            let found = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appending(path: "Modules/IntentRuntime.swiftmodule").path)
            })
        else {
            throw ToolchainError("IntentRuntime.swiftmodule not found under \(build.path); run `swift build` first")
        }
        return found
    }

    /// Typechecks `files` (name → source) as one module against IntentRuntime.
    static func typecheck(_ files: [String: String], flags: [String] = []) throws -> Output {
        try withFiles(files) { folder, paths in
            let modules = try buildDirectory().appending(path: "Modules").path
            return try run("swiftc", ["-typecheck", "-swift-version", "6", "-package-name", "CompileTests", "-I", modules] + flags + paths, in: folder)
        }
    }

    /// Compiles `files` with `main.swift` into a program linked with IntentRuntime's objects and
    /// runs it.
    static func compileAndRun(_ files: [String: String]) throws -> Output {
        try withFiles(files) { folder, paths in
            let build = try buildDirectory()
            let runtimeObjects = try FileManager.default.contentsOfDirectory(
                atPath: build.appending(path: "IntentRuntime.build").path
            ).filter { $0.hasSuffix(".o") }.sorted().map { build.appending(path: "IntentRuntime.build/\($0)").path }
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

    /// `swift-format lint` of one source.
    static func lint(_ source: String) throws -> Output {
        try withFiles(["Generated.swift": source]) { folder, paths in
            try run("swift-format", ["lint"] + paths, in: folder)
        }
    }

    private static func withFiles<T>(_ files: [String: String], _ body: (URL, [String]) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appending(path: "intentc-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try files.keys.sorted().map { name in
            let url = folder.appending(path: name)
            try Data(files[name, default: ""].utf8).write(to: url)
            return url.path
        }
        return try body(folder, paths)
    }

    private static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> Output {
        let process = Process()
        process.executableURL = tool.hasPrefix("/") ? URL(fileURLWithPath: tool) : URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        process.currentDirectoryURL = folder
        // Files rather than pipes: a chatty tool can never block on a full pipe.
        let outURL = folder.appending(path: "stdout-\(UUID().uuidString).txt")
        let errURL = folder.appending(path: "stderr-\(UUID().uuidString).txt")
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

/// A compile-test setup problem.
struct ToolchainError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    /// Creates an error.
    init(_ description: String) { self.description = description }
}
