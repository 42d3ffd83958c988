import IntentDefinition

/// `intentc dump`: the decoded, validated model as JSON on standard output.
enum DumpCommand {
    /// Dumps the one input; returns whether it had no errors.
    static func run(_ context: CommandContext) -> Bool {
        let input = context.invocation.inputs[0]
        let output = context.compile(input, goal: .load)
        let hasErrors = context.reporter.report(output.diagnostics, file: input)
        guard let definition = output.definition, !hasErrors else { return false }
        context.console.writeOutput(json(for: definition))
        return true
    }

    /// The model as deterministic JSON (sorted keys, unescaped slashes), ending in a newline.
    static func json(for definition: Definition) -> String {
        // The model holds only strings, numbers, booleans and containers of them: nothing can fail.
        guard let text = try? JSONValue.text(of: definition) else { preconditionFailure("model must encode") }
        return text
    }
}
