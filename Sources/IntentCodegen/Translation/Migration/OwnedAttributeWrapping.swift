/// Owned code's long attribute lines (`@Parameter(…)`, `@EntityProperty(…)`), one argument a
/// line as a person would wrap them:
///
/// ```swift
/// @Parameter(
///   title: LocalizedStringResource("wVtRMf", defaultValue: "Parameter", table: "Custom"),
///   inputOptions: String.IntentInputOptions(capitalizationType: .sentences)
/// )
/// ```
///
/// The generated flavor keeps its attributes on one line (nobody edits it).
enum OwnedAttributeWrapping {
    /// Lines longer than this are wrapped.
    static let lineLength = 100

    /// `text` with every attribute line (`@Name(…)` alone on its line) longer than ``lineLength``
    /// wrapped at its top-level commas.
    static func wrapped(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(line))
        }
        return lines.joined(separator: "\n")
    }

    /// The line, or its wrapped lines.
    private static func wrap(_ line: String) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let body = line.dropFirst(indent.count)
        let name = body.dropFirst().prefix { $0.isLetter }
        let opening = "@" + name + "("
        guard line.count > lineLength, !name.isEmpty, body.hasPrefix(opening), body.hasSuffix(")"),
            let arguments = topLevelArguments(String(body.dropFirst(opening.count).dropLast()))
        else { return [line] }
        let step = indent.isEmpty ? "  " : String(indent.prefix(2))
        return [indent + opening]
            + arguments.enumerated().map { index, argument in
                indent + step + argument + (index == arguments.count - 1 ? "" : ",")
            }
            + [indent + ")"]
    }

    /// `text` split at its commas outside brackets and string literals, each part trimmed; nil
    /// when the brackets or quotes do not balance (the line is then left as it is).
    private static func topLevelArguments(_ text: String) -> [String]? {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
                if depth < 0 { return nil }
            } else if character == ",", depth == 0 {
                parts.append(current.trimmingSpaces())
                current = ""
                continue
            }
            current.append(character)
        }
        guard depth == 0, !inString else { return nil }
        parts.append(current.trimmingSpaces())
        return parts
    }
}

extension String {
    /// Without the spaces at either end.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
