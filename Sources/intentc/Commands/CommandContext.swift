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

    /// Runs the pipeline on `input` up to `goal` with this run's options, handing the flavor
    /// `translations` when given. The diagnostics are returned for the caller to report with its own.
    func compile(
        _ input: String, goal: IntentCompiler.Goal, translations: DefinitionTranslations? = nil
    ) -> IntentCompiler.Output {
        IntentCompiler.run(
            .file(input), goal: goal,
            options: IntentCompiler.Options(
                generation: generationOptions(forInput: input), reader: readerOptions,
                warningsAsErrors: invocation.reporting.warningsAsErrors, translations: translations))
    }

    /// The reader's limits: `--max-input-size` when given.
    var readerOptions: PlistReader.Options {
        var readerOptions = PlistReader.Options()
        if let size = invocation.maximumInputSize { readerOptions.maximumInputSize = size }
        return readerOptions
    }
}
