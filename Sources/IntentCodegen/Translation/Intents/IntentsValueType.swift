import IntentDefinition

/// How Xcode's classes type one planned member (XcodeGeneratedClasses.md, 'Type mapping'): the
/// `@NSManaged` property, the resolution result, the element of its dynamic options and its
/// default. Integers, decimals, booleans and durations are `NSNumber`; enums are stored by value
/// and are never optional; everything else is optional; multiple values are arrays.
struct IntentsValueType {
    /// The element type as a property, a factory argument and a default spell it.
    var element: SwiftType
    /// Multiple values.
    var isArray: Bool
    /// An enum stored by value (no optional: Objective-C has no optional enum).
    var isEnumValue: Bool
    /// The resolution result class of one value.
    var resolutionResult: SwiftType
    /// The element class of `INObjectCollection`.
    var optionsElement: SwiftType
    /// The element of the deprecated options method's array (Swift's bridged `String` where
    /// the collection holds `NSString`).
    var deprecatedOptionsElement: SwiftType
    /// The `@available` a property of this type needs beyond its class's iOS 12: `INFile` came
    /// with iOS 13 (macOS 11, watchOS 6), the other types the flavor names are older.
    var availability: SwiftAttribute?

    /// The `@NSManaged` property's type.
    var propertyType: SwiftType {
        isArray ? .optional(.array(element)) : isEnumValue ? element : .optional(element)
    }

    /// A present value: a factory's argument, what `default<P>` returns before optionality.
    var presentType: SwiftType { isArray ? .array(element) : element }

    /// What `default<P>(for:)` returns (an enum by value, as the property).
    var defaultType: SwiftType { isEnumValue ? element : .optional(presentType) }

    /// The typing of `member`, or nil when the flavor cannot declare it (measurements: the
    /// `Measurement` classes are not part of what the generated code relies on).
    init?(_ member: MemberPlan, in plan: DefinitionPlan) {
        isArray = member.isArray
        isEnumValue = false
        availability = member.kind == .builtIn(.file) ? IntentsAvailability.iOS13 : nil
        switch member.kind {
        case .builtIn(let type):
            guard let typed = Self.builtIn(type) else { return nil }
            (element, optionsElement, deprecatedOptionsElement, resolutionResult) = typed
        case .enumeration(let index):
            let names = plan.enums[index].names
            let name = names.type.type
            // An array of an `@objc` enum is not representable: its raw values are boxed.
            element = member.isArray ? .foundation(.nsNumber) : name
            isEnumValue = !member.isArray
            optionsElement = .foundation(.nsNumber)
            deprecatedOptionsElement = .foundation(.nsNumber)
            resolutionResult = .named(IntentsNaming.resolutionResult(names.resolutionResult, of: names.type))
        case .customType(let index):
            let names = plan.customTypes[index].names
            let name = names.type.type
            (element, optionsElement, deprecatedOptionsElement) = (name, name, name)
            resolutionResult = .named(IntentsNaming.resolutionResult(names.resolutionResult, of: names.type))
        case .systemObject, .genericObject:
            (element, optionsElement, deprecatedOptionsElement) = (
                .intents(.object), .intents(.object), .intents(.object)
            )
            resolutionResult = .intents(.objectResolutionResult)
        }
    }

    /// The property, collection and deprecated-options element types and the resolution
    /// result of a built-in type. The collection holds the Objective-C class a Swift value
    /// type bridges to; the deprecated options method takes the property's type.
    private static func builtIn(_ type: BuiltInType) -> (SwiftType, SwiftType, SwiftType, SwiftType)? {
        let (element, result): (SwiftType, IntentsType)
        switch type {
        case .string: (element, result) = (.swift(.string), .stringResolutionResult)
        case .integer: (element, result) = (.foundation(.nsNumber), .integerResolutionResult)
        case .decimal: (element, result) = (.foundation(.nsNumber), .doubleResolutionResult)
        case .boolean: (element, result) = (.foundation(.nsNumber), .booleanResolutionResult)
        case .timeInterval: (element, result) = (.foundation(.nsNumber), .timeIntervalResolutionResult)
        case .dateComponents: (element, result) = (.foundation(.dateComponents), .dateComponentsResolutionResult)
        case .url: (element, result) = (.foundation(.url), .urlResolutionResult)
        case .file: (element, result) = (.intents(.file), .fileResolutionResult)
        case .placemark: (element, result) = (.coreLocation(.placemark), .placemarkResolutionResult)
        case .person: (element, result) = (.intents(.person), .personResolutionResult)
        case .speakableString: (element, result) = (.intents(.speakableString), .speakableStringResolutionResult)
        case .currencyAmount: (element, result) = (.intents(.currencyAmount), .currencyAmountResolutionResult)
        case .paymentMethod: (element, result) = (.intents(.paymentMethod), .paymentMethodResolutionResult)
        case .measurement: return nil
        }
        let bridged: [SwiftType: SwiftType] = [
            .swift(.string): .foundation(.nsString), .foundation(.dateComponents): .foundation(.nsDateComponents),
            .foundation(.url): .foundation(.nsURL),
        ]
        return (element, bridged[element] ?? element, element, .intents(result))
    }
}
