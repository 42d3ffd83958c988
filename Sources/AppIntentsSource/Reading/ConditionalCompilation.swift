import IntentDefinition

/// How the declaration reader treats `#if`: every branch is read, so a declaration under
/// `#if os(iOS)` counts on every platform (App Intents declare parameters once per platform
/// this way). Only what is decided whatever the platform is followed as the compiler does: a
/// branch under `false` (`#if false`, `#elseif !true`, `#if (false)`) is not read, nor is any
/// branch after one under `true`. A branch that leaves braces open (`#if A struct X: P { #else
/// struct X: Q { #endif`) cannot be read beside its siblings: then only the first branch is
/// read, and the others are skipped.
enum ConditionalCompilation {
    private struct Frame {
        var depthAtIf: Int
        /// A branch before left braces open: the branches from here to `#endif` are not read.
        var skipsRest = false
        /// A branch before was under `true`: the compiler takes no branch after it.
        var tookConstantBranch = false
        /// The current branch is not read: it is under `false`, or after a branch under `true`.
        var skipsBranch = false
        var line: Int
        var column: Int

        var skips: Bool { skipsRest || skipsBranch }

        /// Enters a branch under `condition` (nil for `#else`).
        mutating func enter(condition: String?) {
            let value = condition.map(ConditionalCompilation.constantValue) ?? true
            skipsBranch = tookConstantBranch || value == false
            if value == true { tookConstantBranch = true }
        }
    }

    /// What resolving a file's directives gives.
    struct Resolved {
        /// The tokens without directives and without the branches skipped.
        var tokens: [SwiftToken]
        /// A note for each directive that does not pair up.
        var notes: [Diagnostic]
        /// The lines of the branches the compiler never compiles (under `false`, or after a branch
        /// under `true`), between their directives' lines.
        var deadLines: [Range<Int>]
    }

    /// Resolves the directives among `tokens`.
    static func resolve(_ tokens: [SwiftToken], file: String) -> Resolved {
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var frames: [Frame] = []
        var depth = 0
        var notes: [Diagnostic] = []
        var deadLines: [Range<Int>] = []
        var deadFrom: Int?
        for token in tokens {
            guard case .directive(let condition) = token.kind else {
                if frames.contains(where: \.skips) { continue }
                if token.is("{") { depth += 1 }
                if token.is("}") { depth -= 1 }
                kept.append(token)
                continue
            }
            switch token.text {
            case "#if":
                var frame = Frame(depthAtIf: depth, line: token.line, column: token.column)
                frame.enter(condition: condition)
                frames.append(frame)
            case "#elseif", "#else":
                guard var frame = frames.popLast() else {
                    notes.append(note("'\(token.text)' without '#if' is ignored", token, file))
                    continue
                }
                if depth != frame.depthAtIf { frame.skipsRest = true }
                frame.enter(condition: token.text == "#else" ? nil : condition)
                frames.append(frame)
            default:
                if frames.popLast() == nil {
                    notes.append(note("'#endif' without '#if' is ignored", token, file))
                }
            }
            let isDead = frames.contains(where: \.skipsBranch)
            if isDead, deadFrom == nil { deadFrom = token.line + 1 }
            if !isDead, let start = deadFrom {
                deadLines.append(start..<max(start, token.line))
                deadFrom = nil
            }
        }
        if let start = deadFrom { deadLines.append(start..<Int.max) }
        for frame in frames {
            notes.append(
                Diagnostic(
                    .migrationSourceSkipped,
                    "'#if' is not closed by '#endif'; its branches were read to the end of the file",
                    at: SourceLocation(file: file, line: frame.line, column: frame.column)))
        }
        return Resolved(tokens: kept, notes: notes, deadLines: deadLines)
    }

    /// The value of a condition that is the same on every platform and configuration: `true`,
    /// `false`, either in parentheses or negated with `!`; nil for any other condition.
    static func constantValue(of condition: String) -> Bool? {
        var text = Substring(condition)
        var negations = 0
        while true {
            text = text.drop { $0 == " " || $0 == "\t" }
            while text.last == " " || text.last == "\t" { text = text.dropLast() }
            if text.first == "!" {
                negations += 1
                text = text.dropFirst()
            } else if text.first == "(", text.last == ")", parenthesesEnclose(text) {
                text = text.dropFirst().dropLast()
            } else {
                break
            }
        }
        let value: Bool
        switch text {
        case "true": value = true
        case "false": value = false
        default: return nil
        }
        return negations % 2 == 0 ? value : !value
    }

    /// Whether the `(` that starts `text` is closed by the `)` that ends it (not `(a) || (b)`).
    private static func parenthesesEnclose(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }

    private static func note(_ message: String, _ token: SwiftToken, _ file: String) -> Diagnostic {
        Diagnostic(
            .migrationSourceSkipped, message, at: SourceLocation(file: file, line: token.line, column: token.column))
    }
}
