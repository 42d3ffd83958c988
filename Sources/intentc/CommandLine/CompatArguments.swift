/// The command-line rules of `intentc compat`: two files, or one file and `--against git:<rev>`.
extension ArgumentParser {
    /// The form `--against` takes: `git:` and a revision.
    static let gitRevisionPrefix = "git:"

    /// The revision in `git:<rev>`.
    static func gitRevision(_ value: String, for spelling: String) throws(UsageError) -> String {
        guard value.hasPrefix(gitRevisionPrefix), value.count > gitRevisionPrefix.count else {
            throw UsageError(message: "'\(spelling)' needs 'git:<revision>' (e.g. git:origin/main), not '\(value)'")
        }
        return String(value.dropFirst(gitRevisionPrefix.count))
    }

    /// One input with `--against`, else two (old, new).
    static func checkCompat(_ invocation: Invocation) throws(UsageError) {
        if invocation.againstRevision != nil {
            guard invocation.inputs.count == 1 else {
                throw UsageError(message: "'intentc compat --against' takes one file (the new version)")
            }
        } else if invocation.inputs.count != 2 {
            throw UsageError(
                message: "'intentc compat' takes two files (old, new), or one file and '--against git:<rev>'")
        }
    }
}
