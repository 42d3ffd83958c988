import IntentDefinition

/// How the default flavor stores one planned member (DefinitionFormat.md, 'Type strings'): the
/// element type, arrays for multiple values, and optional unless it is an enum with a raw-value-0
/// case or an array.
///
/// Array-valued members are non-optional `[T]` that default to `[]`: an empty array is
/// "no value", so there is one way to say it.
struct DefaultFlavorValueType {
    /// The element type.
    var element: SwiftType
    /// Multiple values.
    var isArray: Bool
    /// What the member holds.
    var kind: ValueKind
    /// The raw-value-0 case of the member's enum as an implicit member (`.unknown`), which
    /// stands for "no value"; nil for other members and enums without one. Generated code only
    /// writes it where the enum type is known.
    var unknownCase: String?
    /// The cases of the member's enum; empty for other members.
    var enumCases: [SwiftName]
    /// The `IntentParameterDescriptor.ValueType` case.
    var descriptorValueType: SwiftExpression

    /// Whether the stored property is optional.
    var isOptional: Bool { !isArray && unknownCase == nil }

    /// The property's type.
    var propertyType: SwiftType {
        isArray ? .array(element) : isOptional ? .optional(element) : element
    }

    /// The type of a value that is present (factory arguments, provider results).
    var presentType: SwiftType { isArray ? .array(element) : element }

    /// The value meaning "not set": `nil`, `[]`, or the enum's raw-value-0 case.
    var unsetValue: SwiftExpression {
        if isArray { return .array([]) }
        if let unknownCase { return .atom(unknownCase) }
        return .atom("nil")
    }

    /// The unit types of `IntentMeasurementValue<…>` (not Foundation's `Measurement`, whose
    /// `Sendable` conformance the SDK's compiler does not always see; see that type).
    private static let unitTypes: [MeasurementKind: FoundationType] = [
        .length: .unitLength, .temperature: .unitTemperature, .mass: .unitMass, .volume: .unitVolume,
        .speed: .unitSpeed, .energy: .unitEnergy,
    ]

    /// The storage of `member` in `plan`.
    init(_ member: MemberPlan, in plan: DefinitionPlan) {
        isArray = member.isArray
        kind = member.kind
        unknownCase = nil
        enumCases = []
        switch member.kind {
        case .builtIn(let type):
            (element, descriptorValueType) = Self.builtIn(type)
        case .enumeration(let index):
            let enumPlan = plan.enums[index]
            element = .named(enumPlan.names.type.spelled)
            enumCases = enumPlan.names.cases
            unknownCase = enumPlan.unknownCaseName.map { "." + $0.spelled }
            descriptorValueType = Self.descriptor("enumeration", enumPlan.enumeration.name)
        case .customType(let index):
            element = .named(plan.customTypes[index].names.type.spelled)
            descriptorValueType = Self.descriptor("object", plan.customTypes[index].customType.name)
        case .systemObject(let name):
            element = .runtime(.genericObject)
            descriptorValueType = Self.descriptor("object", name)
        case .genericObject:
            element = .runtime(.genericObject)
            descriptorValueType = .atom(".genericObject")
        }
    }

    /// `.case("name")`.
    private static func descriptor(_ valueType: String, _ name: String) -> SwiftExpression {
        .call(".\(valueType)", [SwiftArgument(nil, .string(name))])
    }

    /// The Swift type and descriptor case of a built-in value type.
    private static func builtIn(_ type: BuiltInType) -> (SwiftType, SwiftExpression) {
        let (element, valueType): (SwiftType, String) =
            switch type {
            case .string: (.swift(.string), ".string")
            case .integer: (.swift(.int), ".integer")
            case .decimal: (.swift(.double), ".decimal")
            case .boolean: (.swift(.bool), ".boolean")
            case .dateComponents: (.foundation(.dateComponents), ".dateComponents")
            case .timeInterval: (.foundation(.timeInterval), ".timeInterval")
            case .url: (.foundation(.url), ".url")
            case .file: (.runtime(.fileValue), ".file")
            case .placemark: (.runtime(.placemarkValue), ".placemark")
            case .person: (.runtime(.personValue), ".person")
            case .speakableString: (.swift(.string), ".speakableString")
            case .currencyAmount: (.runtime(.currencyAmountValue), ".currencyAmount")
            case .paymentMethod: (.runtime(.paymentMethodValue), ".paymentMethod")
            case .measurement(let measurement):
                (
                    .runtime(.measurementValue).of(.foundation(unitTypes[measurement] ?? .dimension)),
                    ".measurement(\(SwiftStringLiteral.quoted(measurementTypeString(measurement))))"
                )
            }
        return (element, .atom(valueType))
    }

    /// The type string a measurement type is written as in definitions (`Distance`, …).
    private static func measurementTypeString(_ measurement: MeasurementKind) -> String {
        ParameterType.scalarTypeNames.filter { $0.value == .measurement(measurement) }.map(\.key).sorted().first
            ?? measurement.rawValue
    }
}
