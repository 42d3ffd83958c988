import TestSupport

/// Random valid App Intents sources in varied formatting, for comparing the declaration reader
/// with the compiler: attributes and comments between tokens, nested types, extensions, `#if`
/// (platform, constant and nested), regex literals beside division, raw and multiline strings,
/// type aliases, module-qualified protocols, `@Parameter` with long arguments across lines,
/// static string properties with getters, enums with raw values. Seeded: the same seed writes
/// the same files.
struct AppIntentsSourceGenerator {
    private var random: SeededGenerator
    private var typeCount = 0
    /// Names of the types written so far, for extensions (in this file or a later one).
    private var declaredTypes: [String] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// `count` files, named `Generated<N>.swift`.
    mutating func files(_ count: Int) -> [(name: String, text: String)] {
        (0..<count).map { ("Generated\($0).swift", file()) }
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func pick<T>(_ options: [T]) -> T { options.randomElement(using: &random)! }

    private mutating func newName(_ stem: String) -> String {
        typeCount += 1
        return "\(stem)\(typeCount)"
    }

    /// Trivia between two tokens where a line break is allowed.
    private mutating func gap() -> String {
        pick([" ", " ", " ", "  ", "\n    ", " /* note */ ", "\t", " /* a /* nested */ one */ ", "\n// line\n"])
    }

    /// Trivia between two tokens on one line.
    private mutating func space() -> String { pick([" ", " ", "  ", " /* inline */ ", "\t"]) }

    /// The end of a member or declaration.
    private mutating func end() -> String {
        pick(["\n", "\n", "\n\n", " // trailing\n", "; // after a semicolon\n", "\n/// A doc comment.\n"])
    }

    /// `declaration` and the end of its line (a directive's line takes no `;`).
    private mutating func terminated(_ declaration: String) -> String {
        declaration + (declaration.hasSuffix("#endif") ? pick(["\n", " // after a directive\n"]) : end())
    }

    private mutating func file() -> String {
        var text = pick(["", "import AppIntents\n", "import Foundation\nimport AppIntents\n\n", "// Header\n\n"])
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            text += terminated(topLevel(depth: 0))
        }
        return text
    }

