import IntentCodegen
import IntentDefinition

/// The properties every stage's output must have, whatever the input bytes were.
enum PipelineInvariants {
    /// Traps with `message` (printed before libFuzzer's report) unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant violated: \(message())") }
    }

    /// Every located diagnostic and note of `stage` points into the fuzz input at line ≥ 1,
    /// column ≥ 1.
    static func checkLocated(_ diagnostics: [Diagnostic], stage: String) {
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            for case let location? in locations {
                require(
                    location.line >= 1 && location.column >= 1 && location.file == fuzzInputPath,
                    "\(stage) reported \(diagnostic.code.rawValue) at \(location): \(diagnostic.message)")
            }
        }
    }

    /// Generation's diagnostics are located; without an error it returns source that starts
    /// with the header marker and ends with exactly one newline; a second run gives the same.
    static func checkGeneration(of definition: Definition, options: GenerationOptions) {
        let first = SwiftGenerator.generate(definition, options: options)
        checkLocated(first.diagnostics, stage: "generation")
        let hasErrors = first.diagnostics.containsErrors
        require(
            hasErrors == (first.source == nil),
            "generation returned \(first.source == nil ? "no" : "some") source with errors: \(hasErrors)")
        if let source = first.source {
            require(
                source.hasPrefix(SwiftGenerator.headerMarker + "\n"),
                "generated source does not start with the header marker")
            require(
                source.hasSuffix("\n") && !source.hasSuffix("\n\n"),
                "generated source does not end with exactly one newline")
        }
        let second = SwiftGenerator.generate(definition, options: options)
        require(
            first.source == second.source && first.diagnostics == second.diagnostics,
            "generating twice gave different results")
    }
}
