import IntentDefinition

/// A value type the format defines itself (DefinitionFormat.md, 'Type strings'), as opposed to the
/// file's enums and custom types and the objects it names: exactly the parameter types every flavor
/// maps to a type of its own.
enum BuiltInType: Hashable {
    case string, integer, decimal, boolean, dateComponents, timeInterval, url, file, placemark, person
    case speakableString, currencyAmount, paymentMethod
    /// A measurement of one dimension, in any unit of it.
    case measurement(MeasurementKind)

    /// The built-in type a parameter type names; nil for enums, objects and types intentc
    /// does not know.
    init?(_ type: ParameterType) {
        switch type {
        case .string: self = .string
        case .integer: self = .integer
        case .decimal: self = .decimal
        case .boolean: self = .boolean
        case .dateComponents: self = .dateComponents
        case .timeInterval: self = .timeInterval
        case .url: self = .url
        case .file: self = .file
        case .placemark: self = .placemark
        case .person: self = .person
        case .speakableString: self = .speakableString
        case .currencyAmount: self = .currencyAmount
        case .paymentMethod: self = .paymentMethod
        case .measurement(let kind): self = .measurement(kind)
        case .enumeration, .object, .genericObject, .unknown, .missing: return nil
        }
    }

}
