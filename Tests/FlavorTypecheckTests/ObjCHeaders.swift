import Foundation

/// The API facts of a set of Objective-C headers, as far as the stand-in checks need them:
/// classes (categories merged in) and protocols with their methods and properties, and the
/// constants of `NS_ENUM`/`NS_OPTIONS` types.
struct ObjCHeaders {
    /// One method declaration.
    struct Method: Hashable {
        /// `+` (class method) rather than `-`.
        var isClassMethod: Bool
        /// The selector, e.g. `initWithIdentifier:displayString:`.
        var selector: String
        /// The name given by `NS_SWIFT_NAME(…)`, e.g. `success(with:)`.
        var swiftName: String?
        /// Marked `NS_REFINED_FOR_SWIFT` (Swift sees it with a `__` prefix).
        var isRefinedForSwift: Bool
        /// Marked `NS_UNAVAILABLE`.
        var isUnavailable: Bool
        /// Whether each parameter is `nullable`.
        var parameterNullability: [Bool]
        /// Whether the result is `nullable`.
        var returnsNullable: Bool
        /// Each parameter's Objective-C type as written.
        var parameterTypes: [String]
        /// The result's Objective-C type as written.
        var resultType: String
    }

    /// One property declaration.
    struct Property: Hashable {
        var name: String
        /// The `getter=` name, which Swift uses as the property's name.
        var getter: String?
        var isReadonly: Bool
        var isNullable: Bool
        var isClassProperty: Bool
        /// The Objective-C type as written.
        var type: String
    }

    /// An `@interface` (with its categories) or a `@protocol`.
    struct Container {
        var superclass: String?
        var protocols: [String] = []
        var methods: [Method] = []
        var properties: [Property] = []
    }

    var classes: [String: Container] = [:]
    var protocols: [String: Container] = [:]
    /// Enum and option-set type name → its constants in declaration order.
    var enums: [String: [String]] = [:]

