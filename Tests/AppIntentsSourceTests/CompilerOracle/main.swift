// The compiler's answer to what a Swift file declares, for ReaderOracleTests: the toolchain's own
// parser (SwiftParser, which swiftc ships in usr/lib/swift/host for its macros) reads every file
// named on the command line and prints, as JSON, what the declaration reader reports: types with
// their qualified names and inheritance, their properties' names, static string-literal
// properties, `@Parameter` properties with their types, enum cases, and type aliases.
//
// Not `swiftc -dump-parse`: at parse stage its inheritance entries carry no type, in the
// s-expression form (`inherits="<null>, <null>"`) as in JSON (`"type": ""`), enum raw values are
// not printed, and members inside `#if` are absent. Nor the typechecked `-dump-ast`: without the
// SDK and the project's other modules every App Intents protocol becomes `<<error type>>`, and
// `-print-ast` prints nothing for a file that does not typecheck. The syntax tree of the
// toolchain's parser keeps all of it, as written.
//
// `#if` is followed as the reader follows it: every clause, except that a clause under a constant
// condition (`true`, `false`, negated or in parentheses) is decided as the compiler decides it.
// Declarations inside function bodies, accessors, closures and initializer expressions are local
// and not reported.
//
// Built by the test with `swiftc -I <host> -L <host> -lSwiftParser -lSwiftSyntax`.
import Foundation
import SwiftParser
import SwiftSyntax

struct OracleType: Encodable {
    var kind: String
    var name: String
    var line: Int
    var inheritedTypes: [String]
    var properties: [String] = []
    var staticStrings: [String: String] = [:]
    var parameters: [String: String] = [:]
    var cases: [[String?]] = []
}

struct OracleFile: Encodable {
    var file: String
    var hasSyntaxErrors: Bool
    var types: [OracleType] = []
    var typeAliases: [[String]] = []
}

/// A type or an expression's text as the reader keeps it: tokens without trivia, a space only
/// between two words.
func compact(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var previousIsWord = false
    for token in node.tokens(viewMode: .sourceAccurate) {
        let isWord: Bool
        switch token.tokenKind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard: isWord = true
        default: isWord = false
        }
        if isWord, previousIsWord { text += " " }
        text += plain(token)
        previousIsWord = isWord
    }
    return text
}

/// A name without the backticks that escape it.
func plain(_ token: TokenSyntax) -> String { token.text.trimmingCharacters(in: ["`"]) }

