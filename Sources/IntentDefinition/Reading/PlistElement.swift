/// The name of an element met in a property list, classified once when its start tag is read.
///
/// Other elements are all ``other``: whoever reports one asks the parser for its name.
enum PlistElement: String {
    case plist, dict, array, key
    case string, integer, real, `true`, `false`, date, data
    /// Any other element.
    case other = ""

    /// Classifies the UTF-8 `name`.
    init(name: UnsafeBufferPointer<UInt8>) {
        self = PlistElement(rawValue: String(decoding: name, as: UTF8.self)) ?? .other
    }

    /// The name of a property-list element (empty for ``other``).
    var name: String { rawValue }

    /// Whether this is a scalar value element (`<string>`, `<integer>`, `<true/>`, …).
    var isScalar: Bool {
        switch self {
        case .string, .integer, .real, .true, .false, .date, .data: true
        case .plist, .dict, .array, .key, .other: false
        }
    }
}
