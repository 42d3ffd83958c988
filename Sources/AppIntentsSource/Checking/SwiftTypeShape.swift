import IntentDefinition

/// A Swift type as written, reduced to what decides whether a SiriKit value can map to it: its
/// base name without optionality or generic arguments, and whether it is an array.
struct SwiftTypeShape: Equatable {
    /// The base type as written, qualified or not (`Settings.Mode`, `AppIntents.IntentFile`).
    var name: String
    /// The base type's simple name (`String`, `Measurement`, `ItemAppEntity`).
    var base: String { AppIntentsSourceIndex.simpleName(name) }
    /// `[T]` or `Array<T>`.
    var isArray: Bool

    /// A shape of base type `name`.
    init(name: String, isArray: Bool) {
        self.name = name
        self.isArray = isArray
    }

    /// Reads `text` (as ``SwiftPropertyDeclaration/type`` keeps it).
    init(_ text: String) {
        var text = text.trimmingSpaces
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
        isArray = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            isArray = true
            text = String(text.dropFirst().dropLast())
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            isArray = true
            text = String(text.dropFirst(6).dropLast())
        }
        while text.hasSuffix("?") { text.removeLast() }
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        name = text
    }

    /// The Swift types a value of a SiriKit type can be carried into, for the types whose
    /// Swift form is known; a type outside every list is an app's own, judged by what it declares.
    static func carriers(of type: ParameterType) -> Set<String>? {
        switch type {
        case .string, .speakableString: ["String"]
        case .integer, .decimal: numbers
        case .boolean: ["Bool"]
        case .dateComponents: ["DateComponents", "Date"]
        case .timeInterval: numbers.union(["TimeInterval", "Measurement", "Duration"])
        case .url: ["URL"]
        case .file: ["IntentFile"]
        case .placemark: ["CLPlacemark", "PlaceDescriptor"]
        case .person: ["IntentPerson"]
        case .currencyAmount: ["IntentCurrencyAmount"]
        case .paymentMethod: ["IntentPaymentMethod"]
        case .measurement: ["Measurement"]
        case .enumeration, .object, .genericObject, .unknown, .missing: nil
        }
    }

    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Decimal", "NSNumber",
    ]

    /// Every type some SiriKit type maps to: a parameter of an enum or a custom type written as
    /// one of these cannot hold its old values.
    static let knownCarriers: Set<String> = {
        let all: [ParameterType] = [
            .string, .integer, .boolean, .dateComponents, .timeInterval, .url, .file, .placemark, .person,
            .currencyAmount, .paymentMethod, .measurement(.length),
        ]
        return all.reduce(into: Set<String>()) { $0.formUnion(carriers(of: $1) ?? []) }.union(["Date"])
    }()
}
