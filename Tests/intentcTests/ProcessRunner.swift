import Foundation

/// Runs a program to completion and captures its output, for tests.
struct ProcessResult {
    /// The exit status (or the signal number if it was killed).
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var error: String
}

enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, with exactly `environment`.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String] = [:], input: String? = nil
    ) throws -> ProcessResult {
        let scratch = try TemporaryDirectory()
        let outputPath = scratch.path("stdout")
        let errorPath = scratch.path("stderr")
        let inputPath = scratch.path("stdin")
        for path in [outputPath, errorPath] {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data((input ?? "").utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(
                decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self),
            error: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self))
    }
}
