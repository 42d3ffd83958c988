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
        case enumeration(app: String, defaultFlavor: String)
        /// A custom type: `<Type>AppEntity` ↔ `<Type>`.
        case entity(app: String, defaultFlavor: String)
        /// No conversion: the value stays in App Intents (files, people, places, money).
        case none
    }

    /// The element type as spelled.
    var element: String
    var isArray: Bool
    /// The conversion to the default flavor's type.
    var bridge: Bridge
    /// The default flavor's case for no value of a single enum parameter with a default in the
    /// definition (`.week`): that default, as the default flavor's intent starts with it.
    var unsetCase: String?

    var propertyType: String { isArray ? "[\(element)]?" : "\(element)?" }

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
            element = enumPlan.names.type.spelled
            bridge = .enumeration(app: element, defaultFlavor: translator.defaultFlavor.enums[index].names.type.spelled)
            if case .enumCase(let caseIndex)? = member.defaultValue, !isArray {
                unsetCase = "." + translator.defaultFlavor.enums[index].names.cases[caseIndex].spelled
            }
        case .customType(let index):
            element = translator.plan.customTypes[index].names.type.spelled
            bridge = .entity(
                app: element, defaultFlavor: translator.defaultFlavor.customTypes[index].names.type.spelled)
        case .systemObject, .genericObject:
            return nil
        }
    }

    /// App Intents' type for a built-in type, and how it crosses; nil for a stored measurement,
    /// and a stored duration is a number of seconds. App Intents' property wrappers (`@Parameter`,
    /// `@Property`) take only `Sendable` values, and `Measurement` is not one in Swift 6 with iOS
    /// 17's Foundation (its `Unit` is not `Sendable`); a value `perform()` returns may be any.
    private static func builtIn(_ type: BuiltInType, returned: Bool) -> (element: String, bridge: Bridge)? {
        switch (type, returned) {
        case (.timeInterval, false): ("Swift.Double", .same)
        case (.timeInterval, true): ("Foundation.Measurement<Foundation.UnitDuration>", .duration)
        case (.measurement, false): nil
        case (.measurement(let kind), true):
            ("Foundation.Measurement<\(unitTypes[kind] ?? "Foundation.Dimension")>", .measurement)
        case (.string, _), (.speakableString, _): ("Swift.String", .same)
        case (.integer, _): ("Swift.Int", .same)
        case (.decimal, _): ("Swift.Double", .same)
        case (.boolean, _): ("Swift.Bool", .same)
        case (.dateComponents, _): ("Foundation.DateComponents", .same)
        case (.url, _): ("Foundation.URL", .same)
        // Same names as IntentRuntime's types: qualified, the file imports both modules.
        case (.file, _): ("AppIntents.IntentFile", .none)
        case (.person, _): ("AppIntents.IntentPerson", .none)
        case (.currencyAmount, _): ("AppIntents.IntentCurrencyAmount", .none)
        case (.paymentMethod, _): ("AppIntents.IntentPaymentMethod", .none)
        case (.placemark, _): ("CoreLocation.CLPlacemark", .none)
        }
    }

    /// The measurement unit types of `Measurement<…>`.
    private static let unitTypes: [MeasurementKind: String] = [
        .length: "Foundation.UnitLength", .temperature: "Foundation.UnitTemperature", .mass: "Foundation.UnitMass",
        .volume: "Foundation.UnitVolume", .speed: "Foundation.UnitSpeed", .energy: "Foundation.UnitEnergy",
    ]

    /// `value` (this flavor's optional storage) as the default flavor stores it, whose storage
    /// is `defaultFlavor`; nil when the value does not cross. No enum value is ``unsetCase``, else
    /// the raw-value-0 case.
    func toDefaultFlavor(_ value: String, _ defaultFlavor: DefaultFlavorValueType) -> String? {
        let convert: String
        switch bridge {
        case .none: return nil
        case .same:
            return defaultFlavor.isArray ? "\(value) ?? []" : value
        case .duration:
            convert = "{ $0.converted(to: .seconds).value }"
        case .measurement:
            convert = "{ IntentRuntime.IntentMeasurementValue($0) }"
        case .enumeration(_, let type), .entity(_, let type):
            convert = "{ \(type)($0) }"
        }
        if defaultFlavor.isArray { return "(\(value) ?? []).map \(convert)" }
        if let unset = unsetCase ?? defaultFlavor.unknownCase { return "\(value).map \(convert) ?? \(unset)" }
        return "\(value).map \(convert)"
    }

    /// `value` (the default flavor's storage `defaultFlavor`) as this flavor stores it; nil when the
    /// value does not cross. Enum cases this flavor lacks (the raw-value-0 case) become nil.
    func fromDefaultFlavor(_ value: String, _ defaultFlavor: DefaultFlavorValueType) -> String? {
        switch bridge {
        case .none: return nil
        case .same: return value
        case .duration:
            return "\(value).map { Foundation.Measurement(value: $0, unit: Foundation.UnitDuration.seconds) }"
        case .measurement:
            return "\(value).map(\\.measurement)"
        case .enumeration(let type, _):
            if defaultFlavor.isArray { return "\(value).compactMap { \(type)($0) }" }
            if defaultFlavor.isOptional { return "\(value).flatMap { \(type)($0) }" }
            return "\(type)(\(value))"
        case .entity(let type, _):
            return "\(value).map { \(type)($0) }"
        }
    }
}
