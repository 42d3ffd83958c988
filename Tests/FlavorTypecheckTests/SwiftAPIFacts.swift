import Foundation

/// The client-visible API of a Swift file as comparable facts, one string each: every type
/// declaration with its kind, supertypes, `@objc` name and access level, and every member
/// (property, method or requirement, initializer, enum case) of a type with its signature,
/// modifiers and Objective-C selector. Comments, formatting, parameter names (not labels),
/// bodies and availability are left out, so that two generators' files compare by what code
/// written against them can use.
///
/// It reads the shapes generated Swift has (one declaration per logical line, attributes
/// before it), not Swift in general.
enum SwiftAPIFacts {
    /// The facts of `source`, sorted.
    static func facts(of source: String) -> [String] {
        var facts: [String] = []
        var owners: [(name: String?, openDepth: Int)] = []  // a nil name is a body
        var depth = 0
        var attributes: [String] = []
        for line in logicalLines(stripComments(source)) {
            let net = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let top = owners.last, top.name == nil {
                depth += net
                while let last = owners.last, depth <= last.openDepth { owners.removeLast() }
                continue
            }
            let (leading, rest) = leadingAttributes(line)
            attributes += leading
            if rest.isEmpty { continue }
            if rest.hasPrefix("#") || rest.hasPrefix("import ") || rest.hasPrefix("}") {
                attributes = []
                depth += net
                while let last = owners.last, depth <= last.openDepth { owners.removeLast() }
                continue
            }
            let owner = owners.last?.name ?? ""
            let declaration = Declaration(String(rest), attributes: attributes)
            attributes = []
            if let declaration {
                facts.append(owner.isEmpty ? declaration.fact : owner + "." + declaration.fact)
            }
            if net > 0 {
                let opensType = declaration?.isType == true
                owners.append((opensType ? (declaration?.name ?? "?") : nil, depth))
            }
            depth += net
            while let last = owners.last, depth <= last.openDepth { owners.removeLast() }
        }
        return renumberedCases(facts).sorted()
    }

