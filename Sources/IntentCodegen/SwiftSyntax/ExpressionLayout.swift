/// Lays expressions out in lines no wider than a limit, breaking them the way `swift-format`
/// accepts: a call or array that does not fit puts each argument on its own line, indented
/// one level, with the closing bracket on a line of its own.
///
/// Every piece is written straight into the ``SourceBuffer``: building the flat text of each
/// sub-expression at each level of nesting made rendering quadratic in the depth and
/// allocation-bound. Whether an expression fits is decided by writing it on one line and
/// judging the line, which is taken back when it does not fit; the buffer stops taking a line's
/// text once it is certain not to fit, so a long expression is not written out in full at each
/// level.
struct ExpressionLayout {
    /// The column limit (`swift-format`'s default).
    static let lineLength = 100
    /// One indentation level.
    static let indentUnit = "  "

    /// Whether `line` is at most ``lineLength`` characters long. Counting characters walks
    /// the whole text; a line whose UTF-8 bytes already fit needs no count, nor does one of
    /// printable ASCII (a character a byte), and another is walked only as far as the limit.
    static func fits(_ line: String) -> Bool {
        line.utf8.count <= lineLength
            || (!SwiftStringLiteral.isPlainASCII(line) && line.dropFirst(lineLength).isEmpty)
    }

    /// The expression on one line.
    static func flat(_ expression: SwiftExpression) -> String {
        var text = ""
        writeFlat(expression, to: &text)
        return text
    }

