/// Lays expressions out in lines no wider than a limit, breaking them the way `swift-format`
/// accepts: a call or array that does not fit puts each argument on its own line, indented
/// one level, with the closing bracket on a line of its own.
struct ExpressionLayout {
    /// The column limit (`swift-format`'s default).
    static let lineLength = 100
    /// One indentation level.
    static let indentUnit = "  "

    /// Whether `line` is at most ``lineLength`` characters long. Counting characters walks
    /// the whole text; a line whose UTF-8 bytes already fit needs no count, and a longer one is
    /// walked only as far as the limit.
    static func fits(_ line: String) -> Bool {
        line.utf8.count <= lineLength || line.dropFirst(lineLength).isEmpty
    }

    /// The expression on one line.
    static func flat(_ expression: SwiftExpression) -> String {
        switch expression {
        case .atom(let text):
            text
        case .call(let callee, let arguments):
            callee + "(" + arguments.map(flat).joined(separator: ", ") + ")"
        case .array(let elements):
            "[" + elements.map(flat).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            entries.isEmpty ? "[:]" : "[" + entries.map { flat($0.key) + ": " + flat($0.value) }.joined(separator: ", ") + "]"
        case .binary(let lhs, let op, let rhs):
            flat(lhs) + " " + op + " " + flat(rhs)
        case .prefixed(let prefix, let inner):
            prefix + flat(inner)
        case .member(let base, let name):
            flat(base) + "." + name
        case .optionalMember(let base, let name):
            flat(base) + "?." + name
        case .trailingClosure(let callee, let body):
            callee + " { " + flat(body) + " }"
        }
    }

    /// An argument on one line.
    static func flat(_ argument: SwiftArgument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + flat(argument.value)
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

    /// The lines of `prefix + expression + suffix` at `indent` levels.
    static func lines(
        _ expression: SwiftExpression, prefix: String = "", suffix: String = "", indent: Int
    ) -> [String] {
        lines(expression, flat: flat(expression), prefix: prefix, suffix: suffix, indent: indent)
    }

    /// ``lines(_:prefix:suffix:indent:)`` with the expression's one-line text already built
    /// (`flatText`), so that a caller that needed it too does not build it again.
    private static func lines(
        _ expression: SwiftExpression, flat flatText: String, prefix: String, suffix: String, indent: Int
    ) -> [String] {
        let pad = String(repeating: indentUnit, count: indent)
        let single = pad + prefix + flatText + suffix
        if fits(single) { return [single] }
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            return [pad + prefix + callee + "("]
                + arguments.enumerated().flatMap { index, argument in
                    lines(
                        after: argument.label.map { $0 + ": " } ?? "", argument.value,
                        suffix: index == arguments.count - 1 ? "" : ",", indent: indent + 1)
                }
                + [pad + ")" + suffix]
        case .array(let elements) where !elements.isEmpty:
            // swift-format puts a trailing comma after the last element only when there are
            // several (`multiElementCollectionTrailingCommas`).
            let separator = elements.count > 1 ? "," : ""
            return [pad + prefix + "["]
                + elements.enumerated().flatMap { index, element in
                    lines(element, suffix: index == elements.count - 1 ? separator : ",", indent: indent + 1)
                }
                + [pad + "]" + suffix]
        case .dictionary(let entries) where !entries.isEmpty:
            // Trailing commas as for arrays.
            let separator = entries.count > 1 ? "," : ""
            return [pad + prefix + "["]
                + entries.enumerated().flatMap { index, entry in
                    entryLines(entry, suffix: index == entries.count - 1 ? separator : ",", indent: indent + 1)
                }
                + [pad + "]" + suffix]
        case .trailingClosure(let callee, let body):
            return [pad + prefix + callee + " {"] + lines(body, indent: indent + 1) + [pad + "}" + suffix]
        case .member(let base, let name):
            return lines(base, prefix: prefix, suffix: "." + name + suffix, indent: indent)
        case .optionalMember(let base, let name):
            return lines(base, prefix: prefix, suffix: "?." + name + suffix, indent: indent)
        case .prefixed(let inner, let expression):
            return lines(expression, prefix: prefix + inner, suffix: suffix, indent: indent)
        case .binary(let lhs, let op, let rhs):
            // The operator continues the line it breaks: one level in from a statement's
            // first line, level with an operand that already starts a continuation line.
            return lines(lhs, prefix: prefix, indent: indent)
                + lines(rhs, prefix: op + " ", suffix: suffix, indent: prefix.isEmpty ? indent : indent + 1)
        default:
            return [single]
        }
    }

    /// `key: value` of a dictionary literal. As `swift-format` does, an entry too long for its
    /// line whose value fits on a line of its own breaks after the colon, the value one level in.
    private static func entryLines(_ entry: SwiftDictionaryEntry, suffix: String, indent: Int) -> [String] {
        let pad = String(repeating: indentUnit, count: indent)
        let head = flat(entry.key) + ":"
        let value = String(repeating: indentUnit, count: indent + 1) + flat(entry.value) + suffix
        if !fits(pad + head + " " + flat(entry.value) + suffix), fits(value) {
            return [pad + head, value]
        }
        return lines(after: head + " ", entry.value, suffix: suffix, indent: indent)
    }

    /// `head` followed by `expression` (`let x = `, `label: `, `name: T = `), breaking after
    /// the head when the expression does not fit and cannot break itself.
    static func lines(
        after head: String, _ expression: SwiftExpression, suffix: String = "", indent: Int
    ) -> [String] {
        let pad = String(repeating: indentUnit, count: indent)
        let flatText = flat(expression)
        let single = pad + head + flatText + suffix
        if fits(single) || isBreakable(expression) || head.isEmpty {
            return lines(expression, flat: flatText, prefix: head, suffix: suffix, indent: indent)
        }
        let trimmedHead = String(head.reversed().drop(while: { $0 == " " }).reversed())
        return [pad + trimmedHead] + lines(expression, suffix: suffix, indent: indent + 1)
    }
}
