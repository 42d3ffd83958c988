import IntentDefinition

/// A definition whose intents, parameters, enums, cases, types, properties and response codes
/// are named after every Swift keyword and every member or type name the generated code uses
/// itself. Its output must still compile.
enum LandmineDefinition {
    /// Every Swift keyword, contextual keywords included, and a few names only a sanitizer
    /// can save (a leading digit, spaces, punctuation, non-ASCII, a lone underscore).
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "associativity", "async",
        "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy", "left", "mutating",
        "none", "nonmutating", "optional", "override", "package", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet", "actor", "any",
        "each", "consume", "copy", "discard", "macro", "isolated", "sending", "then", "distributed",
        "1st", "two words", "a-b", "$x", "#if", "😀", "航拍", "é",
    ]

    /// Names the generated code declares or refers to.
    static let generatedNames = [
        "identifier", "displayString", "code", "descriptor", "validate", "resolved", "allCases", "AllCases",
        "rawValue", "RawValue", "stringValue", "intValue", "displayName", "typeDisplayName", "hash", "hashValue",
        "encode", "CodingKeys",
        "result", "issues", "value", "provider", "intent", "response", "String", "Int", "Bool", "URL",
        "IntentObject", "IntentLocalizedText", "IndirectBox", "Sendable", "Codable", "Measurement",
        "display", "container", "decoder", "encoder", "from", "to", "forKey", "unspecified",
    ]

    /// All the names above.
    static let names = keywords + generatedNames

    /// The definition.
    static let definition: Definition = {
        var line = 100
        func next() -> Int {
            line += 1
            return line
        }
        let intentParameters =
            names.map { name in
                Model.parameter(
                    name, .string, line: next(), displayName: name, metadata: Model.defaultValue(.string(name)))
            } + [
                Model.parameter(
                    "defaultParameter", .enumeration(Model.reference("enum")), line: next(), dynamic: true, search: true
                ),
                Model.parameter(
                    "whereParameter", .object(Model.reference("protocol")), line: next(), isArray: true, dynamic: true),
                Model.parameter(
                    "selfParameter", .object(Model.reference("Type")), line: next(), dynamic: true,
                    reasons: ["required"]),
                // An enum without a raw-value-0 case, alone and in an array, with and without a default.
                Model.parameter("inParameter", .enumeration(Model.reference("String")), line: next()),
                Model.parameter(
                    "isParameter", .enumeration(Model.reference("String")), line: next(), isArray: true,
                    metadata: Model.defaultValue(.enumCase("init"))),
                Model.parameter(
                    "asParameter", .enumeration(Model.reference("String")), line: next(),
                    metadata: Model.defaultValue(.enumCase("Type"))),
            ]
        let responseParameters = names.map { Model.parameter($0, .integer, role: .responseParameter, line: next()) }
        let codes =
            [Model.code("success", line: next(), format: "${default} ${class} ${self}")]
            + names.map { Model.code($0, line: next(), format: "${\($0)}") }
        let enumCases = Model.enumeration("enum", line: next(), cases: names)
        line += names.count + 2
        let properties =
            names.map { Model.parameter($0, .string, role: .typeProperty, line: next()) }
            + [
                Model.parameter(
                    "selfReference", .object(Model.reference("protocol")), role: .typeProperty, line: next())
            ]
        return Model.definition(
            path: "Landmines.intentdefinition",
            intents: [
                Model.intent(
                    "class", line: 10, title: "*/ \"\"\" \\( /*", parameters: intentParameters,
                    response: Response(
                        location: Model.at(11), codes: codes + [Model.code("failure", line: next())],
                        parameters: responseParameters)),
                Model.intent("Self", line: 12, parameters: [Model.parameter("Self", .boolean, line: 13)]),
            ],
            enums: [
                enumCases, Model.enumeration("Self", line: next(), cases: ["default", "rawValue"]),
                Model.enumeration("String", line: next(), unknown: false, cases: ["Type", "init"]),
            ],
            types: [
                Model.customType("protocol", line: next(), properties: properties),
                Model.customType(
                    "Type", line: next(),
                    properties: [
                        Model.parameter("Type", .object(Model.reference("Type")), role: .typeProperty, line: next())
                    ]),
                Model.customType("IntentObject", line: next()),
            ])
    }()
}
