import Foundation

/// The declarations of a stand-in module's Swift files, read line by line (the stand-ins are
/// written in a regular style: one type per top-level block, members one level deep).
struct StandInDeclarations {
    /// A top-level type or extension.
    struct TypeDeclaration {
        enum Kind: String { case `class`, `protocol`, `enum`, `struct`, `extension` }
        var kind: Kind
        var name: String
        var isObjC: Bool
        var access: String
        /// The superclass (for a class) and conformances, as written.
        var inherited: [String]
        var members: [Member] = []
        /// Enum cases in order.
        var cases: [String] = []
        var file: String
        var line: Int
    }

    /// A method, initializer or property.
    struct Member {
        enum Kind { case method, initializer, property, associatedType }
        var kind: Kind
        /// `success(with:)`, `init(identifier:display:)`, or a property's name.
        var swiftName: String
        /// The explicit `@objc(selector)`, if any.
        var selector: String?
        var isObjC: Bool
        var isNonObjC: Bool
        var isUnavailable: Bool
        var isClassMember: Bool
        var isOverride: Bool
        var access: String
        /// A property's type as written.
        var type: String?
        /// A property with a setter (stored, or computed with `set`).
        var isSettable: Bool
        /// Whether each parameter's type is optional.
        var parameterOptionality: [Bool] = []
        /// Whether the result is optional (for an initializer: whether it is failable).
        var returnsOptional = false
        /// Each parameter's type as written, without optionality and default value.
        var parameterTypes: [String] = []
        /// A method's result type as written, without optionality (`Void` when it has none).
        var resultType = "Void"
        var line: Int
    }

    var types: [TypeDeclaration] = []

    /// Reads every `.swift` file of `folder`.
    init(folder: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        for name in names {
            read(try String(contentsOf: folder.appending(path: name), encoding: .utf8), file: name)
        }
    }

    /// No declarations yet; add files with ``read(_:file:)``.
    init() {}

    /// Reads one file's text.
    init(text: String, file: String) { read(text, file: file) }

