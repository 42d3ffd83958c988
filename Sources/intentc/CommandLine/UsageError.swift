/// A command line intentc cannot run: printed as one `intentc: error:` line, exit status 64.
struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--foo'`.
    var message: String
}

extension UsageError {
    init(_ message: String) { self.message = message }
}
