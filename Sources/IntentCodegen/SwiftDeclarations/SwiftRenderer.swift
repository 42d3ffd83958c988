import IntentDefinition

/// Writes the declaration model as Swift source in a style `swift-format` accepts: the file's
/// ``SourceLayout`` (indentation and line length; `swift-format`'s defaults, two spaces and 100
/// columns, for generated files), one blank line between declarations, `\n` line endings and
/// exactly one trailing newline. It knows Swift, not intents.
enum SwiftRenderer {
    /// The source text of a file: its header comments, its imports and its declarations, a
    /// blank line between each of these sections (a file with none is one empty line).
    static func render(_ file: SwiftFile) -> String {
        var output = SourceBuffer(style: file.style)
        var sections: [(inout SourceBuffer) -> Void] = []
        if !file.headerComments.isEmpty {
            sections.append { output in
                for comment in file.headerComments { output.line("// ", SwiftComment.singleLine(comment)) }
            }
        }
        if !file.imports.isEmpty {
            sections.append { output in for module in file.imports { output.line("import ", module) } }
        }
        for declaration in file.declarations {
            sections.append { output in write(declaration, indent: 0, into: &output) }
        }
        for (index, section) in sections.enumerated() {
            if index > 0 { output.blankLine() }
            section(&output)
        }
        if sections.isEmpty { output.blankLine() }
        return output.text
    }