    /// Reads every `.h` file of `folder`.
    init(folder: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".h") }.sorted()
        for name in names {
            add(try String(contentsOf: folder.appending(path: name), encoding: .utf8))
        }
    }

    /// The facts of one header's text.
    init(text: String) { add(text) }

    private mutating func add(_ header: String) {
        let text = Self.withoutComments(header)
        for match in text.matches(of: /typedef\s+NS_(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*\{([^}]*)\}/) {
            enums[String(match.1)] = Self.constants(String(match.2))
        }
        for match in text.matches(of: /typedef\s+enum\s+(?:__attribute__\(\((?:[^()]|\([^()]*\))*\)\)\s*)?(\w+)\s*:\s*\w+\s*\{([^}]*)\}/) {
            enums[String(match.1)] = Self.constants(String(match.2))
        }
        let blocks = /@(interface|protocol)\s+(\w+)[ \t]*(?:<([^>\n]*)>)?[ \t]*(?:\(([^)\n]*)\))?[ \t]*(?::[ \t]*(\w+))?[ \t]*(?:<([^>\n]*)>)?[ \t]*\n([\s\S]*?)@end/
        for match in text.matches(of: blocks) {
            let name = String(match.2)
            let isProtocol = match.1 == "protocol"
            // A protocol lists what it refines in the first angle brackets; a class, its generic
            // parameters there and its protocols after the superclass.
            let adoptedText = (isProtocol ? match.3 : match.6).map(String.init) ?? ""
            let adopted = adoptedText.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            var container = isProtocol ? protocols[name, default: Container()] : classes[name, default: Container()]
            if let superclass = match.5 { container.superclass = String(superclass) }
            container.protocols += adopted
            for statement in String(match.7).split(separator: ";").compactMap(Self.declaration) {
                if statement.hasPrefix("@property") {
                    container.properties.append(Self.property(statement))
                } else if let first = statement.first, first == "-" || first == "+" {
                    container.methods.append(Self.method(statement))
                }
            }
            if isProtocol { protocols[name] = container } else { classes[name] = container }
        }
    }

    /// The containers whose members `type` has: itself (with categories), the protocols it adopts
    /// (recursively), and the same for its superclasses.
    func lineage(of type: String) -> [Container] {
        var result: [Container] = []
        var seenProtocols: Set<String> = []
        func addProtocols(_ names: [String]) {
            for name in names where seenProtocols.insert(name).inserted {
                guard let container = protocols[name] else { continue }
                result.append(container)
                addProtocols(container.protocols)
            }
        }
        var current: String? = type
        while let name = current, let container = classes[name] ?? protocols[name] {
            result.append(container)
            addProtocols(container.protocols)
            current = container.superclass
        }
        return result
    }

    /// Every protocol `type` or one of its superclasses adopts, by name (including ones that
    /// are not declared in these headers, such as Foundation's).
    func adoptedProtocols(of type: String) -> Set<String> {
        var names: Set<String> = []
        var pending = lineage(of: type).flatMap(\.protocols)
        while let name = pending.popLast() {
            if names.insert(name).inserted { pending += protocols[name]?.protocols ?? [] }
        }
        return names
    }

    /// The superclass chain of `type`, nearest first.
    func superclasses(of type: String) -> [String] {
        var chain: [String] = []
        var current = classes[type]?.superclass
        while let name = current {
            chain.append(name)
            current = classes[name]?.superclass
        }
        return chain
    }

    /// The Swift type Swift's importer gives an Objective-C type (for the types the stand-ins
    /// use): bridged Foundation classes become value types, `NSArray<T *>` becomes `[T]`,
    /// `instancetype` becomes `Self`; nullability marks are dropped.
    static func swiftType(_ objCType: String) -> String {
        if let block = blockSwiftType(objCType) { return block }
        var type = objCType
        for mark in ["_Nullable", "_Nonnull", "nullable", "nonnull", "__kindof", "const"] {
            type = type.replacingOccurrences(of: mark, with: "")
        }
        type = type.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        if type.hasPrefix("NSArray<"), type.hasSuffix(">") {
            return "[" + swiftType(String(type.dropFirst("NSArray<".count).dropLast())) + "]"
        }
        if type.hasPrefix("id<"), type.hasSuffix(">") { return String(type.dropFirst(3).dropLast()) }
        let bridged = [
            "NSString": "String", "NSInteger": "Int", "NSUInteger": "UInt", "BOOL": "Bool", "double": "Double",
            "float": "Float", "NSTimeInterval": "TimeInterval", "id": "Any", "NSURL": "URL", "NSData": "Data",
            "NSDate": "Date", "NSDateComponents": "DateComponents", "NSPersonNameComponents": "PersonNameComponents",
            "instancetype": "Self", "void": "Void", "NSError": "Error", "NSDateInterval": "DateInterval",
        ]
        return bridged[type] ?? type
    }

    /// A block type `R (^)(P name, …)` as Swift's function type `(P, …) -> R`, its parameters
    /// optional where nullable.
    private static func blockSwiftType(_ objCType: String) -> String? {
        guard let caret = objCType.range(of: "(^") else { return nil }
        let result = swiftType(String(objCType[..<caret.lowerBound]))
        let afterName = objCType[caret.lowerBound...].dropFirst()
        guard let close = afterName.firstIndex(of: ")") else { return nil }
        let parameters = argument(of: "", in: String(afterName[afterName.index(after: close)...])) ?? ""
        let swiftParameters: [String] = parameters == "void" ? [] : parameters.split(separator: ",").map { parameter in
            // Drop the parameter's name: the last word, after a space or `*`.
            let type = String(parameter).replacing(/\s*\b\w+\s*$/, with: "")
            return swiftType(type) + (isNullable(type) ? "?" : "")
        }
        return "(" + swiftParameters.joined(separator: ", ") + ") -> " + result
    }

    static func withoutComments(_ text: String) -> String {
        text.replacing(/\/\*[\s\S]*?\*\//, with: " ").replacing(/\/\/[^\n]*/, with: "")
    }

    /// `text` without any parenthesized group (macro arguments, parameter types).
    static func withoutParentheses(_ text: String) -> String {
        var depth = 0
        var result = ""
        for character in text {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { result.append(" ") }
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// The argument of the first `macro(…)` in `text`, with nested parentheses.
    static func argument(of macro: String, in text: String) -> String? {
        guard let start = text.range(of: macro + "(") else { return nil }
        var depth = 1
        var result = ""
        for character in text[start.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return result.trimmingCharacters(in: .whitespaces) }
            }
            result.append(character)
        }
        return nil
    }

    /// The declaration a statement holds, from its line that starts with `-`, `+` or
    /// `@property` (preceding lines are availability macros or preprocessor lines).
    private static func declaration(_ statement: Substring) -> String? {
        let lines = statement.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard
            let start = lines.firstIndex(where: { $0.hasPrefix("-") || $0.hasPrefix("+") || $0.hasPrefix("@property") })
        else { return nil }
        return lines[start...].joined(separator: "\n")
    }

    private static func constants(_ body: String) -> [String] {
        withoutParentheses(body).split(separator: ",").compactMap { entry in
            entry.firstMatch(of: /([A-Za-z_]\w*)/).map { String($0.1) }
        }
    }

    private static func method(_ statement: String) -> Method {
        let bare = withoutParentheses(String(statement.dropFirst()))
        let keywords = bare.matches(of: /(\w+)\s*:/).map { String($0.1) + ":" }
        let selector =
            keywords.isEmpty ? String(bare.firstMatch(of: /(\w+)/)?.1 ?? "") : keywords.joined()
        let parameterTypes = statement.matches(of: /\w+\s*:\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/).map { String($0.1) }
        let resultType = argument(of: "", in: String(statement.dropFirst())) ?? ""
        return Method(
            isClassMethod: statement.hasPrefix("+"), selector: selector,
            swiftName: argument(of: "NS_SWIFT_NAME", in: statement),
            isRefinedForSwift: statement.contains("NS_REFINED_FOR_SWIFT"),
            isUnavailable: ["NS_UNAVAILABLE", "UNAVAILABLE_ATTRIBUTE", "__attribute__((unavailable))"].contains {
                statement.contains($0)
            },
            parameterNullability: parameterTypes.map(isNullable), returnsNullable: isNullable(resultType),
            parameterTypes: parameterTypes, resultType: resultType)
    }

    /// Whether a pointer type is marked nullable (a block type only by a leading `nullable`:
    /// its own parameters' marks are not its own).
    private static func isNullable(_ type: String) -> Bool {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("^") {
            return trimmed.hasPrefix("nullable") || trimmed.contains("^_Nullable") || trimmed.contains("^ _Nullable")
        }
        return trimmed.contains("nullable") || trimmed.contains("_Nullable")
    }

    private static func property(_ statement: String) -> Property {
        let attributes = argument(of: "@property", in: statement.replacingOccurrences(of: "@property ", with: "@property"))
            ?? ""
        let attributeList = attributes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let rest = withoutParentheses(String(statement.dropFirst("@property".count)))
        let names = rest.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "*" })
            .map(String.init)
            .filter { $0.wholeMatch(of: /[A-Z][A-Z0-9_]*/) == nil && $0.wholeMatch(of: /\w+/) != nil }
        let getter = attributeList.first { $0.hasPrefix("getter=") }.map { String($0.dropFirst("getter=".count)) }
        let name = names.last ?? ""
        let type = rest.range(of: name, options: .backwards).map { String(rest[..<$0.lowerBound]) } ?? ""
        return Property(
            name: name, getter: getter, isReadonly: attributeList.contains("readonly"),
            isNullable: attributeList.contains("nullable") || attributeList.contains("null_resettable")
                || statement.contains("_Nullable"),
            isClassProperty: attributeList.contains("class"), type: type.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