/// `true`, `false`, negated or in parentheses; nil for any other condition.
func constantValue(_ condition: ExprSyntax) -> Bool? {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.label == nil
    {
        return constantValue(only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return constantValue(prefix.expression).map { !$0 }
    }
    return nil
}

/// The clauses of `#if` the reader reads.
func readClauses(_ decl: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
    var clauses: [IfConfigClauseSyntax] = []
    for clause in decl.clauses {
        let value = clause.condition.map(constantValue) ?? true
        if value == false { continue }
        clauses.append(clause)
        if value == true { break }
    }
    return clauses
}

final class Collector {
    let converter: SourceLocationConverter
    var types: [OracleType] = []
    var typeAliases: [[String]] = []

    init(_ tree: SourceFileSyntax, file: String) {
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func visit(items: [DeclSyntax], container: String?, typeIndex: Int?) {
        for decl in items { visit(decl, container: container, typeIndex: typeIndex) }
    }

    func visit(_ decl: DeclSyntax, container: String?, typeIndex: Int?) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in readClauses(ifConfig) {
                switch clause.elements {
                case .decls(let members): visit(items: members.map(\.decl), container: container, typeIndex: typeIndex)
                case .statements(let items):
                    visit(
                        items: items.compactMap { $0.item.as(DeclSyntax.self) }, container: container,
                        typeIndex: typeIndex)
                default: break
                }
            }
            return
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            visitType(group, container: container)
            return
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            typeAliases.append([plain(alias.name), compact(alias.initializer.value)])
            return
        }
        guard let typeIndex else { return }
        if let variable = decl.as(VariableDeclSyntax.self) {
            visitProperty(variable, typeIndex: typeIndex)
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self), types[typeIndex].kind == "enum" {
            for element in enumCase.elements {
                types[typeIndex].cases.append([plain(element.name), element.rawValue.map { rawValue($0.value) }])
            }
        }
    }

    func rawValue(_ expr: ExprSyntax) -> String {
        if let string = expr.as(StringLiteralExprSyntax.self), let value = string.representedLiteralValue {
            return "\"\(value)\""
        }
        return compact(expr)
    }

    func visitType(_ group: some DeclGroupSyntax, container: String?) {
        let kind: String
        let name: String
        if let decl = group.as(StructDeclSyntax.self) {
            (kind, name) = ("struct", plain(decl.name))
        } else if let decl = group.as(ClassDeclSyntax.self) {
            (kind, name) = ("class", plain(decl.name))
        } else if let decl = group.as(EnumDeclSyntax.self) {
            (kind, name) = ("enum", plain(decl.name))
        } else if let decl = group.as(ActorDeclSyntax.self) {
            (kind, name) = ("actor", plain(decl.name))
        } else if let decl = group.as(ProtocolDeclSyntax.self) {
            (kind, name) = ("protocol", plain(decl.name))
        } else if let decl = group.as(ExtensionDeclSyntax.self) {
            (kind, name) = ("extension", extendedName(decl.extendedType))
        } else {
            return
        }
        let fullName = kind == "extension" || container == nil ? name : container! + "." + name
        let inherited = (group.inheritanceClause?.inheritedTypes ?? []).compactMap { entry -> String? in
            var type = entry.type
            while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if type.is(SuppressedTypeSyntax.self) { return nil }
            return compact(type)
        }
        let nameToken =
            group.as(ExtensionDeclSyntax.self)?.extendedType.firstToken(viewMode: .sourceAccurate)
            ?? group.tokens(viewMode: .sourceAccurate).first { token in
                if case .identifier = token.tokenKind { return token.parent?.isProtocol(DeclGroupSyntax.self) == true }
                return false
            }
        let line = nameToken.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 0
        types.append(OracleType(kind: kind, name: fullName, line: line, inheritedTypes: inherited))
        visit(items: group.memberBlock.members.map(\.decl), container: fullName, typeIndex: types.count - 1)
    }

    func extendedName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) {
            return extendedName(member.baseType) + "." + plain(member.name)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return plain(identifier.name) }
        return compact(type)
    }

    func visitProperty(_ variable: VariableDeclSyntax, typeIndex: Int) {
        let isStatic = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let isParameter = variable.attributes.contains {
            guard let attribute = $0.as(AttributeSyntax.self) else { return false }
            return ["Parameter", "AppIntents.Parameter"].contains(compact(attribute.attributeName))
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ plain($0.identifier) }) else {
                continue
            }
            types[typeIndex].properties.append(name)
            if isParameter, let type = binding.typeAnnotation?.type {
                types[typeIndex].parameters[name] = compact(type)
            }
            if isStatic, let value = literal(of: binding) {
                types[typeIndex].staticStrings[name] = value
            }
        }
    }

    /// The string literal a binding's initializer or getter is, as the reader recognizes it.
    func literal(of binding: PatternBindingSyntax) -> String? {
        if let value = binding.initializer?.value {
            return value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let body: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let items): body = items
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                only.effectSpecifiers == nil, let items = only.body?.statements
            else { return nil }
            body = items
        @unknown default: return nil
        }
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let statement = item.as(ReturnStmtSyntax.self) {
            return statement.expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        return item.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

var files: [OracleFile] = []
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(2)
    }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let collector = Collector(tree, file: path)
    collector.visit(
        items: tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, container: nil, typeIndex: nil)
    files.append(
        OracleFile(
            file: path, hasSyntaxErrors: tree.hasError, types: collector.types, typeAliases: collector.typeAliases))
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try! encoder.encode(files))
