import IntentDefinition

/// Writes the declaration model as Swift source in `swift-format`'s default style: two-space
/// indentation, 100 columns, one blank line between declarations, `\n` line endings and
/// exactly one trailing newline. It knows Swift, not intents.
enum SwiftRenderer {
    /// The source text of a file.
    static func render(_ file: SwiftFile) -> String {
        var sections: [[String]] = []
        if !file.headerComments.isEmpty {
            sections.append(file.headerComments.map { "// " + SwiftComment.singleLine($0) })
        }
        if !file.imports.isEmpty {
            sections.append(file.imports.map { "import " + $0 })
        }
        sections += file.declarations.map { lines($0, indent: 0) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The lines of one declaration.
    static func lines(_ declaration: SwiftDeclaration, indent: Int) -> [String] {
        switch declaration {
        case .nominal(let type): lines(type, indent: indent)
        case .property(let property): lines(property, indent: indent)
        case .function(let function): lines(function, indent: indent)
        case .enumCase(let enumCase):
            documentation(enumCase.documentation, indent: indent) + attributes(enumCase.attributes, indent: indent)
                + [pad(indent) + "case " + enumCase.name + (enumCase.rawValue.map { " = " + $0 } ?? "")]
        case .typeAlias(let alias):
            documentation(alias.documentation, indent: indent) + attributes(alias.attributes, indent: indent)
                + [
                    pad(indent) + (alias.modifiers + ["typealias", alias.name]).joined(separator: " ")
                        + (alias.genericParameters ?? "") + " = " + alias.type
                ]
        case .import(let module):
            [pad(indent) + "import " + module]
        case .conditional(let block):
            lines(block, indent: indent)
        }
    }

    /// `#if`/`#elseif`/`#else` directives at `indent`, their declarations one level in (as
    /// `swift-format` indents conditional compilation blocks), and `#endif`.
    private static func lines(_ block: SwiftConditionalBlock, indent: Int) -> [String] {
        let branches = block.clauses.enumerated().map { index, clause in
            ((index == 0 ? "#if " : "#elseif ") + clause.condition, clause.groups)
        } + (block.elseGroups.map { [("#else", $0)] } ?? [])
        return branches.flatMap { directive, groups in
            [pad(indent) + directive]
                + groups.filter { !$0.isEmpty }.map { $0.flatMap { lines($0, indent: indent + 1) } }.joined(separator: [""])
        } + [pad(indent) + "#endif"]
    }

    private static func lines(_ type: SwiftNominalType, indent: Int) -> [String] {
        let groups = type.memberGroups.filter { !$0.isEmpty }
        let opening = groups.isEmpty ? "{}" : "{"
        var result = documentation(type.documentation, indent: indent) + attributes(type.attributes, indent: indent)
        result += typeHeader(type, opening: opening, indent: indent)
        guard !groups.isEmpty else { return result }
        let body = groups.map { group in group.flatMap { lines($0, indent: indent + 1) } }
        return result + body.joined(separator: [""]) + [pad(indent) + "}"]
    }

    /// `modifiers kind Name<…>: A, B where R1, R2 {`, broken as `swift-format` breaks it: when
    /// too long, the brace (with the `where` clause) moves to its own line, and when the
    /// declaration alone is too long, the inherited types go one per line; a `where` clause
    /// too long for its line puts `where` alone and its requirements one per line.
    private static func typeHeader(_ type: SwiftNominalType, opening: String, indent: Int) -> [String] {
        let name = (type.modifiers + [type.kind.rawValue, type.name]).joined(separator: " ")
            + (type.genericParameters ?? "")
        let header = pad(indent) + name + (type.inheritance.isEmpty ? "" : ": " + type.inheritance.joined(separator: ", "))
        let clause = type.whereRequirements.isEmpty ? nil : "where " + type.whereRequirements.joined(separator: ", ")
        let unbroken = header + (clause.map { " " + $0 } ?? "") + " " + opening
        if unbroken.count <= ExpressionLayout.lineLength || (type.inheritance.isEmpty && clause == nil) {
            return [unbroken]
        }
        let declaration =
            header.count <= ExpressionLayout.lineLength || type.inheritance.isEmpty
            ? [header] : inheritanceLines(name, type.inheritance, indent: indent)
        guard let clause else { return declaration + [pad(indent) + opening] }
        if (pad(indent) + clause + " " + opening).count <= ExpressionLayout.lineLength {
            return declaration + [pad(indent) + clause + " " + opening]
        }
        let requirements = type.whereRequirements.enumerated().map { index, requirement in
            pad(indent + 1) + requirement + (index == type.whereRequirements.count - 1 ? "" : ",")
        }
        return declaration + [pad(indent) + "where"] + requirements + [pad(indent) + opening]
    }

    /// `Name: A,` then one inherited type per line; `Name:` alone first when even the first
    /// inherited type does not fit after it.
    private static func inheritanceLines(_ name: String, _ inheritance: [String], indent: Int) -> [String] {
        let items = inheritance.enumerated().map { index, inherited in
            inherited + (index == inheritance.count - 1 ? "" : ",")
        }
        let first = pad(indent) + name + ": " + items[0]
        if first.count <= ExpressionLayout.lineLength {
            return [first] + items.dropFirst().map { pad(indent + 1) + $0 }
        }
        return [pad(indent) + name + ":"] + items.map { pad(indent + 1) + $0 }
    }

    private static func lines(_ property: SwiftProperty, indent: Int) -> [String] {
        var head = (property.modifiers + [property.isConstant ? "let" : "var", property.name])
            .joined(separator: " ")
        if let type = property.type {
            head += ": " + type
        }
        let doc = documentation(property.documentation, indent: indent) + attributes(property.attributes, indent: indent)
        switch property.accessors {
        case nil:
            guard let value = property.initialValue else { return doc + [pad(indent) + head] }
            return doc + ExpressionLayout.lines(after: head + " = ", value, indent: indent)
        case .getter(let statements):
            return doc + [pad(indent) + head + " {"] + lines(statements, indent: indent + 1)
                + [pad(indent) + "}"]
        case .getterSetter(let getter, let setter):
            let accessors = block("get", getter, indent: indent + 1) + block("set", setter, indent: indent + 1)
            return doc + [pad(indent) + head + " {"] + accessors + [pad(indent) + "}"]
        }
    }

    private static func lines(_ function: SwiftFunction, indent: Int) -> [String] {
        let isOperator = function.name.unicodeScalars.first.map {
            $0 != "`" && !SwiftIdentifierCharacters.isHead($0)
        } ?? false
        let keyword = ["init", "init?"].contains(function.name) ? function.name : "func " + function.name + (isOperator ? " " : "")
        let head = (function.modifiers + [keyword]).joined(separator: " ")
        var tail = function.effects.map { " " + $0 }.joined()
        if let returnType = function.returnType {
            tail += " -> " + returnType
        }
        let opening = function.body == nil ? "" : (function.body?.isEmpty == true ? " {}" : " {")
        let parameters = function.parameters.map(parameter)
        let single = pad(indent) + head + "(" + parameters.joined(separator: ", ") + ")" + tail + opening
        var result = documentation(function.documentation, indent: indent) + attributes(function.attributes, indent: indent)
        if single.count <= ExpressionLayout.lineLength || parameters.isEmpty {
            result.append(single)
        } else {
            result.append(pad(indent) + head + "(")
            for (index, parameter) in function.parameters.enumerated() {
                let separator = index == parameters.count - 1 ? "" : ","
                if let value = parameter.defaultValue {
                    result += ExpressionLayout.lines(
                        after: declaration(of: parameter) + " = ", value, suffix: separator, indent: indent + 1)
                } else {
                    result.append(pad(indent + 1) + declaration(of: parameter) + separator)
                }
            }
            result.append(pad(indent) + ")" + tail + opening)
        }
        if let body = function.body, !body.isEmpty {
            result += lines(body, indent: indent + 1) + [pad(indent) + "}"]
        }
        return result
    }

    private static func parameter(_ parameter: SwiftParameter) -> String {
        declaration(of: parameter) + (parameter.defaultValue.map { " = " + ExpressionLayout.flat($0) } ?? "")
    }

    /// `label name: Type`, without the default value.
    private static func declaration(of parameter: SwiftParameter) -> String {
        (parameter.label.map { $0 + " " + parameter.name } ?? parameter.name) + ": " + parameter.type
    }

    /// The lines of statements.
    static func lines(_ statements: [SwiftStatement], indent: Int) -> [String] {
        statements.flatMap { lines($0, indent: indent) }
    }

    private static func lines(_ statement: SwiftStatement, indent: Int) -> [String] {
        switch statement {
        case .expression(let expression):
            return ExpressionLayout.lines(expression, indent: indent)
        case .variable(let isConstant, let name, let type, let value):
            let head = (isConstant ? "let " : "var ") + name + (type.map { ": " + $0 } ?? "")
            guard let value else { return [pad(indent) + head] }
            return ExpressionLayout.lines(after: head + " = ", value, indent: indent)
        case .assignment(let target, let value):
            return ExpressionLayout.lines(after: target + " = ", value, indent: indent)
        case .return(let value):
            return ExpressionLayout.lines(after: "return ", value, indent: indent)
        case .if(let condition, let body, let orElse):
            let ifBlock = block("if " + condition, body, indent: indent)
            guard !orElse.isEmpty else { return ifBlock }
            return ifBlock.dropLast() + block("} else", orElse, indent: indent)
        case .for(let element, let sequence, let condition, let body):
            let clause = condition.map { " where " + $0 } ?? ""
            return block("for \(element) in \(sequence)\(clause)", body, indent: indent)
        case .switch(let subject, let cases):
            var result = [pad(indent) + "switch " + subject + " {"]
            for switchCase in cases {
                let label = switchCase.pattern == SwiftSwitchCase.defaultPattern ? "default" : "case " + switchCase.pattern
                result.append(pad(indent) + label + ":")
                result += lines(switchCase.body, indent: indent + 1)
            }
            return result + [pad(indent) + "}"]
        }
    }

    private static func block(_ head: String, _ body: [SwiftStatement], indent: Int) -> [String] {
        [pad(indent) + head + " {"] + lines(body, indent: indent + 1) + [pad(indent) + "}"]
    }

    /// One line per attribute.
    private static func attributes(_ attributes: [String], indent: Int) -> [String] {
        attributes.map { pad(indent) + $0 }
    }

    /// `///` lines, wrapped at spaces to stay within the line length where words allow.
    private static func documentation(_ text: String?, indent: Int) -> [String] {
        guard let text else { return [] }
        let prefix = pad(indent) + "///"
        let width = ExpressionLayout.lineLength - prefix.count - 1
        return SwiftComment.lines(text).flatMap { line -> [String] in
            guard !line.isEmpty else { return [prefix] }
            var wrapped: [String] = []
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    wrapped.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            wrapped.append(current)
            return wrapped.map { prefix + " " + $0 }
        }
    }

    private static func pad(_ indent: Int) -> String {
        String(repeating: ExpressionLayout.indentUnit, count: indent)
    }
}
