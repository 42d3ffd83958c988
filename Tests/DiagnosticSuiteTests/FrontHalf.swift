import IntentCodegen
import IntentDefinition

/// Runs what `intentc lint` runs on a file: read, decode, validate, then, for a file without
/// errors, generation's checks; returns everything sorted for display.
enum FrontHalf {
    static func diagnostics(forFileAt path: String) -> [Diagnostic] {
        IntentCompiler.run(.file(path), goal: .lint).diagnostics
    }

    /// `severity code line:col message` (`-` for no location), the line format of `.expected`
    /// files.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(location) \(diagnostic.message)"
    }
}
