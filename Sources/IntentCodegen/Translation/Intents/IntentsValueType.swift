import IntentDefinition

/// How Xcode's classes type one planned member (XcodeGeneratedClasses.md, 'Type mapping'): the
/// `@NSManaged` property, the resolution result, the element of its dynamic options and its
/// default. Integers, decimals, booleans and durations are `NSNumber`; enums are stored by value
/// and are never optional; everything else is optional; multiple values are arrays.
struct IntentsValueType {
    /// The element type as a property, a factory argument and a default spell it.
    var element: String
    /// Multiple values.
    var isArray: Bool
    /// An enum stored by value (no optional: Objective-C has no optional enum).
    var isEnumValue: Bool
    /// The resolution result class of one value.
    var resolutionResult: String
    /// The element class of `INObjectCollection`.
    var optionsElement: String
    /// The element of the deprecated options method's array (Swift's bridged `String` where
    /// the collection holds `NSString`).
    var deprecatedOptionsElement: String
    /// The `@available` a property of this type needs beyond its class's iOS 12: `INFile` came
    /// with iOS 13 (macOS 11, watchOS 6), the other types the flavor names are older.
    var availability: String?

    /// Every framework resolution result class the generated code may name.
    static let resolutionResultClasses: Set<String> = [
        "INIntentResolutionResult", "INEnumResolutionResult", "INObjectResolutionResult",
        "INStringResolutionResult", "INIntegerResolutionResult", "INDoubleResolutionResult",
        "INBooleanResolutionResult", "INDateComponentsResolutionResult", "INTimeIntervalResolutionResult",
        "INURLResolutionResult", "INFileResolutionResult", "INPlacemarkResolutionResult",
        "INPersonResolutionResult", "INSpeakableStringResolutionResult", "INCurrencyAmountResolutionResult",
        "INPaymentMethodResolutionResult",
    ]

    /// The `@NSManaged` property's type.
    var propertyType: String {
        isArray ? "[\(element)]?" : isEnumValue ? element : "\(element)?"
    }

    /// A present value: a factory's argument, what `default<P>` returns before optionality.
    var presentType: String { isArray ? "[\(element)]" : element }

    /// What `default<P>(for:)` returns (an enum by value, as the property).
    var defaultType: String { isEnumValue ? element : presentType + "?" }

    /// The typing of `member`, or nil when the flavor cannot declare it (measurements: the
    /// `Measurement` classes are not part of what the generated code relies on).
    init?(_ member: MemberPlan, in plan: borrowing DefinitionPlan) {
        isArray = member.isArray
        isEnumValue = false
        availability = member.kind == .builtIn(.file) ? IntentsAvailability.iOS13 : nil
        switch member.kind {
        case .builtIn(let type):
            guard let typed = Self.builtIn(type) else { return nil }
            (element, optionsElement, deprecatedOptionsElement, resolutionResult) = typed
        case .enumeration(let index):
            let names = plan.enums[index].names
            let name = names.type.spelled
            // An array of an `@objc` enum is not representable: its raw values are boxed.
            element = member.isArray ? "Foundation.NSNumber" : name
            isEnumValue = !member.isArray
            optionsElement = "Foundation.NSNumber"
            deprecatedOptionsElement = "Foundation.NSNumber"
            resolutionResult = IntentsNaming.resolutionResult(names.resolutionResult, of: names.type)
        case .customType(let index):
            let names = plan.customTypes[index].names
            let name = names.type.spelled
            (element, optionsElement, deprecatedOptionsElement) = (name, name, name)
            resolutionResult = IntentsNaming.resolutionResult(names.resolutionResult, of: names.type)
        case .systemObject, .genericObject:
            (element, optionsElement, deprecatedOptionsElement) = (
                "Intents.INObject", "Intents.INObject", "Intents.INObject"
            )
            resolutionResult = "Intents.INObjectResolutionResult"
        }
    }

    /// The property, collection and deprecated-options element types and the resolution
    /// result of a built-in type. The collection holds the Objective-C class a Swift value
    /// type bridges to; the deprecated options method takes the property's type.
    private static func builtIn(_ type: BuiltInType) -> (String, String, String, String)? {
        let (element, result): (String, String)
        switch type {
        case .string: (element, result) = ("Swift.String", "String")
        case .integer: (element, result) = ("Foundation.NSNumber", "Integer")
        case .decimal: (element, result) = ("Foundation.NSNumber", "Double")
        case .boolean: (element, result) = ("Foundation.NSNumber", "Boolean")
        case .timeInterval: (element, result) = ("Foundation.NSNumber", "TimeInterval")
        case .dateComponents: (element, result) = ("Foundation.DateComponents", "DateComponents")
        case .url: (element, result) = ("Foundation.URL", "URL")
        case .file: (element, result) = ("Intents.INFile", "File")
        case .placemark: (element, result) = ("CoreLocation.CLPlacemark", "Placemark")
        case .person: (element, result) = ("Intents.INPerson", "Person")
        case .speakableString: (element, result) = ("Intents.INSpeakableString", "SpeakableString")
        case .currencyAmount: (element, result) = ("Intents.INCurrencyAmount", "CurrencyAmount")
        case .paymentMethod: (element, result) = ("Intents.INPaymentMethod", "PaymentMethod")
        case .measurement: return nil
        }
        let bridged = [
            "Swift.String": "Foundation.NSString", "Foundation.DateComponents": "Foundation.NSDateComponents",
            "Foundation.URL": "Foundation.NSURL",
        ]
        return (element, bridged[element] ?? element, element, "Intents.IN\(result)ResolutionResult")
    }
}
