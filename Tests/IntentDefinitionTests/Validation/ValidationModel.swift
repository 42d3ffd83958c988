@testable import IntentDefinition

// Builders for small models in code. Each value gets its own line; the column says which key
// of the element it is, so a test can check exactly where a diagnostic points:
// column 1 = the element's dict, 2 = its name, 3 = its tag, 4 = its type or reference,
// 5 = its default, 6 = its minimum, 7 = its maximum.

/// A location in the test file.
func loc(_ line: Int, _ column: Int = 1) -> SourceLocation {
    SourceLocation(file: "Test.intentdefinition", line: line, column: column)
}

/// The namespace of every test definition.
let testNamespace = "Qx7pLm"

/// A parameter of `role` on `line`.
func parameter(
    _ name: String, _ type: ParameterType = .string, line: Int, tag: Int? = nil,
    role: ParameterRole = .intentParameter, metadata: ParameterMetadata = ParameterMetadata()
) -> Parameter {
    Parameter(
        role: role, name: name, nameLocation: loc(line, 2), location: loc(line),
        tag: Located(tag ?? line, at: loc(line, 3)),
        type: type, typeLocation: loc(line, 4), metadata: metadata)
}

/// A local reference to an enum or custom type, read on `line`.
func reference(_ name: String, line: Int, namespace: String? = testNamespace) -> TypeReference {
    TypeReference(name: name, namespace: namespace, at: loc(line, 4))
}

/// A response with `success` and `failure` codes on lines `line` + 1 and + 2.
func response(line: Int, parameters: [Parameter] = [], extraCodes: [ResponseCode] = []) -> Response {
    Response(
        location: loc(line),
        codes: [
            ResponseCode(name: "success", nameLocation: loc(line + 1, 2), location: loc(line + 1), isSuccess: true),
            ResponseCode(name: "failure", nameLocation: loc(line + 2, 2), location: loc(line + 2)),
        ] + extraCodes,
        parameters: parameters)
}

/// A custom intent on `line` whose response starts on line `line` + 50.
func intent(
    _ name: String, line: Int, parameters: [Parameter] = [], responseParameters: [Parameter] = []
) -> Intent {
    Intent(
        name: name, nameLocation: loc(line, 2), location: loc(line), parameters: parameters,
        response: response(line: line + 50, parameters: responseParameters))
}

/// An enum on `line` with an implicit `unknown` and the given cases on the following lines,
/// indexed from 1.
func enumeration(_ name: String, line: Int, cases: [String]) -> EnumDefinition {
    let unknown = EnumCase(
        name: "unknown", nameLocation: loc(line + 1, 2), location: loc(line + 1), rawValue: 0,
        hasExplicitIndex: false)
    let indexed = cases.enumerated().map { offset, caseName in
        EnumCase(
            name: caseName, nameLocation: loc(line + 2 + offset, 2), location: loc(line + 2 + offset),
            rawValue: offset + 1, hasExplicitIndex: true)
    }
    return EnumDefinition(
        name: name, nameLocation: loc(line, 2), location: loc(line), kind: "Regular", cases: [unknown] + indexed)
}

/// A custom type on `line` with the four built-in properties and the given user properties.
func customType(_ name: String, line: Int, properties: [Parameter] = []) -> CustomType {
    let builtIns = ["identifier", "displayString", "pronunciationHint"].enumerated().map { offset, propertyName in
        var property = parameter(propertyName, line: line + 1 + offset, tag: offset + 1, role: .typeProperty)
        property.isBuiltInProperty = true
        return property
    }
    var speakable = parameter(
        "alternativeSpeakableMatches", .speakableString, line: line + 4, tag: 4, role: .typeProperty)
    speakable.isBuiltInProperty = true
    speakable.isArray = true
    return CustomType(
        name: name, nameLocation: loc(line, 2), location: loc(line), properties: builtIns + [speakable] + properties,
        lastPropertyTag: Located(max(99, properties.compactMap(\.tag?.value).max() ?? 0), at: loc(line, 3)))
}

/// A model-1.2 definition.
func definition(
    intents: [Intent] = [], enums: [EnumDefinition] = [], types: [CustomType] = []
) -> Definition {
    Definition(
        path: "Test.intentdefinition", location: loc(1), modelVersion: Located("1.2", at: loc(2, 2)),
        namespace: Located(testNamespace, at: loc(3, 2)), intents: intents, enums: enums, types: types)
}

/// One diagnostic reduced to what tests compare: code, severity, line and column.
struct Found: Hashable, CustomStringConvertible {
    let code: String
    let severity: Severity
    let line: Int
    let column: Int

    var description: String { "\(severity.rawValue) \(code) \(line):\(column)" }
}

/// `error IC063 10:4`-style summaries of everything the validator reports, sorted.
func validationFindings(_ definition: Definition) -> [Found] {
    DefinitionValidator.validate(definition).sortedForDisplay().map {
        Found(
            code: $0.code.rawValue, severity: $0.severity, line: $0.location?.line ?? 0,
            column: $0.location?.column ?? 0)
    }
}

/// An expected finding.
func errorAt(_ code: DiagnosticCode, _ line: Int, _ column: Int) -> Found {
    Found(code: code.rawValue, severity: .error, line: line, column: column)
}

/// An expected warning.
func warningAt(_ code: DiagnosticCode, _ line: Int, _ column: Int) -> Found {
    Found(code: code.rawValue, severity: .warning, line: line, column: column)
}
