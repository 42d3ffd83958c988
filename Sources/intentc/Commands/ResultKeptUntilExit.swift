import IntentCodegen

/// Holds the compiler's most recent result so that the process exits without freeing it.
///
/// Freeing a large definition's model, plan and translation is work that changes nothing right
/// before `exit`, so intentc, like a compiler (clang's `-disable-free`), leaves its last result
/// to the operating system. Only `main.swift` makes a holder, in a global
/// that `exit` never destroys; tests and every other caller of ``Intentc/run`` pass none and
/// free their results as usual. Each result kept replaces (and so frees) the one before, so a
/// run over many inputs holds at most one result longer than it otherwise would.
final class ResultKeptUntilExit {
    /// The last result kept.
    private var result: IntentCompiler.Output?

    /// Creates an empty holder.
    init() {}

    /// Keeps `output` in place of the result kept before, which is freed now.
    func keep(_ output: IntentCompiler.Output) {
        result = output
    }
}
