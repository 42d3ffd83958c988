import Foundation

/// Lists the declarations of Swift source — a stand-in file or a `.swiftinterface` — with
/// their owner, full name and generic shape (see ``SwiftDeclaration``).
///
/// It reads declaration headers only and skips every body, so it needs no full Swift parser:
/// a declaration starts at the beginning of a line (or after `{`, `}` or `;`) with an
/// attribute, a modifier or a declaration keyword.
struct DeclarationExtractor {
    private let tokens: [SwiftToken]
    private let file: String
    private var index = 0
    private var contexts: [Context] = []
    private var declarations: [SwiftDeclaration] = []

    /// The type or extension body the extractor is in.
    private struct Context {
        var path: String
        var constraints: [String]
        var kind: SwiftDeclaration.Kind
    }

    static func declarations(in source: String, file: String) -> [SwiftDeclaration] {
        var extractor = DeclarationExtractor(source: source, file: file)
        extractor.run()
        return extractor.declarations
    }

    private init(source: String, file: String) {
        tokens = SwiftTokenizer.tokens(of: source)
        self.file = file
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "final", "static", "override",
        "convenience", "required", "mutating", "nonmutating", "indirect", "lazy", "dynamic", "optional",
        "nonisolated", "weak", "unowned", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    private static let keywords: [String: SwiftDeclaration.Kind] = [
        "struct": .struct, "class": .class, "actor": .class, "enum": .enum, "protocol": .protocol,
        "extension": .extension, "typealias": .typealias, "associatedtype": .associatedtype, "func": .func,
        "init": .initializer, "subscript": .subscript, "var": .property, "let": .property, "case": .case,
        "macro": .macro,
    ]

    private static let modules = [
        "Swift", "Foundation", "AppIntents", "WidgetKit", "SwiftUI", "Intents", "CoreLocation", "_Concurrency",
        "UniformTypeIdentifiers", "ActivityKit",
    ]

    private mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "}" {
                if !contexts.isEmpty { contexts.removeLast() }
                index += 1
            } else if token.text == "{" {
                skipBalanced(open: "{", close: "}")
            } else if startsDeclaration(at: index) {
                declaration()
            } else {
                index += 1
            }
        }
    }

    private func startsDeclaration(at position: Int) -> Bool {
        let token = tokens[position]
        let atStart =
            token.startsLine || position == 0 || ["{", "}", ";"].contains(tokens[position - 1].text)
        guard atStart else { return false }
        return token.text == "@" || Self.modifiers.contains(token.text) || Self.keywords[token.text] != nil
            || token.text == "deinit" || token.text == "import"
    }

    // MARK: Declarations

    private mutating func declaration() {
        let start = index
        var modifiers: Set<String> = []
        while index < tokens.count {
            let text = tokens[index].text
            if text == "@" {
                skipAttribute()
            } else if text == "class", let next = tokens[safe: index + 1]?.text,
                Self.modifiers.contains(next) || ["func", "var", "let", "subscript"].contains(next)
            {
                modifiers.insert("static")
                index += 1
            } else if Self.modifiers.contains(text) {
                modifiers.insert(text)
                index += 1
                if tokens[safe: index]?.text == "(" { skipBalanced(open: "(", close: ")") }
            } else {
                break
            }
        }
        guard let keyword = tokens[safe: index]?.text else { return }
        if keyword == "import" || keyword == "deinit" {
            index += 1
            return
        }
        guard let kind = Self.keywords[keyword] else { return }
        index += 1
        var declaration = SwiftDeclaration(
            signature: SwiftDeclaration.Signature(
                kind: kind, owner: contexts.last?.path ?? "", ownerConstraints: contexts.last?.constraints ?? [],
                name: "", isStatic: modifiers.contains("static"), genericParameters: [], constraints: []),
            conformances: [],
            isPublic: modifiers.contains("public") || modifiers.contains("open")
                || contexts.last?.kind == .protocol || kind == .case,
            isRequirement: contexts.last?.kind == .protocol,
            location: "\(file):\(tokens[start].line)")
        switch kind {
        case .struct, .class, .enum, .protocol, .extension:
            typeHeader(&declaration)
        case .func, .macro:
            declaration.name = tokens[safe: index]?.text ?? ""
            index += 1
            callable(&declaration)
        case .initializer:
            declaration.name = "init"
            if ["?", "!"].contains(tokens[safe: index]?.text) { index += 1 }
            callable(&declaration)
        case .subscript:
            declaration.name = "subscript"
            callable(&declaration)
        case .typealias:
            declaration.name = tokens[safe: index]?.text ?? ""
            index += 1
            declaration.genericParameters = genericParameterList().names
        case .associatedtype, .property:
            declaration.name = tokens[safe: index]?.text ?? ""
            index += 1
        case .case:
            enumCases(declaration)
            return
        }
        declarations.append(declaration)
    }

    /// A type or extension header up to its `{`, which opens a new context.
    private mutating func typeHeader(_ declaration: inout SwiftDeclaration) {
        var nameTokens: [String] = []
        while let token = tokens[safe: index], token.text != "<", token.text != ":", token.text != "{",
            token.text != "where"
        {
            nameTokens.append(token.text)
            index += 1
        }
        let name = Self.normalize(nameTokens)
        let generics = genericParameterList()
        declaration.genericParameters = generics.names
        if tokens[safe: index]?.text == ":" {
            index += 1
            declaration.conformances = Self.splitTopLevel(collect(until: ["where", "{"]))
                .map { Self.normalize($0.filter { !["@", "unchecked", "retroactive", "preconcurrency"].contains($0) }) }
        }
        var requirements = generics.requirements
        if tokens[safe: index]?.text == "where" {
            index += 1
            requirements += Self.splitTopLevel(collect(until: ["{"])).map(Self.normalize)
        }
        declaration.constraints = requirements.sorted()
        guard tokens[safe: index]?.text == "{" else { return }
        index += 1
        if declaration.kind == SwiftDeclaration.Kind.extension {
            declaration.name = name
            declaration.owner = ""
            declaration.ownerConstraints = []
            contexts.append(Context(path: name, constraints: declaration.constraints, kind: .extension))
        } else {
            declaration.name = name
            let path = declaration.owner.isEmpty ? name : "\(declaration.owner).\(name)"
            contexts.append(Context(path: path, constraints: [], kind: declaration.kind))
        }
    }

    /// The generic parameters, argument labels, effects and `where` clause of a function,
    /// initializer, subscript or macro.
    private mutating func callable(_ declaration: inout SwiftDeclaration) {
        let generics = genericParameterList()
        declaration.genericParameters = generics.names
        var requirements = generics.requirements
        if tokens[safe: index]?.text == "(" {
            declaration.name += "(" + argumentLabels().map { $0 + ":" }.joined() + ")"
        }
        while let token = tokens[safe: index], token.text != "{", token.text != "where",
            !(startsDeclaration(at: index) || token.text == "}")
        {
            if token.text == "(" { skipBalanced(open: "(", close: ")") } else { index += 1 }
        }
        if tokens[safe: index]?.text == "where" {
            index += 1
            var clause: [String] = []
            while let token = tokens[safe: index], token.text != "{",
                !(token.startsLine && (startsDeclaration(at: index) || token.text == "}"))
            {
                clause.append(token.text)
                index += 1
            }
            requirements += Self.splitTopLevel(clause).map(Self.normalize)
        }
        declaration.constraints = requirements.sorted()
    }

    /// The argument labels of the parameter list at `index` (`_` for none).
    private mutating func argumentLabels() -> [String] {
        let closing = matchingIndex(of: index, open: "(", close: ")")
        var labels: [String] = []
        var position = index + 1
        var expectsName = true
        var depth = 0
        while position < closing {
            let token = tokens[position]
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            if depth == 0 && token.text == "," {
                expectsName = true
            } else if expectsName && token.text == "@" {
                position = endOfAttribute(at: position) - 1
            } else if expectsName && depth == 0 {
                labels.append(token.text)
                expectsName = false
            }
            position += 1
        }
        index = closing + 1
        return labels
    }

    private mutating func enumCases(_ template: SwiftDeclaration) {
        while let token = tokens[safe: index] {
            var declaration = template
            declaration.name = token.text
            declarations.append(declaration)
            index += 1
            if tokens[safe: index]?.text == "(" { skipBalanced(open: "(", close: ")") }
            if tokens[safe: index]?.text == "=" { index += 2 }
            guard tokens[safe: index]?.text == "," else { return }
            index += 1
        }
    }

    // MARK: Pieces

    /// `<A, B: P>` at `index`: the names and the inline requirements.
    private mutating func genericParameterList() -> (names: [String], requirements: [String]) {
        guard tokens[safe: index]?.text == "<" else { return ([], []) }
        let closing = matchingIndex(of: index, open: "<", close: ">")
        let parameters = Self.splitTopLevel(tokens[(index + 1)..<closing].map(\.text))
        index = closing + 1
        var names: [String] = []
        var requirements: [String] = []
        for parameter in parameters {
            let words = parameter.filter { $0 != "each" }
            guard let name = words.first else { continue }
            names.append(name)
            if words.count > 2, words[1] == ":" { requirements.append(Self.normalize(words)) }
        }
        return (names, requirements)
    }

    /// The token texts from `index` up to (not including) a top-level token in `stops`.
    private mutating func collect(until stops: Set<String>) -> [String] {
        var collected: [String] = []
        var depth = 0
        while let token = tokens[safe: index] {
            if depth == 0 && stops.contains(token.text) { break }
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            collected.append(token.text)
            index += 1
        }
        return collected
    }

    private mutating func skipAttribute() {
        index = endOfAttribute(at: index)
    }

    /// The position after the attribute starting with the `@` at `start`: its name, and the
    /// qualifiers, generic arguments and arguments written right after it.
    private func endOfAttribute(at start: Int) -> Int {
        var position = start + 2
        while let token = tokens[safe: position], !token.followsSpace {
            if token.text == "<" {
                position = matchingIndex(of: position, open: "<", close: ">") + 1
            } else if token.text == "(" {
                position = matchingIndex(of: position, open: "(", close: ")") + 1
            } else if token.text == "." {
                position += 2
            } else {
                break
            }
        }
        return position
    }

    private mutating func skipBalanced(open: String, close: String) {
        index = matchingIndex(of: index, open: open, close: close) + 1
    }

    private func matchingIndex(of start: Int, open: String, close: String) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            if tokens[position].text == open { depth += 1 }
            if tokens[position].text == close {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return tokens.count - 1
    }

    // MARK: Normalizing

    /// Splits token texts at commas outside brackets.
    static func splitTopLevel(_ texts: [String]) -> [[String]] {
        var parts: [[String]] = [[]]
        var depth = 0
        for text in texts {
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) { depth -= 1 }
            if text == "," && depth == 0 {
                parts.append([])
            } else {
                parts[parts.count - 1].append(text)
            }
        }
        return parts.filter { !$0.isEmpty }
    }

    /// A type or requirement as one string without spaces, module qualifiers or `Self.`:
    /// `Self.Value.ValueType == Swift.Int` → `Value.ValueType==Int`.
    static func normalize(_ texts: [String]) -> String {
        var result: [String] = []
        var position = 0
        while position < texts.count {
            let text = texts[position]
            let qualifies = texts[safe: position + 1] == "." && (modules.contains(text) || text == "Self")
            let previousIsDot = result.last == "."
            if qualifies && !previousIsDot {
                position += 2
                continue
            }
            result.append(text)
            position += 1
        }
        return result.joined()
    }
}

extension Array {
    fileprivate subscript(safe position: Int) -> Element? {
        indices.contains(position) ? self[position] : nil
    }
}
