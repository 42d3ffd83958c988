import IntentDefinition

/// The `intentc` program: parses the command line, loads the configuration, runs a subcommand
/// and turns the outcome into an exit status.
enum Intentc {
    /// Exit statuses.
    enum ExitStatus: Int32 {
        /// Success; warnings allowed.
        case success = 0
        /// Errors, or drift under `--check`.
        case failure = 1
        /// A command line intentc cannot run (`EX_USAGE`).
        case usage = 64
    }

    /// Runs intentc with `arguments` (without the program name).
    static func run(
        arguments: [String], environment: [String: String], standardErrorIsTerminal: Bool, console: Console
    ) -> ExitStatus {
        let parsed: ParsedCommandLine
        do {
            parsed = try ArgumentParser.parse(arguments)
        } catch {
            console.writeError("intentc: error: \(error.message)\n\(HelpText.usageHint)\n")
            return .usage
        }
        switch parsed {
        case .help(let command):
            console.writeOutput(command.map(HelpText.usage(of:)) ?? HelpText.usage)
            return .success
        case .version:
            console.writeOutput(HelpText.version + "\n")
            return .success
        case .run(var invocation):
            let reporter = DiagnosticReporter(
                options: invocation.reporting,
                usesColor: TerminalStyle.usesColor(
                    invocation.reporting.color, standardErrorIsTerminal: standardErrorIsTerminal,
                    environment: environment),
                console: console, standardOutputIsTaken: invocation.writesOwnOutputToStandardOutput)
            if [.lint, .generate].contains(invocation.command) {
                let (inputs, problems) = InputDirectories.expand(invocation.inputs)
                invocation.inputs = inputs
                let failed = problems.map { reporter.report([$0.diagnostic], file: $0.folder) }.contains(true)
                if failed {
                    reporter.finish()
                    return .failure
                }
                do throws(UsageError) {
                    // What the folders hold, checked as if named: several need `--output`.
                    try ArgumentParser.check(invocation)
                } catch {
                    console.writeError("intentc: error: \(error.message)\n\(HelpText.usageHint)\n")
                    return .usage
                }
            }
            let succeeded = run(invocation, reporter: reporter, console: console)
            reporter.finish()
            return succeeded ? .success : .failure
        }
    }

    private static func run(_ invocation: Invocation, reporter: DiagnosticReporter, console: Console) -> Bool {
        var configuration: Configuration?
        if let path = invocation.configurationPath {
            var diagnostics: [Diagnostic] = []
            configuration = ConfigurationLoader.load(contentsOf: path, diagnostics: &diagnostics)
            if let configuration {
                diagnostics += UnmatchedFileKeys.diagnostics(for: configuration, at: path, inputs: invocation.inputs)
            }
            let hasErrors = reporter.report(diagnostics, file: path)
            guard configuration != nil, !hasErrors else { return false }
        }
        let context = CommandContext(
            invocation: invocation, configuration: configuration, reporter: reporter, console: console)
        switch invocation.command {
        case .generate: return GenerateCommand.run(context)
        case .lint: return LintCommand.run(context)
        case .dump: return DumpCommand.run(context)
        case .compat: return CompatCommand.run(context)
        case .strings: return StringsCommand.run(context)
        case .migrate: return context.invocation.check ? MigrateCheckCommand.run(context) : MigrateCommand.run(context)
        }
    }
}
