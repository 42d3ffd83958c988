import IntentCodegen
import IntentDefinition

/// The properties the pipeline's output must have, whatever the input bytes were.
enum PipelineInvariants {
    /// Traps with `message` (printed before libFuzzer's report) unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant violated: \(message())") }
    }

    /// Every located diagnostic and note points into the fuzz input at line ≥ 1, column ≥ 1.
    static func checkLocated(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            for case let location? in locations {
                require(
                    location.line >= 1 && location.column >= 1 && location.file == fuzzInputPath,
                    "\(diagnostic.code.rawValue) at \(location): \(diagnostic.message)")
            }
        }
    }

    /// A run fails exactly when it reports an error; one that fails has no source, and one that
    /// does not has a model and a well-formed source (rendered once: each read of `source`
    /// renders the file).
    static func checkOutput(_ output: IntentCompiler.Output) {
        require(
            output.failed == output.diagnostics.containsErrors, "failed is \(output.failed) without matching errors")
        if output.failed {
            require(output.files.isEmpty, "a failed run returned source")
        } else {
            require(output.definition != nil, "a run without errors has no model")
            checkSource(output.source)
        }
    }

    /// Generation straight from a model: its diagnostics are located, and it returns
    /// well-formed source exactly when they contain no error.
    static func checkGeneration(of definition: Definition, options: GenerationOptions) {
        let generated = SwiftGenerator.generate(definition, options: options)
        checkLocated(generated.diagnostics)
        let hasErrors = generated.diagnostics.containsErrors
        require(
            hasErrors == (generated.source == nil),
            "generation returned \(generated.source == nil ? "no" : "some") source with errors: \(hasErrors)")
        if !hasErrors { checkSource(generated.source) }
    }

    /// Source starts with the header marker and ends with exactly one newline.
    private static func checkSource(_ source: String?) {
        guard let source else { return require(false, "no source without errors") }
        require(
            source.hasPrefix(SwiftGenerator.headerMarker + "\n"),
            "generated source does not start with the header marker")
        require(
            source.hasSuffix("\n") && !source.hasSuffix("\n\n"),
            "generated source does not end with exactly one newline")
    }
}
