/// Lays expressions out in lines no wider than a limit, breaking them the way `swift-format`
/// accepts: a call or array that does not fit puts each argument on its own line, indented
/// one level, with the closing bracket on a line of its own.
///
/// Pieces are written straight into the ``SourceBuffer``: an expression is tried on one line
/// and taken back when it does not fit.
struct ExpressionLayout {
    /// The expression on one line, its types spelled by `namer`.
    static func flat(_ expression: SwiftExpression, namer: SwiftNamer = .qualified) -> String {
        var target = NamedText(namer: namer)
        writeFlat(expression, to: &target)
        return target.text
    }

    /// Writes the expression on one line to `target`.
    static func writeFlat<Target: FlatTextTarget>(_ expression: SwiftExpression, to target: inout Target) {
        switch expression {
        case .atom(let text):
            target.write(text)
        case .type(let type):
            target.namer.write(type, to: &target)
        case .call(let callee, let arguments):
            writeFlat(callee, to: &target)
            writeFlat(arguments, to: &target)
        case .array(let elements):
            target.write("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { target.write(", ") }
                writeFlat(element, to: &target)
            }
            target.write("]")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return target.write("[:]") }
            target.write("[")
            for (index, entry) in entries.enumerated() {
                if index > 0 { target.write(", ") }
                writeFlat(entry.key, to: &target)
                target.write(": ")
                writeFlat(entry.value, to: &target)
            }
            target.write("]")
        case .prefixed(let prefix, let inner):
            target.write(prefix.rawValue)
            writeFlat(inner, to: &target)
        case .member(let base, let name):
            writeFlat(base, to: &target)
            target.write(".")
            target.write(name)
        case .optionalMember(let base, let name):
            writeFlat(base, to: &target)
            target.write("?.")
            target.write(name)
        case .moduleMember(let base, let member):
            writeFlat(base, to: &target)
            target.write(".")
            target.write(member.rawValue)
        case .infix(let lhs, let infixOperator, let rhs):
            writeFlat(lhs, to: &target)
            target.write(" " + infixOperator.rawValue + " ")
            writeFlat(rhs, to: &target)
        case .interpolatedString(let segments):
            target.write("\"")
            for segment in segments {
                switch segment {
                case .text(let text):
                    target.write(String(SwiftStringLiteral.quoted(text).dropFirst().dropLast()))
                case .interpolation(let inner):
                    target.write("\\(")
                    writeFlat(inner, to: &target)
                    target.write(")")
                }
            }
            target.write("\"")
        case .tuple(let elements):
            target.write("(")
            for (index, element) in elements.enumerated() {
                if index > 0 { target.write(", ") }
                writeFlat(element, to: &target)
            }
            target.write(")")
        case .trailingClosures(let callee, let closures):
            writeFlat(callee, to: &target)
            for closure in closures {
                target.write(" ")
                if let label = closure.label {
                    target.write(label)
                    target.write(": ")
                }
                target.write(closure.opening)
                target.write(" ")
                for (index, statement) in closure.body.enumerated() {
                    // Only a one-expression closure is written flat in real output
                    // (``isFlat(_:)``); more statements are kept apart by semicolons.
                    if index > 0 { target.write("; ") }
                    if case .expression(let expression) = statement { writeFlat(expression, to: &target) }
                }
                target.write(" }")
            }
        }
    }

    /// Whether the expression can be written on one line: every closure in it is one
    /// expression, and a call takes at most one closure.
    static func isFlat(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .atom, .type: true
        case .call(let callee, let arguments): isFlat(callee) && arguments.allSatisfy { isFlat($0.value) }
        case .array(let elements), .tuple(let elements): elements.allSatisfy(isFlat)
        case .dictionary(let entries): entries.allSatisfy { isFlat($0.key) && isFlat($0.value) }
        case .prefixed(_, let inner), .member(let inner, _), .optionalMember(let inner, _),
            .moduleMember(let inner, _):
            isFlat(inner)
        case .infix(let lhs, _, let rhs): isFlat(lhs) && isFlat(rhs)
        case .interpolatedString(let segments):
            segments.allSatisfy { segment in
                guard case .interpolation(let inner) = segment else { return true }
                return isFlat(inner)
            }
        case .trailingClosures(let callee, let closures):
            isFlat(callee) && closures.count == 1 && closures[0].isOneExpression
                && closures[0].body.allSatisfy { statement in
                    guard case .expression(let inner) = statement else { return false }
                    return isFlat(inner)
                }
        }
    }

    /// Writes `(label: value, …)` on one line to `target`.
    static func writeFlat<Target: FlatTextTarget>(_ arguments: [SwiftArgument], to target: inout Target) {
        target.write("(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { target.write(", ") }
            if let label = argument.label {
                target.write(label)
                target.write(": ")
            }
            writeFlat(argument.value, to: &target)
        }
        target.write(")")
    }

    /// The lines of `prefix + expression + suffix` at `indent` levels.
    static func lines(
        _ expression: SwiftExpression, prefix: String = "", suffix: String = "", indent: Int
    ) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(expression, prefix: prefix, suffix: suffix, indent: indent, into: &output)
        return output.writtenLines
    }

    /// Writes the lines of `prefix + expression + suffix` at `indent` levels.
    static func write(
        _ expression: SwiftExpression, prefix: String = "", suffix: String = "", indent: Int,
        into output: inout SourceBuffer
    ) {
        output.startLine(indent: indent)
        output.write(prefix)
        finishLine(expression, suffix: suffix, indent: indent, into: &output)
    }

    /// The lines of `head` followed by `expression`, as ``write(after:_:suffix:indent:into:)``
    /// writes them.
    static func lines(
        after head: String, _ expression: SwiftExpression, suffix: String = "", indent: Int
    ) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(after: head, expression, suffix: suffix, indent: indent, into: &output)
        return output.writtenLines
    }

    /// Writes `head` followed by `expression` (`let x = `, `label: `, `name: T = `), breaking
    /// after the head when the expression does not fit and cannot break itself.
    static func write(
        after head: String, _ expression: SwiftExpression, suffix: String = "", indent: Int,
        into output: inout SourceBuffer
    ) {
        output.startLine(indent: indent)
        output.write(head)
        finishLine(after: expression, suffix: suffix, indent: indent, into: &output)
    }

    // Each function below continues the line being written, which already holds its head
    // (`let x = `, `label: `, an operator, or only indentation).

    /// Ends the line being written, at `indent` levels, whose head is written, with
    /// `expression` and `suffix` (as ``write(after:_:suffix:indent:into:)`` does after writing
    /// the head): on this line if it fits, else broken, or on the next line one level in.
    static func finishLine(
        after expression: SwiftExpression, suffix: String = "", indent: Int, into output: inout SourceBuffer
    ) {
        if !writeFlatIfFits(expression, suffix: suffix, into: &output) {
            finishUnfittingLine(after: expression, suffix: suffix, indent: indent, into: &output)
        }
    }

    /// ``finishLine(after:suffix:indent:into:)`` of an expression known not to fit on the line.
    private static func finishUnfittingLine(
        after expression: SwiftExpression, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        if isBreakable(expression) || output.isLineBlank {
            writeBroken(expression, suffix: suffix, indent: indent, into: &output)
        } else {
            output.trimTrailingSpaces()
            output.endLine()
            write(expression, suffix: suffix, indent: indent + 1, into: &output)
        }
    }

    /// Ends the line being written with `expression` and `suffix`: on this line if it fits,
    /// else broken at the expression's own break points.
    private static func finishLine(
        _ expression: SwiftExpression, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        if !writeFlatIfFits(expression, suffix: suffix, into: &output) {
            writeBroken(expression, suffix: suffix, indent: indent, into: &output)
        }
    }

    /// Ends the line being written with the expression on one line and `suffix` when the line
    /// then fits (returning true); else writes nothing and returns false. The line is written
    /// and then judged, not measured first (see ``SourceBuffer/startTrial()``).
    private static func writeFlatIfFits(
        _ expression: SwiftExpression, suffix: String, into output: inout SourceBuffer
    ) -> Bool {
        guard isFlat(expression) else { return false }
        output.startTrial()
        writeFlat(expression, to: &output)
        output.write(suffix)
        guard output.endTrial() else { return false }
        output.endLine()
        return true
    }

    /// Ends the line being written with an expression known not to fit on it, broken at its
    /// own break points (on the line after all when it has none).
    private static func writeBroken(
        _ expression: SwiftExpression, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            writeFlat(callee, to: &output)
            output.write("(")
            output.endLine()
            for (index, argument) in arguments.enumerated() {
                output.startLine(indent: indent + 1)
                if let label = argument.label {
                    output.write(label)
                    output.write(": ")
                }
                finishLine(
                    after: argument.value, suffix: index == arguments.count - 1 ? "" : ",",
                    indent: indent + 1, into: &output)
            }
            output.line(")", suffix, indent: indent)
        case .array(let elements) where !elements.isEmpty:
            writeBrokenLiteral(elements, suffix: suffix, indent: indent, into: &output) {
                write($0, suffix: $1, indent: indent + 1, into: &$2)
            }
        case .dictionary(let entries) where !entries.isEmpty:
            writeBrokenLiteral(entries, suffix: suffix, indent: indent, into: &output) {
                write($0, suffix: $1, indent: indent + 1, into: &$2)
            }
        case .tuple(let elements) where !elements.isEmpty:
            output.write("(")
            output.endLine()
            for (index, element) in elements.enumerated() {
                write(element, suffix: index == elements.count - 1 ? "" : ",", indent: indent + 1, into: &output)
            }
            output.line(")", suffix, indent: indent)
        case .trailingClosures(let callee, let closures) where !closures.isEmpty:
            finishLine(callee, suffix: " " + closures[0].opening, indent: indent, into: &output)
            for (index, closure) in closures.enumerated() {
                if index > 0 {
                    output.startLine(indent: indent)
                    output.write("} ")
                    if let label = closure.label {
                        output.write(label)
                        output.write(": ")
                    }
                    output.write(closure.opening)
                    output.endLine()
                }
                SwiftRenderer.write(closure.body, indent: indent + 1, into: &output)
            }
            output.line("}", suffix, indent: indent)
        case .member(let base, let name):
            finishLine(base, suffix: "." + name + suffix, indent: indent, into: &output)
        case .optionalMember(let base, let name):
            finishLine(base, suffix: "?." + name + suffix, indent: indent, into: &output)
        case .moduleMember(let base, let member):
            finishLine(base, suffix: "." + member.rawValue + suffix, indent: indent, into: &output)
        case .infix(let lhs, let infixOperator, let rhs):
            // As swift-format breaks a binary expression: before the operator, one level in.
            finishLine(lhs, suffix: "", indent: indent, into: &output)
            output.startLine(indent: indent + 1)
            output.write(infixOperator.rawValue + " ")
            finishLine(after: rhs, suffix: suffix, indent: indent + 1, into: &output)
        case .prefixed(let prefix, let expression):
            output.write(prefix.rawValue)
            finishLine(expression, suffix: suffix, indent: indent, into: &output)
        default:
            writeFlat(expression, to: &output)
            output.write(suffix)
            output.endLine()
        }
    }

    /// An array or dictionary literal one element a line, each followed by a comma when there
    /// are several (swift-format's `multiElementCollectionTrailingCommas`).
    private static func writeBrokenLiteral<Element>(
        _ elements: [Element], suffix: String, indent: Int, into output: inout SourceBuffer,
        element writeElement: (Element, String, inout SourceBuffer) -> Void
    ) {
        output.write("[")
        output.endLine()
        for element in elements { writeElement(element, elements.count > 1 ? "," : "", &output) }
        output.line("]", suffix, indent: indent)
    }

    /// Writes `key: value` of a dictionary literal. As `swift-format` does, an entry too long for
    /// its line whose value fits on a line of its own breaks after the colon, the value one level in.
    private static func write(
        _ entry: SwiftDictionaryEntry, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        let mark = output.mark
        output.startLine(indent: indent)
        writeFlat(entry.key, to: &output)
        output.write(": ")
        if writeFlatIfFits(entry.value, suffix: suffix, into: &output) { return }
        output.dropLastByte()
        output.endLine()
        output.startLine(indent: indent + 1)
        if writeFlatIfFits(entry.value, suffix: suffix, into: &output) { return }
        // Neither: the entry is written as any head and expression are.
        output.rollBack(to: mark)
        output.startLine(indent: indent)
        writeFlat(entry.key, to: &output)
        output.write(": ")
        finishUnfittingLine(after: entry.value, suffix: suffix, indent: indent, into: &output)
    }

    /// Whether the expression has a break point of its own (else it can only move to the
    /// next line as a whole).
    static func isBreakable(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .call(_, let arguments): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        case .tuple(let elements): !elements.isEmpty
        case .trailingClosures: true
        case .member(let base, _), .optionalMember(let base, _), .moduleMember(let base, _): isBreakable(base)
        case .infix: true
        case .prefixed(_, let inner): isBreakable(inner)
        case .atom, .type, .interpolatedString: false
        }
    }
}

/// A target of ``ExpressionLayout/writeFlat(_:to:)``: a text stream that spells types as its
/// namer does.
protocol FlatTextTarget: TextOutputStream {
    /// How the text spells the types it names.
    var namer: SwiftNamer { get }
}

/// Text whose types are spelled by a given namer.
private struct NamedText: FlatTextTarget {
    let namer: SwiftNamer
    var text = ""

    mutating func write(_ string: String) { text += string }
}

extension SourceBuffer: FlatTextTarget {}
