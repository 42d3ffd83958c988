import IntentCodegen
import IntentDefinition

/// `intentc lint`: every check generation would make, without generating.
enum LintCommand {
    /// Checks each input; returns whether all passed.
    static func run(_ context: CommandContext) -> Bool {
        var passed = true
        for input in context.invocation.inputs {
            let output = context.compile(input, goal: .lint)
            if context.reporter.report(output.diagnostics, file: input) { passed = false }
        }
        return passed
    }
}
