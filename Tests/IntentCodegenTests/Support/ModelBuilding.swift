import IntentDefinition

/// Builds definition models in code; every value gets a distinct line so diagnostics can be
/// checked by line.
enum Model {
    /// A location on `line` of `Test.intentdefinition`.
    static func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: "Test.intentdefinition", line: line, column: column)
    }

    /// A localized text.
    static func text(_ text: String?, id: String? = nil, line: Int = 1) -> LocalizedText {
        LocalizedText(text: text, id: id, at: at(line))
    }

    /// A parameter of `role`.
    static func parameter(
        _ name: String, _ type: ParameterType, role: ParameterRole = .intentParameter, line: Int = 1,
        displayName: String? = nil, isArray: Bool = false, metadata: ParameterMetadata = ParameterMetadata(),
        isBuiltIn: Bool = false, isConfigurable: Bool = false, dynamic: Bool = false, search: Bool = false,
        relationship: Relationship? = nil, reasons: [String] = []
    ) -> Parameter {
        Parameter(
            role: role, name: name, nameLocation: at(line, 5), location: at(line),
            displayName: displayName.map { text($0, id: "id-\(name)", line: line) }, type: type,
            typeLocation: at(line, 9), isArray: isArray, metadata: metadata, isBuiltInProperty: isBuiltIn,
            isConfigurable: isConfigurable, supportsDynamicOptions: dynamic, supportsSearch: search,
            relationship: relationship,
            unsupportedReasons: reasons.map {
                UnsupportedReason(code: $0, formatString: nil, isDefault: true, isCustom: false, at: at(line))
            })
    }

    /// A reference to a type of this file.
    static func reference(_ name: String) -> TypeReference {
        TypeReference(name: name, namespace: nil, at: at(1))
    }

    /// An enum with an implicit `unknown` case when `unknown` is true, then `cases` from 1.
    static func enumeration(_ name: String, line: Int = 1, unknown: Bool = true, cases: [String]) -> EnumDefinition {
        var all: [EnumCase] = []
        if unknown {
            all.append(
                EnumCase(
                    name: "unknown", nameLocation: at(line + 1, 5), location: at(line + 1),
                    displayName: text("Unknown", id: "u-\(name)"), rawValue: 0, hasExplicitIndex: false))
        }
        for (index, caseName) in cases.enumerated() {
            all.append(
                EnumCase(
                    name: caseName, nameLocation: at(line + 2 + index, 5), location: at(line + 2 + index),
                    displayName: text(caseName.capitalized, id: "c-\(caseName)"), rawValue: index + 1,
                    hasExplicitIndex: true))
        }
        return EnumDefinition(
            name: name, nameLocation: at(line, 5), location: at(line), kind: "Regular",
            displayName: text(name, id: "e-\(name)"), generatesHeader: true, cases: all)
    }

    /// A custom type with the four built-in properties and `properties`.
    static func customType(_ name: String, line: Int = 1, properties: [Parameter] = []) -> CustomType {
        let builtIns = [
            parameter("identifier", .string, role: .typeProperty, isBuiltIn: true),
            parameter("displayString", .string, role: .typeProperty, isBuiltIn: true),
            parameter("pronunciationHint", .string, role: .typeProperty, isBuiltIn: true),
            parameter(
                "alternativeSpeakableMatches", .speakableString, role: .typeProperty, isArray: true, isBuiltIn: true),
        ]
        return CustomType(
            name: name, nameLocation: at(line, 5), location: at(line), displayName: text(name, id: "t-\(name)"),
            properties: builtIns + properties)
    }

    /// A response code.
    static func code(_ name: String, line: Int = 1, format: String? = nil, concise: String? = nil) -> ResponseCode {
        ResponseCode(
            name: name, nameLocation: at(line, 5), location: at(line), isSuccess: name.hasPrefix("success"),
            formatString: format.map { FormatString(text: $0, id: "f-\(name)", at: at(line)) },
            conciseFormatString: concise.map { FormatString(text: $0, id: "cf-\(name)", at: at(line)) })
    }

    /// A custom intent.
    static func intent(
        _ name: String, line: Int = 1, title: String? = nil, description: String? = nil,
        parameters: [Parameter] = [], response: Response? = nil, widget: Bool = false
    ) -> Intent {
        Intent(
            name: name, nameLocation: at(line, 5), location: at(line), kind: .custom, category: "information",
            title: title.map { text($0, id: "title-\(name)") },
            description: description.map { text($0, id: nil) }, parameters: parameters, response: response,
            isConfigurable: true, isEligibleForWidgets: widget)
    }

    /// A definition at `path`.
    static func definition(
        path: String = "/some/where/Test.intentdefinition", intents: [Intent] = [], enums: [EnumDefinition] = [],
        types: [CustomType] = []
    ) -> Definition {
        Definition(path: path, location: at(1), intents: intents, enums: enums, types: types)
    }

    /// A widget intent `Log` whose parameter `period` of enum `Period` (`unknown`, `day`, `week`)
    /// defaults to `defaultCase`.
    static func periodLog(defaultCase: String) -> Definition {
        definition(
            intents: [
                intent(
                    "Log",
                    parameters: [
                        parameter(
                            "period", .enumeration(reference("Period")), line: 2,
                            metadata: defaultValue(.enumCase(defaultCase)))
                    ], widget: true)
            ],
            enums: [enumeration("Period", line: 20, cases: ["day", "week"])])
    }

    /// A default value.
    static func defaultValue(_ value: DefaultValue.Value) -> ParameterMetadata {
        ParameterMetadata(defaultValue: DefaultValue(value, at: at(1)))
    }
}
