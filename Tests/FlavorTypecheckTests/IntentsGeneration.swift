import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// intentc's `intents` output, generated in-process through the pipeline `intentc generate
/// --flavor intents` runs.
enum IntentsGeneration {
    /// The `intents` output for the definition at `path`, or nil with the diagnostics when
    /// generation fails.
    static func generate(
        _ path: String, accessLevel: GenerationOptions.AccessLevel = .public, classPrefix: String = ""
    ) -> (source: String?, diagnostics: [Diagnostic]) {
        let output = IntentCompiler.run(
            .file(path), goal: .generate,
            options: IntentCompiler.Options(
                generation: GenerationOptions(accessLevel: accessLevel, classPrefix: classPrefix, flavor: .intents)))
        return (output.source, output.diagnostics)
    }
}
