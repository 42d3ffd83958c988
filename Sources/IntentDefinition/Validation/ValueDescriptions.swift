/// How messages spell types, numbers and default values.
enum ValueDescriptions {
    /// `the text 'abc'`, `the number 2.5`, …
    static func defaultValue(_ value: DefaultValue.Value) -> String {
        switch value {
        case .string(let text): "the text '\(text)'"
        case .integer(let number): "the number \(number)"
        case .number(let number): "the number \(WholeNumber.text(number))"
        case .boolean(let flag): "the boolean \(flag)"
        case .enumCase(let name): "the case name '\(name)'"
        }
    }

    /// The type as the file spells it: `Integer`, `enum 'CupSize'`, `type 'Roaster'`, …
    static func type(_ type: ParameterType) -> String {
        if case .enumeration(let reference) = type { return "enum '\(reference.name)'" }
        if case .object(let reference) = type { return "type '\(reference.name)'" }
        if case .unknown(let typeString) = type { return "'\(typeString)'" }
        if case .missing = type { return "untyped" }
        if case .genericObject = type { return "Object" }
        return ParameterType.scalarTypeNames.filter { $0.value == type }.map(\.key).sorted().first ?? "\(type)"
    }
}
