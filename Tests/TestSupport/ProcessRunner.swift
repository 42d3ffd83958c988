import Foundation

/// What a program printed and how it ended.
public struct ProcessResult: Sendable {
    /// The exit status (or the signal number if it was killed).
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var error: String

    /// Both streams, standard output first: what a person would see in a terminal, roughly.
    public var text: String { output + error }
}

/// Runs programs to completion for tests: the one process runner of the test targets.
public enum ProcessRunner {
    /// Runs `executable` (an absolute path, or a name looked up in `PATH`) with `arguments` in
    /// `directory`, feeding it `input`. `environment` replaces the inherited environment; nil
    /// inherits it. Output goes to files rather than pipes, so a chatty program never blocks on a
    /// full pipe.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = [:], input: String? = nil
    ) throws -> ProcessResult {
        let scratch = try TemporaryDirectory()
        let outputPath = try scratch.write("", to: "stdout")
        let errorPath = try scratch.write("", to: "stderr")
        let inputPath = try scratch.write(input ?? "", to: "stdin")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        if let environment { process.environment = environment }
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
            output: String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self),
            error: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self))
    }
}
