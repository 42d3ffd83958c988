import Foundation

/// Where intentc's output goes: generated Swift, dumps, diffs and file lists to standard output,
/// diagnostics to standard error.
struct Console: Sendable {
    /// Writes to standard output.
    var writeOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    var writeError: @Sendable (String) -> Void

    /// The process's standard output and error. (`stderr` itself is a global var that Swift 6
    /// forbids touching, hence `FileHandle`.)
    static let standard = Console(
        writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })
}
