import IntentDefinition

extension StandardValueType {
    /// The definition's default value (`…MetadataDefaultValue`) as an expression of the
    /// property's type: `Period.week`, `20`, `true`, `"text"`, `[…]` for arrays. Nil when there
    /// is none or it does not fit the type (validation reports that).
    func defaultValue(of parameter: Parameter) -> SwiftExpression? {
        guard let value = parameter.metadata.defaultValue?.value,
            let element = elementDefault(value)
        else { return nil }
        return isArray ? .array([element]) : element
    }

    private func elementDefault(_ value: DefaultValue.Value) -> SwiftExpression? {
        switch (kind, value) {
        case (.value(.string), .string(let text)), (.value(.speakableString), .string(let text)):
            return .string(text)
        case (.value(.integer), .integer(let number)):
            return .atom(SwiftNumberLiteral.integer(number))
        case (.value(.integer), .number(let number)):
            return SwiftNumberLiteral.wholeNumber(number).map { .atom(SwiftNumberLiteral.integer($0)) }
        case (.value(.decimal), .integer(let number)), (.value(.timeInterval), .integer(let number)):
            return .atom(SwiftNumberLiteral.integer(number))
        case (.value(.decimal), .number(let number)), (.value(.timeInterval), .number(let number)):
            return SwiftNumberLiteral.double(number).map(SwiftExpression.atom)
        case (.value(.boolean), .boolean(let flag)):
            return .atom(flag ? "true" : "false")
        case (.enumeration(let type, _, let definition, let names), .enumCase(let caseName)):
            return definition.cases.firstIndex { $0.name == caseName }
                .map { .atom("\(type).\(names.cases[$0].spelled)") }
        default:
            return nil
        }
    }

    /// The default value as plain text for `IntentParameterDescriptor.defaultValue`: the case
    /// name, the number, `true`/`false` or the string as written.
    static func descriptorText(of parameter: Parameter) -> String? {
        switch parameter.metadata.defaultValue?.value {
        case nil: nil
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let number): SwiftNumberLiteral.wholeNumber(number).map(String.init) ?? "\(number)"
        case .boolean(let flag): flag ? "true" : "false"
        case .enumCase(let name): name
        }
    }
}
