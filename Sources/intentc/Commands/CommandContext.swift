import IntentCodegen
import IntentDefinition

/// What every subcommand works with: the parsed invocation, the configuration file's settings,
/// the diagnostics reporter and the console.
struct CommandContext {
    /// The parsed command line.
    var invocation: Invocation
    /// The `--config` file's contents, when one was given.
    var configuration: Configuration?
    /// Prints diagnostics.
    var reporter: DiagnosticReporter
    /// Standard output and error.
    var console: Console

    /// The generation options for `input`: defaults, then the configuration file, then the flags.
    func generationOptions(forInput input: String) -> GenerationOptions {
        let configured = configuration?.options(forInputPath: input) ?? GenerationOptions()
        return invocation.settings.applied(to: configured)
    }

    /// Reads, decodes and validates `input`; the definition is nil when it has errors (after
    /// `--warnings-as-errors`). The diagnostics are returned for the caller to report with its own.
    func load(_ input: String) -> (definition: Definition?, diagnostics: [Diagnostic]) {
        let result = DefinitionLoader.load(contentsOf: input, options: readerOptions)
        let usable = !invocation.reporting.effective(result.diagnostics).containsErrors
        return (usable ? result.definition : nil, result.diagnostics)
    }

    /// The reader's limits: `--max-input-size` when given.
    var readerOptions: PlistReader.Options {
        var readerOptions = PlistReader.Options()
        if let size = invocation.maximumInputSize { readerOptions.maximumInputSize = size }
        return readerOptions
    }
}
