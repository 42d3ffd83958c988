import IntentDefinition

/// How one parameter (intent parameter, response parameter or custom-type property) is stored
/// in the default flavor (FORMAT.md §5): the element type, arrays for multiple values, and
/// optional unless it is an enum with a raw-value-0 case or an array.
///
/// Array-valued parameters are non-optional `[T]` that default to `[]`: an empty array is
/// "no value", so there is one way to say it.
struct StandardValueType {
    /// What kind of value, which decides matching, defaults and "unset".
    enum Kind {
        /// A generated custom type or `IntentGenericObject`: an `IntentObject`.
        case object
        /// A generated enum; `unknownCase` is the spelled raw-value-0 case when it has one.
        case enumeration(type: String, unknownCase: String?, definition: EnumDefinition, names: DefinitionNames.EnumNames)
        /// Everything else (compared with `==`).
        case value(ParameterType)
    }

    /// The element type as spelled.
    var element: String
    /// Multiple values.
    var isArray: Bool
    /// The kind.
    var kind: Kind
    /// The `IntentParameterDescriptor.ValueType` case.
    var descriptorValueType: SwiftExpression

    /// Whether the stored property is optional.
    var isOptional: Bool {
        if isArray { return false }
        if case .enumeration(_, let unknownCase, _, _) = kind { return unknownCase == nil }
        return true
    }

    /// The property's type.
    var propertyType: String {
        isArray ? "[\(element)]" : isOptional ? "\(element)?" : element
    }

    /// The type of a value that is present (factory arguments, provider results).
    var presentType: String { isArray ? "[\(element)]" : element }

    /// The value meaning "not set": `nil`, `[]`, or the enum's raw-value-0 case.
    var unsetValue: SwiftExpression {
        if isArray { return .atom("[]") }
        if case .enumeration(let type, let unknownCase?, _, _) = kind { return .atom("\(type).\(unknownCase)") }
        return .atom("nil")
    }

    /// The condition that `path` (e.g. `self.count`) holds no value.
    func isUnset(_ path: String) -> String {
        if isArray { return "\(path).isEmpty" }
        return "\(path) == \(ExpressionLayout.flat(unsetValue))"
    }

    /// The measurement unit types of `Measurement<…>`.
    private static let unitTypes: [MeasurementKind: String] = [
        .length: "UnitLength", .temperature: "UnitTemperature", .mass: "UnitMass",
        .volume: "UnitVolume", .speed: "UnitSpeed", .energy: "UnitEnergy",
    ]

    /// The storage of `parameter`, or a diagnostic when its type cannot be generated.
    static func of(_ parameter: Parameter, names: DefinitionNames) -> Result<StandardValueType, UnavailableType> {
        func make(_ element: String, _ kind: Kind, _ valueType: String) -> Result<StandardValueType, UnavailableType> {
            .success(
                StandardValueType(
                    element: element, isArray: parameter.isArray, kind: kind,
                    descriptorValueType: .atom("." + valueType)))
        }
        func value(_ element: String, _ valueType: String) -> Result<StandardValueType, UnavailableType> {
            make(element, .value(parameter.type), valueType)
        }
        switch parameter.type {
        case .string: return value("String", "string")
        case .integer: return value("Int", "integer")
        case .decimal: return value("Double", "decimal")
        case .boolean: return value("Bool", "boolean")
        case .dateComponents: return value("DateComponents", "dateComponents")
        case .timeInterval: return value("TimeInterval", "timeInterval")
        case .url: return value("URL", "url")
        case .file: return value("IntentFile", "file")
        case .placemark: return value("IntentPlacemark", "placemark")
        case .person: return value("IntentPerson", "person")
        case .speakableString: return value("String", "speakableString")
        case .currencyAmount: return value("IntentCurrencyAmount", "currencyAmount")
        case .paymentMethod: return value("IntentPaymentMethod", "paymentMethod")
        case .measurement(let measurement):
            let typeString = ParameterType.scalarTypeNames.filter { $0.value == parameter.type }
                .map(\.key).sorted().first ?? measurement.rawValue
            return value(
                "Measurement<\(unitTypes[measurement] ?? "Unit")>",
                "measurement(\(SwiftStringLiteral.quoted(typeString)))")
        case .enumeration(let reference):
            guard let (definition, enumNames) = names.enumNames(for: reference) else {
                let reason = reference.isSystem
                    ? "it names the System enum '\(reference.name)', whose cases the file does not list"
                    : "enum '\(reference.name)' is not defined in this file"
                return .failure(unavailable(parameter, reason))
            }
            let unknownCase = unknownCase(of: definition, enumNames)
            return make(
                enumNames.type.spelled,
                .enumeration(type: enumNames.type.spelled, unknownCase: unknownCase, definition: definition, names: enumNames),
                "enumeration(\(SwiftStringLiteral.quoted(reference.name)))")
        case .object(let reference):
            if reference.isSystem {
                return make("IntentGenericObject", .object, "object(\(SwiftStringLiteral.quoted(reference.name)))")
            }
            guard let typeNames = names.customTypeNames(for: reference) else {
                return .failure(unavailable(parameter, "custom type '\(reference.name)' is not defined in this file"))
            }
            return make(typeNames.type.spelled, .object, "object(\(SwiftStringLiteral.quoted(reference.name)))")
        case .genericObject:
            return make("IntentGenericObject", .object, "genericObject")
        case .unknown(let typeString):
            return .failure(unavailable(parameter, "intentc does not know the type '\(typeString)'"))
        case .missing:
            return .failure(unavailable(parameter, "it has no type"))
        }
    }

    /// The spelled raw-value-0 case of an enum (`unknown` in Xcode's template), which stands
    /// for "no value" and for raw values the enum does not know; nil when it has none.
    static func unknownCase(of enumeration: EnumDefinition, _ enumNames: DefinitionNames.EnumNames) -> String? {
        enumeration.cases.firstIndex { $0.rawValue == 0 }.map { enumNames.cases[$0].spelled }
    }

    private static func noun(of role: ParameterRole) -> String {
        switch role {
        case .intentParameter: "parameter"
        case .responseParameter: "response parameter"
        case .typeProperty: "property"
        }
    }

    private static func unavailable(_ parameter: Parameter, _ reason: String) -> UnavailableType {
        UnavailableType(
            diagnostic: Diagnostic(
                .swiftTypeUnavailable, "\(noun(of: parameter.role)) '\(parameter.name)' cannot be generated: \(reason)",
                at: parameter.typeLocation))
    }
}

/// Why a parameter's type cannot be generated.
struct UnavailableType: Error {
    /// The diagnostic saying so.
    var diagnostic: Diagnostic
}