    /// Writes the expression on one line to `target`, stopping once the target wants no more.
    static func writeFlat<Target: FlatTextTarget>(_ expression: SwiftExpression, to target: inout Target) {
        guard target.wantsMore else { return }
        switch expression {
        case .atom(let text):
            target.write(text)
        case .call(let callee, let arguments):
            target.write(callee)
            target.write("(")
            for (index, argument) in arguments.enumerated() where target.wantsMore {
                if index > 0 { target.write(", ") }
                if let label = argument.label {
                    target.write(label)
                    target.write(": ")
                }
                writeFlat(argument.value, to: &target)
            }
            target.write(")")
        case .array(let elements):
            target.write("[")
            for (index, element) in elements.enumerated() where target.wantsMore {
                if index > 0 { target.write(", ") }
                writeFlat(element, to: &target)
            }
            target.write("]")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return target.write("[:]") }
            target.write("[")
            for (index, entry) in entries.enumerated() where target.wantsMore {
                if index > 0 { target.write(", ") }
                writeFlat(entry.key, to: &target)
                target.write(": ")
                writeFlat(entry.value, to: &target)
            }
            target.write("]")
        case .binary(let lhs, let op, let rhs):
            writeFlat(lhs, to: &target)
            target.write(" ")
            target.write(op)
            target.write(" ")
            writeFlat(rhs, to: &target)
        case .prefixed(let prefix, let inner):
            target.write(prefix)
            writeFlat(inner, to: &target)
        case .member(let base, let name):
            writeFlat(base, to: &target)
            target.write(".")
            target.write(name)
        case .optionalMember(let base, let name):
            writeFlat(base, to: &target)
            target.write("?.")
            target.write(name)
        case .trailingClosure(let callee, let body):
            target.write(callee)
            target.write(" { ")
            writeFlat(body, to: &target)
            target.write(" }")
        }
    }

    /// Writes `prefix`, the expression on one line and `suffix` as one line at `indent` levels
    /// when that line fits (returning true); else writes nothing and returns false. The line is
    /// written and then judged, not measured first (see ``SourceBuffer/startTrialLine(indent:)``).
    private static func writeFlatLineIfFits(
        _ expression: SwiftExpression, prefix: String, suffix: String, indent: Int, into output: inout SourceBuffer
    ) -> Bool {
        output.startTrialLine(indent: indent)
        output.write(prefix)
        writeFlat(expression, to: &output)
        output.write(suffix)
        return output.endTrialLine()
    }

    /// Writes `prefix`, the expression on one line and `suffix` as one line at `indent` levels.
    private static func writeFlatLine(
        _ expression: SwiftExpression, prefix: String, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        output.startLine(indent: indent)
        output.write(prefix)
        writeFlat(expression, to: &output)
        output.write(suffix)
        output.endLine()
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
        if !writeFlatLineIfFits(expression, prefix: prefix, suffix: suffix, indent: indent, into: &output) {
            writeBroken(expression, prefix: prefix, suffix: suffix, indent: indent, into: &output)
        }
    }

    /// Writes an expression known not to fit on one line, broken at its own break points (on
    /// one line after all when it has none).
    private static func writeBroken(
        _ expression: SwiftExpression, prefix: String, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            output.startLine(indent: indent)
            output.write(prefix)
            output.write(callee)
            output.write("(")
            output.endLine()
            for (index, argument) in arguments.enumerated() {
                write(
                    after: argument.label.map { $0 + ": " } ?? "", argument.value,
                    suffix: index == arguments.count - 1 ? "" : ",", indent: indent + 1, into: &output)
            }
            output.line(")", suffix, indent: indent)
        case .array(let elements) where !elements.isEmpty:
            // swift-format puts a trailing comma after the last element only when there are
            // several (`multiElementCollectionTrailingCommas`).
            let separator = elements.count > 1 ? "," : ""
            output.line(prefix, "[", indent: indent)
            for (index, element) in elements.enumerated() {
                write(element, suffix: index == elements.count - 1 ? separator : ",", indent: indent + 1, into: &output)
            }
            output.line("]", suffix, indent: indent)
        case .dictionary(let entries) where !entries.isEmpty:
            // Trailing commas as for arrays.
            let separator = entries.count > 1 ? "," : ""
            output.line(prefix, "[", indent: indent)
            for (index, entry) in entries.enumerated() {
                write(entry, suffix: index == entries.count - 1 ? separator : ",", indent: indent + 1, into: &output)
            }
            output.line("]", suffix, indent: indent)
        case .trailingClosure(let callee, let body):
            output.line(prefix, callee, " {", indent: indent)
            write(body, indent: indent + 1, into: &output)
            output.line("}", suffix, indent: indent)
        case .member(let base, let name):
            write(base, prefix: prefix, suffix: "." + name + suffix, indent: indent, into: &output)
        case .optionalMember(let base, let name):
            write(base, prefix: prefix, suffix: "?." + name + suffix, indent: indent, into: &output)
        case .prefixed(let inner, let expression):
            write(expression, prefix: prefix + inner, suffix: suffix, indent: indent, into: &output)
        case .binary(let lhs, let op, let rhs):
            // The operator continues the line it breaks: one level in from a statement's
            // first line, level with an operand that already starts a continuation line.
            write(lhs, prefix: prefix, indent: indent, into: &output)
            write(rhs, prefix: op + " ", suffix: suffix, indent: prefix.isEmpty ? indent : indent + 1, into: &output)
        default:
            writeFlatLine(expression, prefix: prefix, suffix: suffix, indent: indent, into: &output)
        }
    }

    /// Writes `key: value` of a dictionary literal. As `swift-format` does, an entry too long for
    /// its line whose value fits on a line of its own breaks after the colon, the value one level in.
    private static func write(
        _ entry: SwiftDictionaryEntry, suffix: String, indent: Int, into output: inout SourceBuffer
    ) {
        let head = flat(entry.key) + ": "
        if writeFlatLineIfFits(entry.value, prefix: head, suffix: suffix, indent: indent, into: &output) { return }
        let mark = output.mark
        output.line(String(head.dropLast()), indent: indent)
        if writeFlatLineIfFits(entry.value, prefix: "", suffix: suffix, indent: indent + 1, into: &output) { return }
        output.rollBack(to: mark)
        writeUnfitting(after: head, entry.value, suffix: suffix, indent: indent, into: &output)
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
        if !writeFlatLineIfFits(expression, prefix: head, suffix: suffix, indent: indent, into: &output) {
            writeUnfitting(after: head, expression, suffix: suffix, indent: indent, into: &output)
        }
    }

    /// ``write(after:_:suffix:indent:into:)`` of an expression known not to fit on the head's
    /// line.
    private static func writeUnfitting(
        after head: String, _ expression: SwiftExpression, suffix: String, indent: Int,
        into output: inout SourceBuffer
    ) {
        if isBreakable(expression) || head.isEmpty {
            writeBroken(expression, prefix: head, suffix: suffix, indent: indent, into: &output)
        } else {
            output.startLine(indent: indent)
            output.write(withoutTrailingSpaces(head))
            output.endLine()
            write(expression, suffix: suffix, indent: indent + 1, into: &output)
        }
    }

    /// `text` without the spaces it ends with. Trimmed as UTF-8 when the byte before those
    /// spaces is ASCII: a space ends a character of its own unless it follows a prepended
    /// character (never ASCII), so the bytes and the characters trim alike; reversing the text
    /// as characters cost a character walk and a string per broken head.
    private static func withoutTrailingSpaces(_ text: String) -> Substring {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        if end > utf8.startIndex, utf8[utf8.index(before: end)] >= 0x80 {
            return Substring(text.reversed().drop(while: { $0 == " " }).reversed())
        }
        return text[..<end]
    }

    /// Whether the expression has a break point of its own (else it can only move to the
    /// next line as a whole).
    static func isBreakable(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .call(_, let arguments): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        case .trailingClosure: true
        case .member(let base, _), .optionalMember(let base, _): isBreakable(base)
        case .prefixed(_, let inner): isBreakable(inner)
        case .atom, .binary: false
        }
    }
}

/// A target of ``ExpressionLayout/writeFlat(_:to:)``: a text stream that may want only the start
/// of the text, as a measure that has already passed the line length does.
protocol FlatTextTarget: TextOutputStream {
    /// Whether more text is still wanted; writing stops once it is not. Mutating, so that a
    /// target can note what it finds about the text so far.
    var wantsMore: Bool { mutating get }
}

extension FlatTextTarget {
    var wantsMore: Bool { true }
}

extension String: FlatTextTarget {}

/// A buffer wants no more of a tried line once the line is certain not to fit.
extension SourceBuffer: FlatTextTarget {}
