import IntentDefinition

/// How the declaration reader treats `#if`: every branch is read, so a declaration under
/// `#if os(iOS)` counts on every platform (App Intents declare parameters once per platform
/// this way). A branch that leaves braces open (`#if A struct X: P { #else struct X: Q { #endif`)
/// cannot be read beside its siblings: then only the first branch is read, and the others are
/// skipped.
enum ConditionalCompilation {
    private struct Frame {
        var depthAtIf: Int
        var skipsRest = false
        var line: Int
        var column: Int
    }

    /// `tokens` without directives and without the branches skipped, and a note for each
    /// directive that does not pair up.
    static func resolve(_ tokens: [SwiftToken], file: String) -> (tokens: [SwiftToken], notes: [Diagnostic]) {
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var frames: [Frame] = []
        var depth = 0
        var notes: [Diagnostic] = []
        for token in tokens {
            guard token.kind == .directive else {
                if frames.contains(where: \.skipsRest) { continue }
                if token.is("{") { depth += 1 }
                if token.is("}") { depth -= 1 }
                kept.append(token)
                continue
            }
            switch token.text {
            case "#if":
                frames.append(Frame(depthAtIf: depth, line: token.line, column: token.column))
            case "#elseif", "#else":
                guard !frames.isEmpty else {
                    notes.append(note("'\(token.text)' without '#if' is ignored", token, file))
                    continue
                }
                if depth != frames[frames.count - 1].depthAtIf { frames[frames.count - 1].skipsRest = true }
            default:
                if frames.popLast() == nil {
                    notes.append(note("'#endif' without '#if' is ignored", token, file))
                }
            }
        }
        for frame in frames {
            notes.append(
                Diagnostic(
                    .migrationSourceSkipped,
                    "'#if' is not closed by '#endif'; its branches were read to the end of the file",
                    at: SourceLocation(file: file, line: frame.line, column: frame.column)))
        }
        return (kept, notes)
    }

    private static func note(_ message: String, _ token: SwiftToken, _ file: String) -> Diagnostic {
        Diagnostic(
            .migrationSourceSkipped, message, at: SourceLocation(file: file, line: token.line, column: token.column))
    }
}
