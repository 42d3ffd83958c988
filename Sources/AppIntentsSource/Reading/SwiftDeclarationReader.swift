import IntentDefinition

/// Reads the declarations of a Swift file that App Intents' metadata lives in: types and
/// extensions with what they inherit, their properties (attributes, type, literal value) and
/// enum cases, and type aliases. Function bodies and initializer expressions are skipped whole.
///
/// Sound at this level because App Intents require the metadata it reads to be literal
/// (`intentClassName`, `@Parameter` declarations); what it does not follow it reports as an
/// IC247 note (see ``SwiftSourceSummary/skipped``) rather than guessing.
public enum SwiftDeclarationReader {
    /// The declarations of `bytes`, the contents of the Swift file at `file`.
    public static func read(_ bytes: [UInt8], file: String) -> SwiftSourceSummary {
        let lexed = SwiftLexer.lex(bytes)
        let problem = lexed.problem
        let resolved = ConditionalCompilation.resolve(lexed.tokens, file: file)
        var notes = resolved.notes
        if let problem {
            notes.append(
                Diagnostic(
                    .migrationSourceSkipped, "\(problem.message); the rest of the file was skipped",
                    at: SourceLocation(file: file, line: problem.line, column: problem.column)))
        }
        var parser = DeclarationParser(tokens: resolved.tokens, file: file)
        // A file cut short by the lexer leaves braces open; that is said once, by its note.
        parser.reportsUnclosedBraces = problem == nil
        parser.parseFile()
        var summary = parser.summary
        summary.skipped = notes + summary.skipped
        // An annotation in a branch the compiler never compiles is as dead as the code around it.
        summary.annotations = lexed.annotations.filter { annotation in
            !resolved.deadLines.contains { $0.contains(annotation.line) }
        }.map {
            SwiftAnnotationComment(
                text: $0.text, location: SourceLocation(file: file, line: $0.line, column: $0.column))
        }
        return summary
    }
}