    private mutating func topLevel(depth: Int) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: return intent(container: nil, depth: depth)
        case 4: return enumeration(depth: depth)
        case 5 where !declaredTypes.isEmpty: return extensionDeclaration(depth: depth)
        case 6: return "typealias\(space())\(newName("Alias"))\(space())=\(space())\(pick(protocolNames))"
        case 7 where depth < 2: return conditional { $0.topLevel(depth: depth + 1) }
        case 8:
            let name = newName("Migrated")
            declaredTypes.append(name)
            return "protocol \(name):\(gap())AppIntent,\(gap())CustomIntentMigratedAppIntent\(space()){}"
        default: return intent(container: nil, depth: depth)
        }
    }

    private let protocolNames = [
        "AppIntent", "AppIntents.AppIntent", "CustomIntentMigratedAppIntent",
        "AppIntents.CustomIntentMigratedAppIntent",
        "WidgetConfigurationIntent", "AppIntent & CustomIntentMigratedAppIntent", "Shared.Listing<Int>",
    ]

    private mutating func inheritance() -> String {
        var entries: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var entry = pick(protocolNames + ["Sendable", "Equatable", "ProgressReportingIntent"])
            if chance(10) { entry = "AppIntent\(space())&\(space())CustomIntentMigratedAppIntent" }
            switch Int.random(in: 0..<8, using: &random) {
            case 0: entry = "@MainActor\(space())" + entry
            case 1: entry = "@preconcurrency " + entry
            case 2: entry = "@unchecked Sendable"
            case 3: entry = "@retroactive\(space())" + entry
            case 4: entry = "~Copyable"
            default: break
            }
            entries.append(entry)
        }
        return ":" + gap() + entries.joined(separator: ",\(gap())")
    }

    private mutating func attributes() -> String {
        var text = ""
        if chance(20) { text += "@available(iOS 17.0, macOS 14.0, *)\(gap())" }
        if chance(15) { text += "@MainActor\(gap())" }
        return text
    }

    private mutating func access() -> String {
        chance(40) ? pick(["public", "internal", "fileprivate", "package", "private"]) + space() : ""
    }

    private mutating func intent(container: String?, depth: Int) -> String {
        let name = newName("Intent")
        declaredTypes.append(container.map { "\($0).\(name)" } ?? name)
        let keyword = pick(["struct", "struct", "final class", "actor"])
        var text = attributes() + access() + keyword + space() + name
        if chance(15) { text += "<Item: Sendable>" }
        text += inheritance()
        if chance(10) { text += "\(gap())where Item: Equatable" }
        text += pick([" {", "\n{", "{", " /* before */ {"]) + "\n"
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            text += "    " + terminated(member(container: name, depth: depth))
        }
        return text + "}"
    }

    private mutating func member(container: String, depth: Int) -> String {
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1: return staticString()
        case 14: return tricky()
        case 2, 3, 4: return parameter()
        case 5: return computed()
        case 6: return function()
        case 7 where depth < 2: return intent(container: container, depth: depth + 1)
        case 8 where depth < 2: return enumeration(depth: depth + 1, container: container)
        case 9 where depth < 2: return conditional { $0.member(container: container, depth: depth + 1) }
        case 10: return "typealias \(newName("Alias")) = [String: Int]"
        case 11: return "static let pattern = \(pick(["/[a-z]+/", "#/a\\/b/#", "/(?<word>\\w+)-\\d/", "##/x /##"]))"
        case 12: return "let half = count/2, quarter = count / 4, ratio = min(total!/4, 3) / 2"
        case 13 where depth < 2:
            return "#if compiler(>=5.9) || swift(>=6.0)\n" + member(container: container, depth: depth + 1) + "\n#endif"
        default: return "var plain: Int = 1"
        }
    }

    private mutating func stringLiteral(_ value: String) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return "#\"\(value)\"#"
        case 1: return "\"\"\"\n        \(value)\n        \"\"\""
        case 2: return "##\"\(value)\"##"
        default: return "\"\(value)\""
        }
    }

    private mutating func staticString() -> String {
        let name = pick(["intentClassName", "title", "description", "summary", "kind"])
        let value = pick(["\(newName("Value"))Intent", "A title", "With \\\"quotes\\\"", "a/b / c", "// not a comment"])
        let literal = stringLiteral(value.contains("\\") ? "plain" : value)
        let modifier = pick(["static", "static", "public static", "nonisolated static", "class"])
        let keyword = modifier == "class" ? "var" : pick(["let", "var"])
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where keyword == "var":
            return "\(modifier) var \(name): String\(space()){\(gap())\(literal)\(gap())}"
        case 1 where keyword == "var":
            return "\(modifier) var \(name): String {\n        return \(literal)\n    }"
        case 2 where keyword == "var":
            return "\(modifier) var \(name): String { get { \(literal) } }"
        case 3: return "\(modifier) \(keyword) \(name): String =\(space())\(literal)"
        default: return "\(modifier) \(keyword) \(name) = \(literal)"
        }
    }

    private let parameterTypes = [
        "String?", "[String]?", "Int", "Bool", "Double?", "Measurement<UnitLength>?", "AppIntents.IntentFile?",
        "Set<String>", "[String: Int]?", "IntentPerson?", "(Int, String)?", "Swift.Int?",
    ]

    private mutating func parameter() -> String {
        var arguments = ["title: \(stringLiteral("Title"))"]
        if chance(50) { arguments.append("description: \"A description / with a slash\"") }
        if chance(30) { arguments.append("default: \(pick(["3", "\"x\"", "[1, 2]", "nil", "true"]))") }
        if chance(30) {
            arguments.append("requestValueDialog: IntentDialog(\"Which \\(\"one\")?\")")
        }
        let separator = chance(50) ? ", " : ",\n        "
        let attribute = pick(["@Parameter", "@Parameter", "@AppIntents.Parameter"])
        var text = attribute + "(" + arguments.joined(separator: separator) + ")"
        if chance(20) { text = "@available(iOS 17, *)\(gap())" + text }
        text += gap()
        if chance(20) { text += "@MainActor\(gap())" }
        let name = newName("value")
        let type = pick(parameterTypes)
        return text + access() + "var\(space())\(name):\(space())\(type)"
    }

    /// Forms a reader is easily wrong about: several bindings in one declaration, an initializer
    /// continued on the next line, observers, setters' access, escaped names, closures.
    private mutating func tricky() -> String {
        pick([
            "static let first = \"A\", second = \"B\"",
            "static let \(newName("pair")) = \"A\", \(newName("pair")): String = \"B\", third = f(1, 2)",
            "static let joined = \"A\"\n        + \"B\"",
            "static let upper = \"a\"\n        .uppercased()",
            "static let cast = \"a\"\n        as String",
            "static let split =\n        \"on the next line\"",
            "public private(set) static var restricted = \"R\"",
            "static let `default` = \"D\"",
            "static var observed = \"O\" {\n        didSet { print(oldValue) }\n    }",
            "static let closure = { (x: Int) in x / 2 }, after = \"after\"",
            "static let tuple = (\"a\", \"b\"), dictionary = [\"k\": \"v\"], single = \"S\"",
            "static let unicode = \"caf\\u{E9} \\u{1F600}\"",
            "static let continued = \"\"\"\n        one \\\n        two\n          three\n        \"\"\"",
            "@available(*, deprecated, message: \"use another / one\") static let deprecated = \"X\"",
            "@objc(named) static var objcName: String { \"objc\" }",
            "static var effectful: String { get async throws { \"E\" } }",
            "static let generic = Dictionary<String, Int>(), afterGeneric = \"G\"",
            "let pair = (/a/, 1 / 2), halves = [1, 2].map { $0 / 2 }, other = x.filter { $0 != /y/ }",
            "let chained = y/2/3, next = total\n        / 4, quoted = \"/\" + \"/\"",
            "nonisolated(unsafe) static var unsafe = \"U\"",
            "static let separators = (/,/, /:/, [/]/]), afterSeparators = \"A\"",
            "static let float = 1.5 / 2, hex = 0x1F / 2, string: String = \"s\"",
        ])
    }

    private mutating func computed() -> String {
        pick([
            "var ratio: Double {\n        Double(total!/4) / 2\n    }",
            "var label: String { \"a\" + \"b\" }",
            "var twice: Int { get { count * 2 } set { count = newValue/2 } }",
            "static var computed: String { let x = \"X\"; return x }",
            "lazy var matcher = try! Regex(\"[a-z]+\")",
            "var matches: Bool { \"abc\".contains(/b+/) }",
        ])
    }

    private mutating func function() -> String {
        pick([
            "func perform() async throws -> some IntentResult {\n        struct Local: AppIntent {}\n"
                + "        let x = a/b; let y = /x+/\n        return .result()\n    }",
            "init() {}",
            "static func make(_ value: Int) -> Int { value / 2 }",
            "subscript(index: Int) -> Int { index }",
            "mutating func reset() { count = 0 }",
            "func scan(_ s: String) {\n        let count = 1\n        /[}]/.firstMatch(in: s)\n        var x = 4\n"
                + "        x /= 2\n        _ = foo(a / b) / c + x\n    }",
        ])
    }

    private mutating func enumeration(depth: Int, container: String? = nil) -> String {
        let name = newName("Mode")
        declaredTypes.append(container.map { "\($0).\(name)" } ?? name)
        let raw = pick(["String", "Int", ""])
        var text = attributes() + access() + "enum \(name)"
        text += raw.isEmpty ? ": AppEnum" : ":\(space())\(raw),\(gap())AppEnum"
        text += " {\n"
        var number = 0
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var cases: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let caseName =
                    chance(20) ? "`default\(number)`" : pick(["day", "week", "month", "all"]) + String(number)
                number += 1
                switch raw {
                case "String" where chance(60): cases.append("\(caseName) = \(stringLiteral("raw\(number)"))")
                case "Int" where chance(60): cases.append("\(caseName) = \(pick(["-", ""]))\(number)")
                default: cases.append(caseName)
                }
            }
            text += "    " + (chance(20) ? "indirect " : "") + "case " + cases.joined(separator: ",\(gap())") + end()
        }
        if chance(30) {
            text +=
                "#if os(iOS)\n    case phone\(number)\n#elseif false\n    case never\(number)\n#else\n    case other\(number)\n#endif\n"
        }
        if chance(30) { text += "    case associated(Int), labeled(name: String, count: Int = 1)\n" }
        if chance(40) { text += "    " + staticString() + end() }
        return text + "}"
    }

    private mutating func extensionDeclaration(depth: Int) -> String {
        let name = pick(declaredTypes)
        var text = access() + "extension \(name)"
        if chance(60) { text += inheritance() }
        text += " {\n"
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += "    " + terminated(member(container: name, depth: depth + 1))
        }
        return text + "}"
    }

    /// `#if` around what `body` writes, in one of the forms the reader follows.
    private mutating func conditional(_ body: (inout AppIntentsSourceGenerator) -> String) -> String {
        let inner = body(&self)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return "#if os(iOS)\n\(inner)\n#endif"
        case 1: return "#if os(iOS) // platform\n\(inner)\n#else\n\(body(&self))\n#endif"
        case 2: return "#if false\n\(inner)\n#else\n\(body(&self))\n#endif"
        case 3: return "#if !true\n\(inner)\n#elseif canImport(AppIntents)\n\(body(&self))\n#endif"
        case 4: return "#if (true)\n\(inner)\n#elseif DEBUG\n\(body(&self))\n#else\n\(body(&self))\n#endif"
        default: return "#if DEBUG\n#if false\n\(inner)\n#endif\n#endif"
        }
    }
}
