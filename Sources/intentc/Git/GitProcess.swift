import Foundation

/// Runs the `git` executable (found through `PATH` by `/usr/bin/env`) and captures its output.
enum GitProcess {
    /// What one git command produced.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Standard output, as bytes (file contents are not necessarily text).
        var output: [UInt8]
        /// Standard error's first line, for messages.
        var firstErrorLine: String
    }

    /// The status `env` exits with when it finds no `git` to run.
    private static let commandNotFound: Int32 = 127

    /// Runs `git -C <directory> <arguments>`; nil when git cannot be started at all.
    static func run(_ arguments: [String], in directory: String) -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Standard output may be large (a whole file); git's messages are short.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != commandNotFound else { return nil }
        let errorText = String(decoding: errorData, as: UTF8.self)
        return Outcome(
            status: process.terminationStatus, output: Array(outputData),
            firstErrorLine: errorText.split(separator: "\n").first.map(String.init) ?? "")
    }
}