/// The recursive descent behind ``SwiftDeclarationReader``.
private struct DeclarationParser {
    let tokens: [SwiftToken]
    let file: String
    var index = 0
    var summary = SwiftSourceSummary()
    var reportsUnclosedBraces = true
    /// How many type bodies the cursor is in.
    private var typeDepth = 0
    /// How deep type bodies are read; the bodies of types nested deeper are skipped.
    static let maximumTypeDepth = 100

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    static let declarationWords: Set<String> = typeKeywords.union([
        "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "import", "associatedtype",
        "operator", "precedencegroup", "macro",
    ])
    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "indirect", "nonisolated", "dynamic",
        "convenience", "required", "optional", "isolated", "consuming", "borrowing", "distributed", "prefix",
        "postfix", "infix", "__consuming", "_const",
    ]

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func lookahead(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func location(_ token: SwiftToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    mutating func parseFile() {
        parseBody(container: nil, typeIndex: nil, opening: nil)
    }

    /// Reads declarations up to the `}` closing `opening` (the whole file when nil).
    private mutating func parseBody(container: String?, typeIndex: Int?, opening: SwiftToken?) {
        while let token = current {
            if token.is("}") {
                index += 1
                if opening != nil { return }
                summary.skipped.append(
                    Diagnostic(.migrationSourceSkipped, "a '}' closes nothing; it was ignored", at: location(token)))
                continue
            }
            parseDeclaration(container: container, typeIndex: typeIndex)
        }
        if let opening, reportsUnclosedBraces {
            summary.skipped.append(
                Diagnostic(
                    .migrationSourceSkipped,
                    "the '{' here is not closed; declarations up to the end of the file were read as inside it",
                    at: location(opening)))
        }
    }

    private mutating func parseDeclaration(container: String?, typeIndex: Int?) {
        var attributes: [String] = []
        var isStatic = false
        while let token = current {
            if let attribute = readAttribute() {
                attributes.append(attribute)
            } else if token.kind == .word,
                Self.modifierWords.contains(token.text)
                    || token.text == "class"
                        && lookahead(1).map({ ["var", "let", "func", "subscript"].contains($0.text) }) == true
            {
                if token.text == "static" || token.text == "class" { isStatic = true }
                index += 1
                if let open = current, open.is("("), token.text != "static" { skipBalanced() }
            } else {
                break
            }
        }
        guard let keyword = current else { return }
        guard keyword.kind == .word else {
            skipOne()
            return
        }
        switch keyword.text {
        case let word where Self.typeKeywords.contains(word):
            parseType(SwiftTypeDeclaration.Kind(rawValue: word)!, container: container)
        case "var", "let":
            parseProperty(attributes: attributes, isStatic: isStatic, typeIndex: typeIndex)
        case "case" where typeIndex.map({ summary.types[$0].kind == .enum }) == true:
            parseCases(typeIndex: typeIndex!)
        case "typealias":
            parseTypeAlias()
        case "func", "init", "deinit", "subscript", "macro":
            skipFunction()
        case "import", "associatedtype", "operator", "precedencegroup":
            skipStatement()
        default:
            skipOne()
        }
    }

    /// The name of the attribute at the cursor (`@Parameter(…)`, `@MainActor`, `@Dependency<…>`,
    /// `@available(…)`), consumed with its arguments; nil when the cursor is not on one.
    private mutating func readAttribute() -> String? {
        guard current?.is("@") == true, let name = lookahead(1), name.kind == .word else { return nil }
        index += 2
        var attribute = name.text
        while current?.is(".") == true, let part = lookahead(1), part.kind == .word {
            attribute += "." + part.text
            index += 2
        }
        if let open = current, open.is("<"), open.line == name.line { _ = readType(stoppingAt: []) }
        if let open = current, open.is("("), open.line == name.line { skipBalanced() }
        return attribute
    }

    /// `struct Name<…>: A, B where … { … }`, and the same for the other type keywords.
    private mutating func parseType(_ kind: SwiftTypeDeclaration.Kind, container: String?) {
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return }
        var name = nameToken.text
        index += 1
        while current?.is(".") == true, let part = lookahead(1), part.kind == .word {
            name += "." + part.text
            index += 2
        }
        if current?.is("<") == true { _ = readType(stoppingAt: []) }
        var inherited: [String] = []
        if current?.is(":") == true {
            index += 1
            while current != nil {
                // `@MainActor P`, `@preconcurrency P`, `@unchecked Sendable`, `@retroactive P`
                // inherit `P`; `~Copyable` suppresses a conformance rather than adding one.
                while readAttribute() != nil {}
                let isSuppression = current?.is("~") == true
                if isSuppression { index += 1 }
                let type = readType(stoppingAt: [",", "{", "where"])
                if !type.isEmpty, !isSuppression { inherited.append(type) }
                guard current?.is(",") == true else { break }
                index += 1
            }
        }
        while let token = current, !token.is("{") {
            if token.is("}")
                || Self.declarationWords.contains(token.text) && token.kind == .word && token.line != nameToken.line
            {
                return  // a protocol-less forward form or something not understood: no body
            }
            skipOne()
        }
        guard let opening = current else { return }
        index += 1
        let fullName = kind == .extension || container == nil ? name : container! + "." + name
        summary.types.append(
            SwiftTypeDeclaration(kind: kind, name: fullName, inheritedTypes: inherited, location: location(nameToken)))
        guard typeDepth < Self.maximumTypeDepth else {
            // Deeper than any real source: its body is skipped rather than read recursively.
            index -= 1
            skipBalanced()
            summary.skipped.append(
                Diagnostic(
                    .migrationSourceSkipped,
                    "types nested more than \(Self.maximumTypeDepth) deep; the body of this one was skipped",
                    at: location(nameToken)))
            return
        }
        typeDepth += 1
        parseBody(container: fullName, typeIndex: summary.types.count - 1, opening: opening)
        typeDepth -= 1
    }

    /// `var name: Type = value`, `var name: Type { getter }`, `var name = value { observers }`,
    /// and each binding of `let a = x, b: T = y`.
    private mutating func parseProperty(attributes: [String], isStatic: Bool, typeIndex: Int?) {
        let keyword = tokens[index]
        index += 1
        while true {
            guard let nameToken = current, nameToken.kind == .word else {
                skipStatement(after: keyword)
                return
            }
            index += 1
            var type: String?
            if current?.is(":") == true {
                index += 1
                type = readType(stoppingAt: ["=", "{", ","])
            }
            var literal: String?
            var hasValue = false
            if current?.is("=") == true {
                index += 1
                hasValue = true
                if let value = current, let text = value.literalValue, endsValue(after: index) {
                    literal = text
                    index += 1
                } else {
                    skipValue(after: nameToken)
                }
                if current?.is("{") == true { skipBalanced() }  // observers: `{ didSet { … } }`
            } else if current?.is("{") == true {
                hasValue = true
                literal = getterLiteral()
            }
            if let typeIndex {
                summary.types[typeIndex].properties.append(
                    SwiftPropertyDeclaration(
                        name: nameToken.text, type: type, isStatic: isStatic, attributes: attributes,
                        literalValue: literal, hasValue: hasValue, location: location(nameToken)))
            }
            guard current?.is(",") == true else { return }
            index += 1
        }
    }

    /// Whether the token at `position` ends an initializer: what follows is `,`, `;`, `}`, a `{`
    /// of observers, the end of the file, or on a later line without continuing the expression
    /// (a line starting with an operator, `.member`, `as` or `is` continues it).
    private func endsValue(after position: Int) -> Bool {
        guard position + 1 < tokens.count else { return true }
        let next = tokens[position + 1]
        if next.is(",") || next.is(";") || next.is("}") || next.is("{") { return true }
        guard next.line > tokens[position].line else { return false }
        switch next.kind {
        case .punctuation: return !"./=-+*%<>!&|^~?".contains(next.text)
        case .word: return next.text != "as" && next.text != "is"
        default: return true
        }
    }

    /// Skips an initializer's expression: balanced brackets and generic argument lists, up to a
    /// `,` that starts the next binding, a `{` of observers after a value, `;`, the `}` closing
    /// the enclosing body, or a declaration starting on a later line.
    private mutating func skipValue(after start: SwiftToken) {
        var previous = start
        var skippedAny = false
        while let token = current {
            if token.is(",") || token.is(";") || token.is("}") { return }
            if token.line > previous.line, startsDeclaration(token) { return }
            if skippedAny, token.is("{"), lookahead(1).map({ ["didSet", "willSet"].contains($0.text) }) == true {
                return
            }
            let before = index
            if token.is("{") || token.is("(") || token.is("[") {
                skipBalanced()
            } else if token.is("<"), let end = genericArgumentsEnd() {
                index = end
            } else {
                index += 1
            }
            previous = tokens[max(before, index - 1)]
            skippedAny = true
        }
    }

    /// Where the generic argument list opened by the `<` at the cursor ends (just past its `>`),
    /// judged as Swift does in an expression: only type-like tokens up to the matching `>`, and
    /// after it something that can follow a type (`(`, `.`, `)`, `]`, `,`, `>`, the end). Nil
    /// when the `<` is a comparison.
    private func genericArgumentsEnd() -> Int? {
        var depth = 0
        var position = index
        while position < tokens.count {
            let token = tokens[position]
            if token.is("<") {
                depth += 1
            } else if token.is(">") {
                depth -= 1
                if depth == 0 {
                    guard position + 1 < tokens.count else { return position + 1 }
                    let next = tokens[position + 1]
                    let follows = [".", "(", ")", "]", ",", ">", "?", "!"].contains { next.is($0) }
                    return follows ? position + 1 : nil
                }
            } else if !(token.kind == .word
                || [".", ",", "[", "]", ":", "?", "!", "&", "(", ")", "-"].contains { token.is($0) })
            {
                return nil
            }
            position += 1
        }
        return nil
    }

    /// The literal a getter body `{ … }` at the cursor returns, if it is one; the body is consumed.
    private mutating func getterLiteral() -> String? {
        let start = index
        // A getter the file ends inside has no literal (and no closing brace to slice up to).
        guard skipBalanced() else { return nil }
        var body = Array(tokens[(start + 1)..<(index - 1)])
        let getter = Self.accessorKeywordPosition(in: body)
        if body[getter...].first?.is("get") == true, body.count - getter >= 3, body[getter + 1].is("{"),
            body.last?.is("}") == true
        {
            body = Array(body[(getter + 2)..<(body.count - 1)])
        }
        if body.first?.is("return") == true { body.removeFirst() }
        guard body.count == 1 else { return nil }
        return body[0].literalValue
    }

    /// Where the accessor keyword of an accessor body's tokens is: after the attributes and
    /// modifiers before it (`@_transparent get`, `nonmutating get`); 0 when there are none.
    private static func accessorKeywordPosition(in body: [SwiftToken]) -> Int {
        var position = 0
        while position < body.count {
            if body[position].is("@"), position + 1 < body.count, body[position + 1].kind == .word {
                position += 2
                guard position < body.count, body[position].is("(") else { continue }
                var depth = 0
                while position < body.count {
                    if body[position].is("(") { depth += 1 }
                    if body[position].is(")") { depth -= 1 }
                    position += 1
                    if depth == 0 { break }
                }
            } else if body[position].kind == .word, ["mutating", "nonmutating"].contains(body[position].text) {
                position += 1
            } else {
                break
            }
        }
        return position
    }

    /// `case a, b(Int), c = "x"`.
    private mutating func parseCases(typeIndex: Int) {
        index += 1
        while let nameToken = current, nameToken.kind == .word {
            index += 1
            if current?.is("(") == true { skipBalanced() }
            var rawValue: String?
            if current?.is("=") == true {
                index += 1
                var text = ""
                if current?.is("-") == true {
                    text = "-"
                    index += 1
                }
                if let value = current {
                    text += value.literalValue.map { "\"\($0)\"" } ?? value.text
                    index += 1
                }
                rawValue = text
            }
            summary.types[typeIndex].cases.append(
                SwiftSourceEnumCase(name: nameToken.text, rawValue: rawValue, location: location(nameToken)))
            guard current?.is(",") == true else { return }
            index += 1
        }
    }

    /// `typealias Name<…> = Type where …`.
    private mutating func parseTypeAlias() {
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return }
        index += 1
        if current?.is("<") == true { _ = readType(stoppingAt: []) }
        guard current?.is("=") == true else { return }
        index += 1
        let target = readType(stoppingAt: ["where"])
        summary.typeAliases.append(SwiftSourceTypeAlias(name: nameToken.text, target: target))
    }

    /// Reads a type as written, without spaces, up to one of `stops` outside brackets (or, for a
    /// single `<…>` when `stops` is empty and the cursor is on `<`, that clause), or up to a
    /// declaration starting on a later line.
    private mutating func readType(stoppingAt stops: Set<String>) -> String {
        var text = ""
        var depth = 0
        let clauseOnly = stops.isEmpty && current?.is("<") == true
        var previous: SwiftToken?
        while let token = current {
            if depth == 0, stops.contains(where: { token.is($0) }) { break }
            if depth == 0, let previous, token.line > previous.line, startsDeclaration(token) { break }
            if token.is(";") || token.is("}") { break }
            let isArrow = token.is(">") && previous?.is("-") == true
            if token.is("<") || token.is("(") || token.is("[") { depth += 1 }
            if !isArrow, token.is(">") || token.is(")") || token.is("]") {
                if depth == 0 { break }
                depth -= 1
            }
            if token.is("{") { break }
            if let previous, previous.kind == .word, token.kind == .word { text += " " }
            text += token.literalValue.map { "\"\($0)\"" } ?? token.text
            previous = token
            index += 1
            if clauseOnly, depth == 0 { break }
        }
        return text
    }

    /// Whether `token` can begin a declaration: an attribute, a declaration keyword or a modifier
    /// (directives are gone by now: ``ConditionalCompilation`` resolved them).
    private func startsDeclaration(_ token: SwiftToken) -> Bool {
        if token.is("@") { return true }
        return token.kind == .word
            && (Self.declarationWords.contains(token.text) || Self.modifierWords.contains(token.text))
    }

    /// Skips a function-like declaration: its signature, then its body when it has one.
    private mutating func skipFunction() {
        let keyword = tokens[index]
        index += 1
        var previous = keyword
        while let token = current {
            if token.is("{") {
                skipBalanced()
                return
            }
            if token.is("}") { return }
            if token.line > previous.line, startsDeclaration(token) { return }
            previous = token
            if token.is("(") || token.is("[") { skipBalanced() } else { index += 1 }
        }
    }

    /// Skips the rest of a statement: balanced brackets, up to a declaration on a later line, `;`
    /// or the `}` closing the enclosing body.
    private mutating func skipStatement(after start: SwiftToken? = nil) {
        var previous = start ?? tokens[index]
        if start == nil { index += 1 }
        while let token = current {
            if token.is(";") {
                index += 1
                return
            }
            if token.is("}") { return }
            if token.line > previous.line, startsDeclaration(token) { return }
            let before = index
            if token.is("{") || token.is("(") || token.is("[") { skipBalanced() } else { index += 1 }
            previous = tokens[max(before, index - 1)]
        }
    }

    /// Skips one token, or a bracketed group when the cursor opens one.
    private mutating func skipOne() {
        guard let token = current else { return }
        if token.is("{") || token.is("(") || token.is("[") { skipBalanced() } else { index += 1 }
    }

    /// Skips from an opening bracket at the cursor past its matching closing one (every kind of
    /// bracket counts, so a stray one inside only shifts where the group ends). Returns whether
    /// the group closed before the end of the file.
    @discardableResult
    private mutating func skipBalanced() -> Bool {
        var depth = 0
        while let token = current {
            index += 1
            if token.is("{") || token.is("(") || token.is("[") { depth += 1 }
            if token.is("}") || token.is(")") || token.is("]") {
                depth -= 1
                if depth <= 0 { return true }
            }
        }
        return false
    }
}
