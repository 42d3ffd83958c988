import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// intentc's `intents` output, generated in-process the way `intentc generate --flavor
/// intents` generates it.
enum IntentsGeneration {
    /// The `intents` output for the definition at `path`, or nil with the diagnostics when
    /// generation fails.
    static func generate(
        _ path: String, accessLevel: GenerationOptions.AccessLevel = .public, classPrefix: String = ""
    ) -> (source: String?, diagnostics: [Diagnostic]) {
        let loaded = DefinitionLoader.load(contentsOf: path)
        guard let definition = loaded.definition else { return (nil, loaded.diagnostics) }
        return SwiftGenerator.generate(
            definition, options: GenerationOptions(accessLevel: accessLevel, classPrefix: classPrefix, flavor: .intents))
    }

    /// The `intents` output for `definition`, failing the test when generation fails.
    static func require(_ definition: Definition) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: .intents))
        return try #require(source, "generation failed: \(diagnostics)")
    }
}