    /// The attributes at the start of `line` (balanced parentheses, strings inside them
    /// included) and what follows them.
    private static func leadingAttributes(_ line: String) -> ([String], String) {
        var attributes: [String] = []
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex, rest[index].isLetter || rest[index].isNumber || rest[index] == "_" {
                index = rest.index(after: index)
            }
            if index < rest.endIndex, rest[index] == "(" {
                var level = 0
                var inString = false
                while index < rest.endIndex {
                    let character = rest[index]
                    if character == "\"" { inString.toggle() }
                    if !inString, character == "(" { level += 1 }
                    if !inString, character == ")" {
                        level -= 1
                        if level == 0 {
                            index = rest.index(after: index)
                            break
                        }
                    }
                    index = rest.index(after: index)
                }
            }
            attributes.append(String(rest[..<index]))
            rest = rest[index...].drop { $0 == " " }
        }
        return (attributes, String(rest))
    }

    /// One declaration's words.
    private struct Declaration {
        static let typeKeywords: Set = ["class", "protocol", "enum", "struct", "extension"]
        static let memberKeywords: Set = ["func", "var", "let", "case", "typealias"]

        var keyword: String
        var name: String
        var modifiers: [String]
        var signature: String

        var isType: Bool { Self.typeKeywords.contains(keyword) }

        var fact: String {
            "\(keyword) \(signature) [\(modifiers.sorted().joined(separator: " "))]"
        }

        init?(_ text: String, attributes: [String]) {
            var modifiers = attributes.filter { !$0.hasPrefix("@available") }
            var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            while let word = words.first {
                let next = words.dropFirst().first ?? ""
                if word.hasPrefix("init") {
                    keyword = "init"
                    name = "init"
                    signature = Self.normalizedFunction(words.joined(separator: " "))
                    self.modifiers = modifiers
                    return
                }
                if Self.typeKeywords.contains(word) && !(word == "class" && ["func", "var", "let"].contains(next)) {
                    keyword = word
                    let header = words.dropFirst().joined(separator: " ")
                    let beforeBrace = header.split(separator: "{", maxSplits: 1).first.map(String.init) ?? header
                    let parts = beforeBrace.split(separator: ":", maxSplits: 1).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    name = parts.first.map(Self.unticked) ?? ""
                    let supertypes =
                        parts.count > 1
                        ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                    signature = name + (supertypes.isEmpty ? "" : ": " + supertypes.joined(separator: ", "))
                    self.modifiers = modifiers
                    return
                }
                if Self.memberKeywords.contains(word) {
                    keyword = word
                    let remainder = words.dropFirst().joined(separator: " ")
                    switch word {
                    case "func":
                        signature = Self.normalizedFunction(remainder)
                        name = String(signature.prefix { $0 != "(" })
                    case "case":
                        signature = Self.unticked(remainder.replacingOccurrences(of: " ", with: ""))
                        name = signature
                    default:
                        let withoutBody =
                            remainder.split(separator: "{", maxSplits: 1).first.map(String.init) ?? remainder
                        let withoutValue = withoutBody.components(separatedBy: " = ").first ?? withoutBody
                        signature = Self.unticked(Self.squeezed(withoutValue))
                        name = String(signature.prefix { $0 != ":" })
                    }
                    self.modifiers = modifiers
                    return
                }
                modifiers.append(word)
                words.removeFirst()
            }
            return nil
        }

        /// `name(label: Type, …) effects -> Result` without parameter names or the body.
        static func normalizedFunction(_ text: String) -> String {
            guard let open = text.firstIndex(of: "("), let close = matchingParenthesis(in: text, from: open) else {
                return squeezed(text)
            }
            let name = unticked(String(text[..<open]).trimmingCharacters(in: .whitespaces))
            let parameters = topLevelSplit(String(text[text.index(after: open)..<close])).map { parameter -> String in
                let pieces = parameter.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard pieces.count == 2 else { return squeezed(parameter) }
                let label = unticked(String(pieces[0].split(separator: " ").first ?? ""))
                let type = pieces[1].components(separatedBy: " = ").first ?? pieces[1]
                return label + ": " + squeezed(type)
            }
            var tail = String(text[text.index(after: close)...])
            if let brace = tail.firstIndex(of: "{") { tail = String(tail[..<brace]) }
            return name + "(" + parameters.joined(separator: ", ") + ")" + squeezedTail(tail)
        }

        private static func squeezedTail(_ tail: String) -> String {
            let words = tail.split(separator: " ").map(String.init).filter { !$0.isEmpty }
            guard !words.isEmpty else { return "" }
            var result: [String] = []
            var index = 0
            while index < words.count {
                if words[index] == "->" {
                    result.append("-> " + squeezed(words[(index + 1)...].joined(separator: " ")))
                    break
                }
                result.append(words[index])
                index += 1
            }
            return " " + result.joined(separator: " ")
        }

        /// Whitespace removed, `Swift.Void` written `Void`.
        static func squeezed(_ text: String) -> String {
            text.replacingOccurrences(of: "Swift.Void", with: "Void").filter { !$0.isWhitespace }
        }

        static func unticked(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "") }

        private static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
            var level = 0
            var index = open
            while index < text.endIndex {
                if text[index] == "(" { level += 1 }
                if text[index] == ")" {
                    level -= 1
                    if level == 0 { return index }
                }
                index = text.index(after: index)
            }
            return nil
        }

        private static func topLevelSplit(_ text: String) -> [String] {
            var parts: [String] = []
            var current = ""
            var level = 0
            for character in text {
                if "([<".contains(character) { level += 1 }
                if ")]>".contains(character) && !(character == ">" && current.hasSuffix("-")) { level -= 1 }
                if character == ",", level == 0 {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
            return parts.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Enum cases with their raw values made explicit: a case without one follows the case
    /// before it (the first defaults to 0), as for `Int` raw values.
    private static func renumberedCases(_ facts: [String]) -> [String] {
        var next: [String: Int] = [:]
        return facts.map { fact in
            guard let match = fact.firstMatch(of: /^(.*\.)?case ([^ =\[]+)(=(-?\d+))? (\[.*\])$/) else { return fact }
            let owner = String(match.1 ?? "")
            let value = match.4.flatMap { Int($0) } ?? next[owner, default: 0]
            next[owner] = value + 1
            return "\(owner)case \(match.2)=\(value) \(match.5)"
        }
    }

    /// The source without `//` and `/* */` comments (string literals kept).
    static func stripComments(_ source: String) -> String {
        var result = ""
        var index = source.startIndex
        var inString = false
        while index < source.endIndex {
            let character = source[index]
            let rest = source[index...]
            if inString {
                result.append(character)
                if character == "\\" {
                    index = source.index(after: index)
                    if index < source.endIndex { result.append(source[index]) }
                } else if character == "\"" {
                    inString = false
                }
            } else if rest.hasPrefix("//") {
                while index < source.endIndex, source[index] != "\n" { index = source.index(after: index) }
                continue
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { break }
                index = end.upperBound
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index = source.index(after: index)
        }
        return result
    }

    /// Trimmed non-empty lines, joined while parentheses or brackets are open or a line ends
    /// in `=` or `->` (where the renderer wraps long declarations).
    static func logicalLines(_ source: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var level = 0
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            current += current.isEmpty ? line : " " + line
            level += line.filter { "([".contains($0) }.count - line.filter { ")]".contains($0) }.count
            if level <= 0, !line.hasSuffix("="), !line.hasSuffix("->") {
                lines.append(current)
                current = ""
                level = 0
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
