import IntentCodegen
import IntentDefinition

/// Runs what `intentc lint` runs on a file: read, decode, validate, then, for a file without
/// errors, generation's checks; returns everything sorted for display. A fixture named
/// `flavor-<flavor>-…` (or `intents-…`, the intents flavor's warnings) is checked as
/// `intentc lint --flavor <flavor>` checks it.
enum FrontHalf {
    static func diagnostics(forFileAt path: String) -> [Diagnostic] {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let flavor =
            GenerationOptions.Flavor.allCases.first { name.hasPrefix("flavor-\($0.rawValue)-") }
            ?? (name.hasPrefix("intents-") ? .intents : .default)
        return IntentCompiler.run(
            .file(path), goal: .lint, options: IntentCompiler.Options(generation: GenerationOptions(flavor: flavor))
        ).diagnostics
    }

    /// `severity code line:col message` (`-` for no location), the line format of `.expected`
    /// files.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(location) \(diagnostic.message)"
    }
}