    /// The lines of one declaration.
    static func lines(_ declaration: SwiftDeclaration, indent: Int) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(declaration, indent: indent, into: &output)
        return output.writtenLines
    }

    /// Writes one declaration's lines.
    private static func write(_ declaration: SwiftDeclaration, indent: Int, into output: inout SourceBuffer) {
        switch declaration {
        case .nominal(let type): write(type, indent: indent, into: &output)
        case .property(let property): write(property, indent: indent, into: &output)
        case .function(let function): write(function, indent: indent, into: &output)
        case .enumCase(let enumCase):
            writeDocumentation(enumCase.documentation, attributes: enumCase.attributes, indent: indent, into: &output)
            output.startLine(indent: indent)
            output.write("case ")
            output.write(enumCase.name)
            if !enumCase.associatedValues.isEmpty {
                output.write("(")
                for (index, value) in enumCase.associatedValues.enumerated() {
                    if index > 0 { output.write(", ") }
                    writeDeclaration(of: value, to: &output)
                }
                output.write(")")
            }
            if let rawValue = enumCase.rawValue {
                output.write(" = ")
                output.write(rawValue)
            }
            output.endLine()
        case .typeAlias(let alias):
            writeDocumentation(alias.documentation, attributes: alias.attributes, indent: indent, into: &output)
            output.startLine(indent: indent)
            writeModifiers(alias.modifiers, into: &output)
            output.write("typealias ")
            output.write(alias.name)
            output.write(" = ")
            output.write(alias.type)
            output.endLine()
        case .import(let module):
            output.line("import ", module, indent: indent)
        case .conditional(let block):
            write(block, indent: indent, into: &output)
        case .comment(let text):
            output.line("// ", SwiftComment.singleLine(text), indent: indent)
        }
    }

    /// Writes groups of declarations, the non-empty ones, with a blank line between groups.
    private static func write(_ groups: [[SwiftDeclaration]], indent: Int, into output: inout SourceBuffer) {
        var wroteGroup = false
        for group in groups where !group.isEmpty {
            if wroteGroup { output.blankLine() }
            wroteGroup = true
            for declaration in group { write(declaration, indent: indent, into: &output) }
        }
    }

    /// `#if`/`#elseif`/`#else` directives at `indent`, their declarations one level in (as
    /// `swift-format` indents conditional compilation blocks), and `#endif`.
    private static func write(_ block: SwiftConditionalBlock, indent: Int, into output: inout SourceBuffer) {
        for (index, clause) in block.clauses.enumerated() {
            output.startLine(indent: indent)
            output.write(index == 0 ? "#if " : "#elseif ")
            switch clause.condition {
            case .canImport(let module):
                output.write("canImport(")
                output.write(module.rawValue)
            case .os(let name):
                output.write("os(")
                output.write(name)
            }
            output.write(")")
            output.endLine()
            write(clause.groups, indent: indent + 1, into: &output)
        }
        if let elseGroups = block.elseGroups {
            output.line("#else", indent: indent)
            write(elseGroups, indent: indent + 1, into: &output)
        }
        output.line("#endif", indent: indent)
    }

    private static func write(_ type: SwiftNominalType, indent: Int, into output: inout SourceBuffer) {
        let hasMembers = type.memberGroups.contains { !$0.isEmpty }
        let opening = hasMembers ? "{" : "{}"
        writeDocumentation(type.documentation, attributes: type.attributes, indent: indent, into: &output)
        output.startLine(indent: indent)
        writeTypeName(type, into: &output)
        if !type.inheritance.isEmpty {
            output.write(": ")
            output.write(type.inheritance, separator: ", ")
        }
        if !type.whereRequirements.isEmpty {
            output.write(" where ")
            writeRequirements(type.whereRequirements, into: &output)
        }
        output.write(" ")
        output.write(opening)
        if output.lineFits || (type.inheritance.isEmpty && type.whereRequirements.isEmpty) {
            output.endLine()
        } else {
            output.discardLine()
            writeBrokenTypeHeader(type, opening: opening, indent: indent, into: &output)
        }
        guard hasMembers else { return }
        write(type.memberGroups, indent: indent + 1, into: &output)
        output.line("}", indent: indent)
    }

    /// `modifiers kind Name<…>`.
    private static func writeTypeName(_ type: SwiftNominalType, into output: inout SourceBuffer) {
        writeModifiers(type.modifiers, into: &output)
        output.write(type.kind.rawValue)
        output.write(" ")
        output.write(type.name)
    }

    /// The requirements of a `where` clause, separated by commas.
    private static func writeRequirements(_ requirements: [SwiftRequirement], into output: inout SourceBuffer) {
        for (index, requirement) in requirements.enumerated() {
            if index > 0 { output.write(", ") }
            output.write(requirement)
        }
    }

    /// Each modifier followed by a space.
    private static func writeModifiers(_ modifiers: [SwiftModifier], into output: inout SourceBuffer) {
        for modifier in modifiers {
            output.write(modifier.rawValue)
            output.write(" ")
        }
    }

    /// `modifiers kind Name<…>: A, B where R1, R2 {` too long for its line, broken as
    /// `swift-format` breaks it: the brace (with the `where` clause) moves to its own line, and
    /// when the declaration alone is too long, the inherited types go one per line; a `where`
    /// clause too long for its line puts `where` alone and its requirements one per line.
    private static func writeBrokenTypeHeader(
        _ type: SwiftNominalType, opening: String, indent: Int, into output: inout SourceBuffer
    ) {
        if type.inheritance.isEmpty {
            output.startLine(indent: indent)
            writeTypeName(type, into: &output)
            output.endLine()
        } else {
            output.startTrialLine(indent: indent)
            writeTypeName(type, into: &output)
            output.write(": ")
            output.write(type.inheritance, separator: ", ")
            if !output.endTrialLine() { writeInheritanceLines(type, indent: indent, into: &output) }
        }
        guard !type.whereRequirements.isEmpty else { return output.line(opening, indent: indent) }
        output.startTrialLine(indent: indent)
        output.write("where ")
        writeRequirements(type.whereRequirements, into: &output)
        output.write(" ")
        output.write(opening)
        if output.endTrialLine() { return }
        output.line("where", indent: indent)
        writeListLines(type.whereRequirements, indent: indent + 1, into: &output) { $1.write($0) }
        output.line(opening, indent: indent)
    }

    /// `Name: A,` then one inherited type per line; `Name:` alone first when even the first
    /// inherited type does not fit after it.
    private static func writeInheritanceLines(_ type: SwiftNominalType, indent: Int, into output: inout SourceBuffer) {
        let inheritance = type.inheritance
        output.startTrialLine(indent: indent)
        writeTypeName(type, into: &output)
        output.write(": ")
        output.write(inheritance[0])
        if inheritance.count > 1 { output.write(",") }
        if output.endTrialLine() {
            writeListLines(inheritance, from: 1, indent: indent + 1, into: &output) { $1.write($0) }
            return
        }
        output.startLine(indent: indent)
        writeTypeName(type, into: &output)
        output.write(":")
        output.endLine()
        writeListLines(inheritance, indent: indent + 1, into: &output) { $1.write($0) }
    }

    /// One line per item from `start` on, each but the last followed by a comma.
    private static func writeListLines<Item>(
        _ items: [Item], from start: Int = 0, indent: Int, into output: inout SourceBuffer,
        item writeItem: (Item, inout SourceBuffer) -> Void
    ) {
        for index in start..<items.count {
            output.startLine(indent: indent)
            writeItem(items[index], &output)
            if index != items.count - 1 { output.write(",") }
            output.endLine()
        }
    }

    private static func write(_ property: SwiftProperty, indent: Int, into output: inout SourceBuffer) {
        writeDocumentation(property.documentation, attributes: property.attributes, indent: indent, into: &output)
        output.startLine(indent: indent)
        writeHead(of: property, to: &output)
        switch property.accessors {
        case nil:
            guard let value = property.initialValue else { return output.endLine() }
            output.write(" = ")
            ExpressionLayout.finishLine(after: value, indent: indent, into: &output)
        case .getter(let statements):
            output.write(" {")
            output.endLine()
            write(statements, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        case .getterSetter(let getter, let setter):
            output.write(" {")
            output.endLine()
            writeBlock("get", getter, indent: indent + 1, into: &output)
            writeBlock("set", setter, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        }
    }

    /// Writes `modifiers let name: Type` (`var` for a variable; no type when none is written).
    private static func writeHead(of property: SwiftProperty, to output: inout SourceBuffer) {
        writeModifiers(property.modifiers, into: &output)
        output.write(property.isConstant ? "let " : "var ")
        output.write(property.name)
        if let type = property.type {
            output.write(": ")
            output.write(type)
        }
    }

    private static func write(_ function: SwiftFunction, indent: Int, into output: inout SourceBuffer) {
        let opening = function.body == nil ? "" : (function.body?.isEmpty == true ? " {}" : " {")
        writeDocumentation(function.documentation, attributes: function.attributes, indent: indent, into: &output)
        output.startLine(indent: indent)
        writeHead(of: function, into: &output)
        output.write("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { output.write(", ") }
            writeDeclaration(of: parameter, to: &output)
            if let value = parameter.defaultValue {
                output.write(" = ")
                ExpressionLayout.writeFlat(value, to: &output)
            }
        }
        output.write(")")
        writeTail(function.effects, function.returnType, into: &output)
        output.write(opening)
        if output.lineFits {
            output.endLine()
        } else if function.parameters.isEmpty {
            // No parameters to wrap: the result type goes on its own line, as swift-format puts it.
            output.discardLine()
            output.startLine(indent: indent)
            writeHead(of: function, into: &output)
            output.write("()")
            writeTail(function.effects, nil, into: &output)
            output.endLine()
            if let returnType = function.returnType {
                output.startLine(indent: indent + 1)
                output.write("-> ")
                output.write(returnType)
                output.endLine()
            }
            if !opening.isEmpty { output.line(String(opening.dropFirst()), indent: indent) }
        } else {
            output.discardLine()
            output.startLine(indent: indent)
            writeHead(of: function, into: &output)
            output.write("(")
            output.endLine()
            for (index, parameter) in function.parameters.enumerated() {
                let separator = index == function.parameters.count - 1 ? "" : ","
                output.startLine(indent: indent + 1)
                writeDeclaration(of: parameter, to: &output)
                if let value = parameter.defaultValue {
                    output.write(" = ")
                    ExpressionLayout.finishLine(after: value, suffix: separator, indent: indent + 1, into: &output)
                } else {
                    output.write(separator)
                    output.endLine()
                }
            }
            output.startLine(indent: indent)
            output.write(")")
            writeTail(function.effects, function.returnType, into: &output)
            output.write(opening)
            output.endLine()
        }
        if let body = function.body, !body.isEmpty {
            write(body, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        }
    }

    /// `modifiers func name` (a space after an operator's name), or `modifiers init`.
    private static func writeHead(of function: SwiftFunction, into output: inout SourceBuffer) {
        writeModifiers(function.modifiers, into: &output)
        if function.name == "init" || function.name == "init?" {
            return output.write(function.name)
        }
        output.write("func ")
        output.write(function.name)
        if !function.genericParameters.isEmpty {
            output.write("<")
            for (index, parameter) in function.genericParameters.enumerated() {
                if index > 0 { output.write(", ") }
                output.write(parameter.name)
                if let constraint = parameter.constraint {
                    output.write(": ")
                    output.write(constraint)
                }
            }
            output.write(">")
        }
        let isOperator =
            function.name.unicodeScalars.first.map {
                $0 != "`" && !SwiftIdentifierCharacters.isHead($0)
            } ?? false
        if isOperator { output.write(" ") }
    }

    /// The effects and result type after the parameter list, e.g. ` async throws -> T`.
    private static func writeTail(_ effects: [SwiftEffect], _ returnType: SwiftType?, into output: inout SourceBuffer) {
        for effect in effects {
            output.write(" ")
            output.write(effect.rawValue)
        }
        if let returnType {
            output.write(" -> ")
            output.write(returnType)
        }
    }

    /// Writes `label name: Type`, without the default value.
    private static func writeDeclaration(of parameter: SwiftParameter, to output: inout SourceBuffer) {
        if let label = parameter.label {
            output.write(label)
            output.write(" ")
        }
        output.write(parameter.name)
        output.write(": ")
        output.write(parameter.type)
    }

    /// The lines of statements.
    static func lines(_ statements: [SwiftStatement], indent: Int) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(statements, indent: indent, into: &output)
        return output.writtenLines
    }

    /// Writes statements, each at `indent` levels.
    static func write(_ statements: [SwiftStatement], indent: Int, into output: inout SourceBuffer) {
        for statement in statements { write(statement, indent: indent, into: &output) }
    }

    private static func write(_ statement: SwiftStatement, indent: Int, into output: inout SourceBuffer) {
        switch statement {
        case .expression(let expression):
            ExpressionLayout.write(expression, indent: indent, into: &output)
        case .variable(let isConstant, let name, let type, let value):
            let local = SwiftProperty(
                modifiers: [], isConstant: isConstant, name: name, type: type, initialValue: value)
            write(local, indent: indent, into: &output)
        case .assignment(let target, let value):
            output.startLine(indent: indent)
            ExpressionLayout.writeFlat(target, to: &output)
            output.write(" = ")
            ExpressionLayout.finishLine(after: value, indent: indent, into: &output)
        case .return(let value):
            ExpressionLayout.write(after: "return ", value, indent: indent, into: &output)
        case .if(let condition, let body, let orElse):
            output.startLine(indent: indent)
            output.write("if ")
            ExpressionLayout.writeFlat(condition, to: &output)
            output.write(" {")
            output.endLine()
            write(body, indent: indent + 1, into: &output)
            if !orElse.isEmpty {
                output.line("} else {", indent: indent)
                write(orElse, indent: indent + 1, into: &output)
            }
            output.line("}", indent: indent)
        case .switch(let subject, let cases):
            output.startLine(indent: indent)
            output.write("switch ")
            ExpressionLayout.writeFlat(subject, to: &output)
            output.write(" {")
            output.endLine()
            for switchCase in cases {
                if switchCase.patterns.isEmpty {
                    output.line("default:", indent: indent)
                } else {
                    output.startLine(indent: indent)
                    output.write("case ")
                    for (index, pattern) in switchCase.patterns.enumerated() {
                        if index > 0 { output.write(", ") }
                        write(pattern, into: &output)
                    }
                    output.write(":")
                    output.endLine()
                }
                write(switchCase.body, indent: indent + 1, into: &output)
            }
            output.line("}", indent: indent)
        case .comment(let text):
            output.line("// ", SwiftComment.singleLine(text), indent: indent)
        }
    }

    /// A pattern of a `switch` case.
    private static func write(_ pattern: SwiftPattern, into output: inout SourceBuffer) {
        switch pattern {
        case .enumCase(let name, let optional):
            output.write(".")
            output.write(name)
            if optional { output.write("?") }
        case .boolean(let value, let optional):
            output.write(value ? "true" : "false")
            if optional { output.write("?") }
        case .absent:
            output.write("nil")
        case .enumCaseBinding(let name, let values):
            output.write(".")
            output.write(name)
            if !values.isEmpty {
                output.write("(let ")
                output.write(values.joined(separator: ", let "))
                output.write(")")
            }
        }
    }

    private static func writeBlock(
        _ head: String, _ body: [SwiftStatement], indent: Int, into output: inout SourceBuffer
    ) {
        output.line(head, " {", indent: indent)
        write(body, indent: indent + 1, into: &output)
        output.line("}", indent: indent)
    }

    /// The documentation comment, then one line per attribute.
    private static func writeDocumentation(
        _ documentation: String?, attributes: [SwiftAttribute], indent: Int, into output: inout SourceBuffer
    ) {
        if let documentation { writeDocumentation(documentation, indent: indent, into: &output) }
        for attribute in attributes { write(attribute, indent: indent, into: &output) }
    }

    /// An attribute's line, or its lines when it is a property wrapper too long for one and the
    /// output breaks those.
    private static func write(_ attribute: SwiftAttribute, indent: Int, into output: inout SourceBuffer) {
        if output.breaksLongAttributes, case .wrapper(let type, let arguments?) = attribute {
            return ExpressionLayout.write(.call(.type(type), arguments), prefix: "@", indent: indent, into: &output)
        }
        output.startLine(indent: indent)
        switch attribute {
        case .objc(let name):
            output.write("@objc(")
            output.write(name)
            output.write(")")
        case .available(let specifications):
            for (index, arguments) in specifications.enumerated() {
                output.write(index == 0 ? "@available(" : " @available(")
                output.write(arguments)
                output.write(")")
            }
        case .wrapper(let type, let arguments):
            output.write("@")
            output.write(type)
            if let arguments { ExpressionLayout.writeFlat(arguments, to: &output) }
        }
        output.endLine()
    }

    /// `///` lines, wrapped at spaces to stay within the line length where words allow.
    private static func writeDocumentation(_ text: String, indent: Int, into output: inout SourceBuffer) {
        // The width left after the indentation and `/// `.
        let width = output.layout.lineLength - indent * output.layout.unitColumns - 4
        for line in SwiftComment.lines(text) {
            guard !line.isEmpty else {
                output.line("///", indent: indent)
                continue
            }
            // A line whose bytes fit needs no wrapping, unless it starts with a space (which
            // wrapping drops).
            if line.utf8.count <= width, line.utf8.first != UInt8(ascii: " ") {
                writeDocumentationLine(line, indent: indent, into: &output)
                continue
            }
            writeWrapped(line, width: width, indent: indent, into: &output)
        }
    }

    /// A line of documentation as `///` lines of at most `width` characters where its words
    /// allow, broken at single spaces. The line being filled is always one run of the text (its
    /// words and the single spaces between them), so it is kept as a range of `line` and written
    /// from there. Its characters are counted only once its bytes do not fit, and from then on
    /// kept up to date word by word.
    private static func writeWrapped(_ line: String, width: Int, indent: Int, into output: inout SourceBuffer) {
        // The run being filled, `line[start..<end]`, nil while empty; its UTF-8 length, and its
        // characters once counted.
        var start: String.Index?
        var end = line.startIndex
        var runBytes = 0
        var runCharacters: Int?
        for word in words(of: line) {
            let wordBytes = word.utf8.count
            guard let runStart = start else {
                // An empty run takes the word as it is (an empty word leaves it empty).
                if !word.isEmpty {
                    (start, end, runBytes, runCharacters) = (word.startIndex, word.endIndex, wordBytes, nil)
                }
                continue
            }
            var fits = runBytes + 1 + wordBytes <= width
            if !fits {
                // Bytes are never fewer than characters: only now are characters counted.
                let characters = (runCharacters ?? line[runStart..<end].count) + 1 + word.count
                fits = characters <= width
                runCharacters = fits ? characters : runCharacters
            } else if let characters = runCharacters {
                runCharacters = characters + 1 + word.count
            }
            if fits {
                (end, runBytes) = (word.endIndex, runBytes + 1 + wordBytes)
            } else {
                writeDocumentationLine(line[runStart..<end], indent: indent, into: &output)
                (start, end, runBytes, runCharacters) = (
                    word.isEmpty ? nil : word.startIndex, word.endIndex, wordBytes, nil
                )
            }
        }
        writeDocumentationLine(start.map { line[$0..<end] } ?? "", indent: indent, into: &output)
    }

    /// The runs of `line` between single spaces (empty ones too), split at characters; a line of
    /// printable ASCII, a character a byte, is split at its bytes, which is much faster.
    private static func words(of line: String) -> [Substring] {
        guard SwiftStringLiteral.isPlainASCII(line) else {
            return line.split(separator: " ", omittingEmptySubsequences: false)
        }
        return line.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map {
            line[$0.startIndex..<$0.endIndex]
        }
    }

    /// `/// text` at `indent` levels.
    private static func writeDocumentationLine(
        _ text: some StringProtocol, indent: Int, into output: inout SourceBuffer
    ) {
        output.startLine(indent: indent)
        output.write("/// ")
        output.write(text)
        output.endLine()
    }
}