    /// Adds the declarations of one file's text.
    mutating func read(_ text: String, file: String) {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var depth = 0
        var current: TypeDeclaration?
        var attributes: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if depth == 0, current == nil {
                current = Self.typeDeclaration(line, file: file, line: index + 1)
            } else if depth == 1, current != nil, !line.isEmpty, !line.hasPrefix("//"), !line.hasPrefix("}") {
                if Self.isAttributeOnly(line) {
                    attributes.append(line)
                    index += 1
                    continue
                }
                if line.hasPrefix("case "), current?.kind == .enum {
                    current?.cases += line.dropFirst("case ".count).split(separator: ",").map {
                        String($0.split(separator: "=")[0]).trimmingCharacters(in: .whitespaces)
                    }
                    index += 1
                    continue
                }
                // A member: its text runs until its parentheses and braces close.
                let start = index + 1
                var text = line
                while Self.balance(text, "(", ")") > 0 || Self.balance(text, "{", "}") > 0, index + 1 < lines.count {
                    index += 1
                    text += "\n" + lines[index]
                }
                if let member = Self.member((attributes + [text]).joined(separator: " "), line: start) {
                    current?.members.append(member)
                }
                attributes = []
                index += 1
                continue
            }
            depth += Self.balance(line, "{", "}")
            if depth == 0, let finished = current, line.contains("}") {
                types.append(finished)
                current = nil
            }
            index += 1
        }
    }

    /// Whether `line` holds attributes only (`@objc(x)`, `@available(…)`), not a declaration.
    static func isAttributeOnly(_ line: String) -> Bool {
        ObjCHeaders.withoutParentheses(line).split(separator: " ").allSatisfy { $0.hasPrefix("@") }
    }

    static func balance(_ text: String, _ open: Character, _ close: Character) -> Int {
        text.reduce(0) { $0 + ($1 == open ? 1 : $1 == close ? -1 : 0) }
    }

    private static func typeDeclaration(_ line: String, file: String, line number: Int) -> TypeDeclaration? {
        let pattern = /^((?:@\w+(?:\([^)]*\))?\s+)*)(open|public|internal)?\s*(?:final\s+)?(class|protocol|enum|struct|extension)\s+(\w+)(?:<[^>]*>)?\s*(?::\s*([^{]+))?\{?/
        guard let match = line.firstMatch(of: pattern), let kind = TypeDeclaration.Kind(rawValue: String(match.3)) else {
            return nil
        }
        let inherited = (match.5.map(String.init) ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("where") }
        return TypeDeclaration(
            kind: kind, name: String(match.4), isObjC: match.1.contains("@objc"), access: String(match.2 ?? "internal"),
            inherited: inherited, file: file, line: number)
    }

    private static func member(_ text: String, line: Int) -> Member? {
        let head = text.components(separatedBy: "{")[0]
        let selector = head.firstMatch(of: /@objc\(([^)]*)\)/).map { String($0.1) }
        let access = head.firstMatch(of: /\b(open|public|internal|private|fileprivate)\b/).map { String($0.1) } ?? "internal"
        let modifiers = ObjCHeaders.withoutParentheses(head)
        let isClassMember = modifiers.contains("class func") || modifiers.contains("static func")
            || modifiers.contains("class var") || modifiers.contains("static var")
        func make(_ kind: Member.Kind, _ name: String, type: String? = nil, settable: Bool = false) -> Member {
            Member(
                kind: kind, swiftName: name, selector: selector, isObjC: head.contains("@objc"),
                isNonObjC: head.contains("@nonobjc"), isUnavailable: head.contains("@available(*, unavailable)"),
                isClassMember: isClassMember, isOverride: modifiers.contains("override "), access: access, type: type,
                isSettable: settable, line: line)
        }
        if let match = head.firstMatch(of: /\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(/) {
            let list = parameters(after: match.range.upperBound, in: head)
            var method = make(.method, fullName(String(match.1), parameters: list))
            method.parameterOptionality = parameterList(list).map { isOptional($0.type) }
            method.parameterTypes = parameterList(list).map { nonOptional($0.type) }
            let afterParameters = head[head.index(match.range.upperBound, offsetBy: list.count)...].dropFirst()
            let result = afterParameters.components(separatedBy: "->").dropFirst().joined(separator: "->")
            method.returnsOptional = isOptional(result)
            method.resultType = result.isEmpty ? "Void" : nonOptional(result)
            return method
        }
        if let match = head.firstMatch(of: /\binit([?!]?)\s*\(/) {
            let list = parameters(after: match.range.upperBound, in: head)
            var initializer = make(.initializer, fullName("init", parameters: list))
            initializer.parameterOptionality = parameterList(list).map { isOptional($0.type) }
            initializer.parameterTypes = parameterList(list).map { nonOptional($0.type) }
            initializer.returnsOptional = !match.1.isEmpty
            return initializer
        }
        if let match = head.firstMatch(of: /\b(var|let)\s+(\w+)\s*(?::\s*([^={]+))?/) {
            let body = text.contains("{") ? String(text[text.firstIndex(of: "{")!...]) : ""
            let settable = match.1 == "var" && (body.isEmpty || body.contains("set {") || body.contains("set{"))
            return make(
                .property, String(match.2), type: match.3.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) },
                settable: settable)
        }
        if let match = head.firstMatch(of: /\bassociatedtype\s+(\w+)/) {
            return make(.associatedType, String(match.1))
        }
        return nil
    }

    /// The text of the parameter list that starts at `start` (just after its `(`).
    private static func parameters(after start: String.Index, in text: String) -> String {
        var depth = 1
        var result = ""
        for character in text[start...] {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            result.append(character)
        }
        return result
    }

    /// `name(label:label:)` from a parameter list's text.
    static func fullName(_ name: String, parameters: String) -> String {
        name + "(" + parameterList(parameters).map { $0.label + ":" }.joined() + ")"
    }

    /// The label and type of each parameter of a parameter list's text.
    static func parameterList(_ parameters: String) -> [(label: String, type: String)] {
        var result: [(label: String, type: String)] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in parameters + "," {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            previous = character
            if character == ",", depth == 0 {
                let parts = current.split(separator: ":", maxSplits: 1)
                if let label = parts.first?.split(whereSeparator: \.isWhitespace).first {
                    let type = parts.count > 1 ? String(parts[1]) : ""
                    result.append((String(label), type.components(separatedBy: "=")[0].trimmingCharacters(in: .whitespacesAndNewlines)))
                }
                current = ""
            } else {
                current.append(character)
            }
        }
        return result
    }

    /// A type as written, without a trailing `?` or `!`, `@escaping`, or the parentheses
    /// around an optional function type.
    static func nonOptional(_ type: String) -> String {
        var trimmed = type.replacingOccurrences(of: "@escaping ", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
            trimmed.removeLast()
            if trimmed.hasPrefix("("), trimmed.hasSuffix(")"), ObjCHeaders.argument(of: "", in: trimmed) == String(trimmed.dropFirst().dropLast()) {
                trimmed = String(trimmed.dropFirst().dropLast())
            }
        }
        return trimmed
    }

    /// Whether a type as written is optional.
    static func isOptional(_ type: String) -> Bool {
        let trimmed = type.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasSuffix("?") || trimmed.hasSuffix("!")
    }
}
