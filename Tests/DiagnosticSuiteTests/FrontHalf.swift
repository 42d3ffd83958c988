import IntentCodegen
import IntentDefinition

/// Runs what `intentc lint` runs on a file: read, decode, validate, then, for a file without
/// errors, generation's checks (in the `intents` flavor for fixtures named `intents-…`, which
/// cover that flavor's warnings); returns everything sorted for display.
enum FrontHalf {
    static func diagnostics(forFileAt path: String) -> [Diagnostic] {
        let flavor: GenerationOptions.Flavor = path.split(separator: "/").last?.hasPrefix("intents-") == true
            ? .intents : .standard
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
