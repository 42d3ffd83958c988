import IntentDefinition

/// Writes the declaration model as Swift source in `swift-format`'s default style: two-space
/// indentation, 100 columns, one blank line between declarations, `\n` line endings and
/// exactly one trailing newline. It knows Swift, not intents.
enum SwiftRenderer {
    /// The source text of a file.
    static func render(_ file: SwiftFile) -> String {
        var writer = SwiftFileWriter(headerComments: file.headerComments, imports: file.imports)
        for declaration in file.declarations { writer.write(declaration) }
        return writer.finish()
    }

    /// The lines of one declaration.
    static func lines(_ declaration: SwiftDeclaration, indent: Int) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(declaration, indent: indent, into: &output)
        return output.writtenLines
    }

    /// Writes one declaration's lines.
    fileprivate static func write(_ declaration: SwiftDeclaration, indent: Int, into output: inout SourceBuffer) {
        switch declaration {
        case .nominal(let type): write(type, indent: indent, into: &output)
        case .property(let property): write(property, indent: indent, into: &output)
        case .function(let function): write(function, indent: indent, into: &output)
        case .enumCase(let enumCase):
            writeDocumentation(enumCase.documentation, attributes: enumCase.attributes, indent: indent, into: &output)
            output.startLine(indent: indent)
            output.write("case ")
            output.write(enumCase.name)
            if let rawValue = enumCase.rawValue {
                output.write(" = ")
                output.write(rawValue)
            }
            output.endLine()
        case .typeAlias(let alias):
            writeDocumentation(alias.documentation, attributes: alias.attributes, indent: indent, into: &output)
            output.line(
                (alias.modifiers + ["typealias", alias.name]).joined(separator: " ") + (alias.genericParameters ?? "")
                    + " = " + alias.type,
                indent: indent)
        case .import(let module):
            output.line("import " + module, indent: indent)
        case .conditional(let block):
            write(block, indent: indent, into: &output)
        }
    }

    /// Writes groups of declarations, the non-empty ones, with a blank line between groups.
    private static func write(_ groups: [[SwiftDeclaration]], indent: Int, into output: inout SourceBuffer) {
        for (index, group) in groups.filter({ !$0.isEmpty }).enumerated() {
            if index > 0 { output.blankLine() }
            for declaration in group { write(declaration, indent: indent, into: &output) }
        }
    }

    /// `#if`/`#elseif`/`#else` directives at `indent`, their declarations one level in (as
    /// `swift-format` indents conditional compilation blocks), and `#endif`.
    private static func write(_ block: SwiftConditionalBlock, indent: Int, into output: inout SourceBuffer) {
        for (index, clause) in block.clauses.enumerated() {
            output.line((index == 0 ? "#if " : "#elseif ") + clause.condition, indent: indent)
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
        writeDocumentation(type.documentation, attributes: type.attributes, indent: indent, into: &output)
        let opening = hasMembers ? "{" : "{}"
        // The header on one line, as nearly every one is; taken back to be broken when too long.
        output.startLine(indent: indent)
        writeModifiers(type.modifiers, into: &output)
        output.write(type.kind.rawValue)
        output.write(" ")
        output.write(type.name)
        output.write(type.genericParameters ?? "")
        writeList(type.inheritance, after: ": ", into: &output)
        writeList(type.whereRequirements, after: " where ", into: &output)
        output.write(" ")
        output.write(opening)
        if output.lineFits || (type.inheritance.isEmpty && type.whereRequirements.isEmpty) {
            output.endLine()
        } else {
            output.discardLine()
            output.lines(typeHeader(type, opening: opening, indent: indent))
        }
        guard hasMembers else { return }
        write(type.memberGroups, indent: indent + 1, into: &output)
        output.line("}", indent: indent)
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
        if ExpressionLayout.fits(unbroken) || (type.inheritance.isEmpty && clause == nil) {
            return [unbroken]
        }
        let declaration =
            ExpressionLayout.fits(header) || type.inheritance.isEmpty
            ? [header] : inheritanceLines(name, type.inheritance, indent: indent)
        guard let clause else { return declaration + [pad(indent) + opening] }
        if ExpressionLayout.fits(pad(indent) + clause + " " + opening) {
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
        if ExpressionLayout.fits(first) {
            return [first] + items.dropFirst().map { pad(indent + 1) + $0 }
        }
        return [pad(indent) + name + ":"] + items.map { pad(indent + 1) + $0 }
    }

    private static func write(_ property: SwiftProperty, indent: Int, into output: inout SourceBuffer) {
        writeDocumentation(property.documentation, attributes: property.attributes, indent: indent, into: &output)
        switch property.accessors {
        case nil:
            guard let value = property.initialValue else {
                return writeHeadLine(of: property, opening: "", indent: indent, into: &output)
            }
            var head = SourceBuffer()
            writeHead(of: property, into: &head)
            head.write(" = ")
            ExpressionLayout.write(after: head.text, value, indent: indent, into: &output)
        case .getter(let statements):
            writeHeadLine(of: property, opening: " {", indent: indent, into: &output)
            write(statements, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        case .getterSetter(let getter, let setter):
            writeHeadLine(of: property, opening: " {", indent: indent, into: &output)
            writeBlock("get", getter, indent: indent + 1, into: &output)
            writeBlock("set", setter, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        }
    }

    /// Writes the property's head and `opening` as a line.
    private static func writeHeadLine(
        of property: SwiftProperty, opening: String, indent: Int, into output: inout SourceBuffer
    ) {
        output.startLine(indent: indent)
        writeHead(of: property, into: &output)
        output.write(opening)
        output.endLine()
    }

    /// Writes `modifiers let name: Type` (or `var`).
    private static func writeHead(of property: SwiftProperty, into output: inout SourceBuffer) {
        writeModifiers(property.modifiers, into: &output)
        output.write(property.isConstant ? "let " : "var ")
        output.write(property.name)
        if let type = property.type {
            output.write(": ")
            output.write(type)
        }
    }

    private static func write(_ function: SwiftFunction, indent: Int, into output: inout SourceBuffer) {
        let isOperator = function.name.unicodeScalars.first.map {
            $0 != "`" && !SwiftIdentifierCharacters.isHead($0)
        } ?? false
        let keyword = ["init", "init?"].contains(function.name) ? function.name : "func " + function.name + (isOperator ? " " : "")
        let opening = function.body == nil ? "" : (function.body?.isEmpty == true ? " {}" : " {")
        writeDocumentation(function.documentation, attributes: function.attributes, indent: indent, into: &output)
        // The declaration on one line; taken back to be broken when too long.
        output.startLine(indent: indent)
        writeModifiers(function.modifiers, into: &output)
        output.write(keyword)
        output.write("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { output.write(", ") }
            writeDeclaration(of: parameter, into: &output)
            if let value = parameter.defaultValue {
                output.write(" = ")
                ExpressionLayout.writeFlat(value, to: &output)
            }
        }
        output.write(")")
        writeEffects(of: function, into: &output)
        output.write(opening)
        if output.lineFits || function.parameters.isEmpty {
            output.endLine()
        } else {
            output.discardLine()
            output.startLine(indent: indent)
            writeModifiers(function.modifiers, into: &output)
            output.write(keyword)
            output.write("(")
            output.endLine()
            for (index, parameter) in function.parameters.enumerated() {
                let separator = index == function.parameters.count - 1 ? "" : ","
                if let value = parameter.defaultValue {
                    ExpressionLayout.write(
                        after: declaration(of: parameter) + " = ", value, suffix: separator, indent: indent + 1,
                        into: &output)
                } else {
                    output.line(declaration(of: parameter) + separator, indent: indent + 1)
                }
            }
            output.startLine(indent: indent)
            output.write(")")
            writeEffects(of: function, into: &output)
            output.write(opening)
            output.endLine()
        }
        if let body = function.body, !body.isEmpty {
            write(body, indent: indent + 1, into: &output)
            output.line("}", indent: indent)
        }
    }

    /// `label name: Type`, without the default value.
    private static func declaration(of parameter: SwiftParameter) -> String {
        var output = SourceBuffer()
        writeDeclaration(of: parameter, into: &output)
        return output.text
    }

    /// Writes `label name: Type`, without the default value.
    private static func writeDeclaration(of parameter: SwiftParameter, into output: inout SourceBuffer) {
        if let label = parameter.label {
            output.write(label)
            output.write(" ")
        }
        output.write(parameter.name)
        output.write(": ")
        output.write(parameter.type)
    }

    /// Writes ` async throws -> Result`: the effects and result type after the parameters.
    private static func writeEffects(of function: SwiftFunction, into output: inout SourceBuffer) {
        for effect in function.effects {
            output.write(" ")
            output.write(effect)
        }
        if let returnType = function.returnType {
            output.write(" -> ")
            output.write(returnType)
        }
    }

    /// Writes each modifier followed by a space.
    private static func writeModifiers(_ modifiers: [String], into output: inout SourceBuffer) {
        for modifier in modifiers {
            output.write(modifier)
            output.write(" ")
        }
    }

    /// Writes `lead` and `items` separated by `, `; nothing when there are none.
    private static func writeList(_ items: [String], after lead: String, into output: inout SourceBuffer) {
        guard !items.isEmpty else { return }
        output.write(lead)
        for (index, item) in items.enumerated() {
            if index > 0 { output.write(", ") }
            output.write(item)
        }
    }

    /// The lines of statements.
    static func lines(_ statements: [SwiftStatement], indent: Int) -> [String] {
        var output = SourceBuffer.recordingLines()
        write(statements, indent: indent, into: &output)
        return output.writtenLines
    }

    private static func write(_ statements: [SwiftStatement], indent: Int, into output: inout SourceBuffer) {
        for statement in statements { write(statement, indent: indent, into: &output) }
    }

    private static func write(_ statement: SwiftStatement, indent: Int, into output: inout SourceBuffer) {
        switch statement {
        case .expression(let expression):
            ExpressionLayout.write(expression, indent: indent, into: &output)
        case .variable(let isConstant, let name, let type, let value):
            let head = (isConstant ? "let " : "var ") + name + (type.map { ": " + $0 } ?? "")
            guard let value else { return output.line(head, indent: indent) }
            ExpressionLayout.write(after: head + " = ", value, indent: indent, into: &output)
        case .assignment(let target, let value):
            ExpressionLayout.write(after: target + " = ", value, indent: indent, into: &output)
        case .return(let value):
            ExpressionLayout.write(after: "return ", value, indent: indent, into: &output)
        case .if(let condition, let body, let orElse):
            output.line("if " + condition + " {", indent: indent)
            write(body, indent: indent + 1, into: &output)
            if !orElse.isEmpty {
                output.line("} else {", indent: indent)
                write(orElse, indent: indent + 1, into: &output)
            }
            output.line("}", indent: indent)
        case .for(let element, let sequence, let condition, let body):
            let clause = condition.map { " where " + $0 } ?? ""
            writeBlock("for \(element) in \(sequence)\(clause)", body, indent: indent, into: &output)
        case .switch(let subject, let cases):
            output.line("switch " + subject + " {", indent: indent)
            for switchCase in cases {
                let label = switchCase.pattern == SwiftSwitchCase.defaultPattern ? "default" : "case " + switchCase.pattern
                output.line(label + ":", indent: indent)
                write(switchCase.body, indent: indent + 1, into: &output)
            }
            output.line("}", indent: indent)
        }
    }

    private static func writeBlock(
        _ head: String, _ body: [SwiftStatement], indent: Int, into output: inout SourceBuffer
    ) {
        output.line(head + " {", indent: indent)
        write(body, indent: indent + 1, into: &output)
        output.line("}", indent: indent)
    }

    /// The documentation comment, then one line per attribute.
    private static func writeDocumentation(
        _ documentation: String?, attributes: [String], indent: Int, into output: inout SourceBuffer
    ) {
        if let documentation { writeDocumentation(documentation, indent: indent, into: &output) }
        for attribute in attributes { output.line(attribute, indent: indent) }
    }

    /// `///` lines, wrapped at spaces to stay within the line length where words allow.
    private static func writeDocumentation(_ text: String, indent: Int, into output: inout SourceBuffer) {
        // The width left after the indentation and `/// `.
        let width = ExpressionLayout.lineLength - indent * ExpressionLayout.indentUnit.count - 4
        for line in SwiftComment.lines(text) {
            guard !line.isEmpty else {
                output.line("///", indent: indent)
                continue
            }
            // A line whose bytes fit needs no wrapping, unless it starts with a space (which
            // wrapping drops).
            if line.utf8.count <= width, line.utf8.first != UInt8(ascii: " ") {
                writeDocumentationLine(line[...], indent: indent, into: &output)
                continue
            }
            writeWrapped(line, width: width, indent: indent, into: &output)
        }
    }

    /// Writes a comment line as `///` lines of whole words joined by single spaces, each as
    /// long as fits in `width` (by bytes, or else by characters), a word that does not fit
    /// starting the next. The words are split at each space: printable ASCII (nearly every line)
    /// at space bytes, other text at space characters (as grapheme clusters decide). Each
    /// written line is a slice of `line`, found by scanning, never built word by word.
    private static func writeWrapped(_ line: String, width: Int, indent: Int, into output: inout SourceBuffer) {
        let isPlain = SwiftStringLiteral.isPlainASCII(line)
        // The words gathered so far, consecutive in `line`; empty until the first word.
        var current = line.startIndex..<line.startIndex
        var wordStart = line.startIndex
        while true {
            let wordEnd = nextSpace(in: line, from: wordStart, isPlain: isPlain)
            if current.isEmpty {
                current = wordStart..<wordEnd
            } else if fitsOnOneLine(line, current, wordStart..<wordEnd, width: width, isPlain: isPlain) {
                current = current.lowerBound..<wordEnd
            } else {
                writeDocumentationLine(line[current], indent: indent, into: &output)
                current = wordStart..<wordEnd
            }
            guard wordEnd < line.endIndex else { break }
            // The space is one byte and one character.
            wordStart = line.utf8.index(after: wordEnd)
        }
        writeDocumentationLine(line[current], indent: indent, into: &output)
    }

    /// Where the first space at or after `start` is, or the end of `line`. Printable ASCII is
    /// searched in its contiguous bytes; other text character by character.
    private static func nextSpace(in line: String, from start: String.Index, isPlain: Bool) -> String.Index {
        if isPlain,
            let offset = line.utf8[start...].withContiguousStorageIfAvailable({
                $0.firstIndex(of: UInt8(ascii: " ")) ?? $0.count
            })
        {
            return line.utf8.index(start, offsetBy: offset)
        }
        return line[start...].firstIndex(of: " ") ?? line.endIndex
    }

    /// Whether the words `filled`, a space and `word` of `line` fit in `width`. Characters are
    /// counted only when the bytes (never fewer) do not already fit, and never for printable
    /// ASCII (whose characters are its bytes).
    private static func fitsOnOneLine(
        _ line: String, _ filled: Range<String.Index>, _ word: Range<String.Index>, width: Int, isPlain: Bool
    ) -> Bool {
        let utf8 = line.utf8
        let bytes = utf8.distance(from: filled.lowerBound, to: filled.upperBound)
            + 1 + utf8.distance(from: word.lowerBound, to: word.upperBound)
        return bytes <= width || (!isPlain && line[filled].count + 1 + line[word].count <= width)
    }

    /// `/// text` at `indent` levels.
    private static func writeDocumentationLine(_ text: Substring, indent: Int, into output: inout SourceBuffer) {
        output.startLine(indent: indent)
        output.write("/// ")
        output.write(text)
        output.endLine()
    }

    private static func pad(_ indent: Int) -> String {
        String(repeating: ExpressionLayout.indentUnit, count: indent)
    }
}

/// A Swift file written one top-level declaration at a time: the header comments and imports
/// first, then each declaration as soon as it is made, so that a caller can drop each one once
/// written instead of holding the whole file's declarations. The result is exactly
/// ``SwiftRenderer/render(_:)`` of the same file.
struct SwiftFileWriter {
    /// The text of the current piece.
    private var output = SourceBuffer()
    /// The pieces already full, in order. A file's text grows in pieces of about
    /// ``pieceSize`` rather than as one `String`: a growing `String` doubles its storage and
    /// copies it, so near the end of a large file the old and new storage (about 3× the file)
    /// were alive at once, the peak memory of the whole run.
    private var pieces: [String] = []
    /// How many UTF-8 bytes the full pieces hold.
    private var piecesSize = 0
    private var sections = 0

    /// The size in UTF-8 bytes a piece reaches before a new one starts.
    private let pieceSize: Int

    /// Starts a file with `headerComments` (each rendered as `// <text>`) and `imports`. A new
    /// piece starts once one holds `pieceSize` bytes: by default large enough that joining the
    /// pieces costs little, small enough that a piece's doubling growth wastes little.
    init(headerComments: [String], imports: [String], pieceSize: Int = 1 << 18) {
        self.pieceSize = pieceSize
        if !headerComments.isEmpty {
            startSection()
            for comment in headerComments { output.line("// " + SwiftComment.singleLine(comment)) }
        }
        if !imports.isEmpty {
            startSection()
            for module in imports { output.line("import " + module) }
        }
    }

    /// Appends a top-level declaration.
    mutating func write(_ declaration: SwiftDeclaration) {
        startSection()
        SwiftRenderer.write(declaration, indent: 0, into: &output)
        if output.byteCount >= pieceSize {
            piecesSize += output.byteCount
            pieces.append(output.text)
            output = SourceBuffer()
        }
    }

    /// The source text (a file with no section is one empty line). The pieces are joined into
    /// storage of the file's exact size, each released as soon as it is copied.
    consuming func finish() -> String {
        if sections == 0 { output.blankLine() }
        guard !pieces.isEmpty else { return output.text }
        var text = ""
        text.reserveCapacity(piecesSize + output.byteCount)
        for index in pieces.indices {
            text.append(pieces[index])
            pieces[index] = ""
        }
        text.append(output.text)
        return text
    }

    private mutating func startSection() {
        if sections > 0 { output.blankLine() }
        sections += 1
    }
}
