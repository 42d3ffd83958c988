/// Names and texts that are valid in a definition but hard on a code generator: Swift keywords,
/// names of the standard library's, Foundation's, Intents' and App Intents' types and of the
/// members generated code declares, snake case and capitals; texts with quotes, backslashes,
/// comment and string delimiters, interpolation and format markers, raw newlines and non-ASCII.
enum HostileVocabulary {
    /// Names for intents, enums and custom types (all ASCII identifiers, as the editor allows).
    static let typeNames = [
        "IntentHandler", "AppEntity", "AppEnum", "AppIntent", "String", "Int", "Bool", "URL", "Data",
        "Error", "Result", "Optional", "Codable", "Identifiable", "Sendable", "Foundation",
        "IntentRuntime", "Swift", "INIntent", "INObject", "NSObject", "Never", "Any", "Self", "Type",
        "Protocol", "Array", "Dictionary", "Set", "Date", "Measurement", "Decimal", "Double",
        "Character", "Task", "MainActor", "LocalizedStringResource", "IntentDialog", "Parameter",
        "EntityQuery", "DisplayRepresentation", "IntentResult", "Widget", "View", "Text", "Locale",
        "DateComponents", "TimeInterval", "Duration", "Person", "Placemark", "File", "INFile",
        "CLPlacemark", "Intent", "Enum", "Response", "Code", "Brew_Coffee", "order_item", "ALLCAPS",
        "lowercase", "_Private", "X", "Item2", "DoThingIntent", "Handling", "Resolution",
    ]

    /// Names for parameters, properties, cases and response codes.
    static let memberNames = [
        "self", "class", "struct", "default", "init", "deinit", "subscript", "func", "var", "let",
        "return", "in", "is", "as", "where", "case", "enum", "protocol", "extension", "import",
        "public", "private", "internal", "open", "static", "operator", "throws", "rethrows", "async",
        "await", "try", "catch", "do", "if", "else", "guard", "switch", "for", "while", "repeat",
        "break", "continue", "nil", "true", "false", "super", "Self", "Type", "Any", "some", "any",
        "inout", "_", "description", "hashValue", "hash", "code", "id", "title", "perform",
        "parameterSummary", "value", "rawValue", "allCases", "caseDisplayRepresentations",
        "typeDisplayRepresentation", "displayRepresentation", "intent", "response", "userActivity",
        "handle", "resolve", "confirm", "provide", "options", "defaultQuery", "suggestedEntities",
        "entities", "className", "intentClassName", "copy", "isEqual", "Protocol", "userInfo",
        "delegate", "input_file", "snake_case_name", "CamelCase", "ALL_CAPS", "x", "a1", "__double",
        "selector", "dealloc", "retain", "objectID", "String", "Int", "URL", "Error", "success_",
        "failure_reason", "count", "displayName", "minimumValue", "maximumValue",
    ]

    /// Names a custom type's user property must not take: the four built-in ones.
    static let builtInPropertyNames: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches",
    ]

    /// Names of the response codes the generator adds itself, which a file does not name.
    static let builtInResponseCodeNames: Set<String> = [
        "success", "failure", "unspecified", "ready", "continueInApp", "inProgress",
        "failureRequiringAppLaunch",
    ]

    /// Display texts.
    static let texts = [
        "Brew “coffee”", "Quote \" and backslash \\", "*/ closes a comment", "/* opens one",
        "\"\"\" three quotes", "#\"raw\"#", "\\(interpolation)", "%@ and %d and %%", "%1$@ positional",
        "Émoji 🎉☕️", "日本語のテキスト", "Кириллица", "עברית", "Tab\tinside", "Line one\nLine two",
        " ", "", "<tag> & ampersand", "$ dollar", "`backtick`", "'single'", "Zero\u{200B}width",
        "e\u{301} combining", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family", "Plain words",
        "trailing backslash \\", "#if os(iOS)", "\u{2028}line separator", "${", "}",
    ]
}
