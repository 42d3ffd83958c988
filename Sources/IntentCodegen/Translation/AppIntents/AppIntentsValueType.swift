import IntentDefinition

/// How the `appintents` flavor stores one planned member: App Intents' own type for the
/// value, always optional (`T?`, `[T]?`) as Xcode's conversion writes parameters, and how a
/// value crosses to and from the default flavor's storage of the same member.
struct AppIntentsValueType {
    /// How a value reaches the default flavor's type.
    enum Bridge {
        /// Both flavors use the same Swift type.
        case same
        /// A TimeInterval: `Measurement<UnitDuration>` ↔ seconds.
        case duration
        /// A measurement: `Measurement<Unit…>` ↔ `IntentMeasurementValue<Unit…>`.
        case measurement
        /// An enum: `<Enum>AppEnum` ↔ `<Enum>`.
        case enumeration(app: SwiftType)
        /// A custom type: `<Type>AppEntity` ↔ `<Type>`.
        case entity(app: SwiftType)
        /// No conversion: the value stays in App Intents (files, people, places, money).
        case none
    }

    /// The element type.
    var element: SwiftType
    var isArray: Bool
    /// The conversion to the default flavor's type.
    var bridge: Bridge
    /// The default flavor's case for no value of a single enum parameter with a default in the
    /// definition (`.week`): that default, as the default flavor's intent starts with it.
    var unsetCase: String?

    var propertyType: SwiftType { .optional(isArray ? .array(element) : element) }

    /// The storage of `member`, `returned` by `perform()` or stored (a parameter, an entity
    /// property); nil when App Intents cannot hold its value (objects of types the file does not
    /// define, enums without cases, stored measurements).
    init?(_ member: MemberPlan, in translator: AppIntentsTranslator, returned: Bool = false) {
        isArray = member.isArray
        switch member.kind {
        case .builtIn(let type):
            guard let typed = Self.builtIn(type, returned: returned) else { return nil }
            (element, bridge) = typed
        case .enumeration(let index):
            let enumPlan = translator.plan.enums[index]
            guard translator.isExpressible(enumPlan) else { return nil }
            element = enumPlan.names.type.type
            bridge = .enumeration(app: enumPlan.names.type.type)
            if case .enumCase(let caseIndex)? = member.defaultValue, !isArray {
                unsetCase = "." + translator.defaultFlavor.enums[index].names.cases[caseIndex].spelled
            }
        case .customType(let index):
            let names = translator.plan.customTypes[index].names
            element = names.type.type
            bridge = .entity(app: names.type.type)
        case .systemObject, .genericObject:
            return nil
        }
    }

    /// App Intents' type for a built-in type, and how it crosses; nil for a stored measurement,
    /// and a stored duration is a number of seconds. App Intents' property wrappers (`@Parameter`,
    /// `@Property`) take only `Sendable` values, and `Measurement` is not one in Swift 6 with iOS
    /// 17's Foundation (its `Unit` is not `Sendable`); a value `perform()` returns may be any.
    private static func builtIn(_ type: BuiltInType, returned: Bool) -> (element: SwiftType, bridge: Bridge)? {
        switch (type, returned) {
        case (.timeInterval, false): (.swift(.double), .same)
        case (.timeInterval, true): (.generic(.foundation(.measurement), [.foundation(.unitDuration)]), .duration)
        case (.measurement, false): nil
        case (.measurement(let kind), true):
            (.foundation(.measurement).of(.foundation(unitTypes[kind] ?? .dimension)), .measurement)
        case (.string, _), (.speakableString, _): (.swift(.string), .same)
        case (.integer, _): (.swift(.int), .same)
        case (.decimal, _): (.swift(.double), .same)
        case (.boolean, _): (.swift(.bool), .same)
        case (.dateComponents, _): (.foundation(.dateComponents), .same)
        case (.url, _): (.foundation(.url), .same)
        // Same names as IntentRuntime's types: qualified, the file imports both modules.
        case (.file, _): (.appIntents(.intentFile), .none)
        case (.person, _): (.appIntents(.intentPerson), .none)
        case (.currencyAmount, _): (.appIntents(.intentCurrencyAmount), .none)
        case (.paymentMethod, _): (.appIntents(.intentPaymentMethod), .none)
        case (.placemark, _): (.coreLocation(.placemark), .none)
        }
    }

    /// The measurement unit types of `Measurement<…>`.
    private static let unitTypes: [MeasurementKind: FoundationType] = [
        .length: .unitLength, .temperature: .unitTemperature, .mass: .unitMass, .volume: .unitVolume,
        .speed: .unitSpeed, .energy: .unitEnergy,
    ]

    /// `value` (this flavor's optional storage) as the default flavor stores it, whose storage
    /// is `defaultFlavor`; nil when the value does not cross. No enum value is ``unsetCase``, else
    /// the raw-value-0 case.
    ///
    /// The default flavor's enum or custom type is never named: its conversion is `.init($0)`,
    /// typed by where the value goes (an argument, a property). The App Intents code converts
    /// inside its own types, where the definition's names (a parameter `Int_` beside a custom
    /// type `Int_`) and App Intents' (`Parameter`, a query's `Result`) would hide the type's name.
    func toDefaultFlavor(_ value: SwiftExpression, _ defaultFlavor: DefaultFlavorValueType) -> SwiftExpression? {
        let element = SwiftExpression.element
        let convert: SwiftExpression
        switch bridge {
        case .none: return nil
        case .same:
            return defaultFlavor.isArray ? .infix(value, .nilCoalescing, .array([])) : value
        case .duration:
            convert = .member(.call(.member(element, "converted"), [SwiftArgument("to", .atom(".seconds"))]), "value")
        case .measurement:
            convert = .call(.runtime(.measurementValue), [SwiftArgument(nil, element)])
        case .enumeration, .entity:
            convert = .call(".init", [SwiftArgument(nil, element)])
        }
        if defaultFlavor.isArray {
            return SwiftExpression.tuple([.infix(value, .nilCoalescing, .array([]))]).calling("map", convert)
        }
        if let unset = unsetCase ?? defaultFlavor.unknownCase {
            return .infix(value.calling("map", convert), .nilCoalescing, .atom(unset))
        }
        return value.calling("map", convert)
    }

    /// `value` (the default flavor's storage `defaultFlavor`) as this flavor stores it; nil when the
    /// value does not cross. Enum cases this flavor lacks (the raw-value-0 case) become nil.
    func fromDefaultFlavor(_ value: SwiftExpression, _ defaultFlavor: DefaultFlavorValueType) -> SwiftExpression? {
        let element = SwiftExpression.element
        switch bridge {
        case .none: return nil
        case .same: return value
        case .duration:
            let seconds = SwiftExpression.member(.type(.foundation(.unitDuration)), "seconds")
            return value.calling(
                "map",
                .call(.foundation(.measurement), [SwiftArgument("value", element), SwiftArgument("unit", seconds)]))
        case .measurement:
            return value.calling("map", .moduleMember(element, .measurement))
        case .enumeration(let type):
            let convert = SwiftExpression.call(type, [SwiftArgument(nil, element)])
            if defaultFlavor.isArray { return value.calling("compactMap", convert) }
            if defaultFlavor.isOptional { return value.calling("flatMap", convert) }
            return .call(type, [SwiftArgument(nil, value)])
        case .entity(let type):
            return value.calling("map", .call(type, [SwiftArgument(nil, element)]))
        }
    }
}
