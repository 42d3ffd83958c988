#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The name of an element met in a property list, classified once when its start tag is read.
///
/// Other elements are all ``other``: whoever reports one asks the parser for its name.
enum PlistElement: Equatable {
    case plist, dict, array, key
    case string, integer, real, `true`, `false`, date, data
    /// Any other element.
    case other

    /// Classifies the UTF-8 `name`. Every start tag is classified, so no string is made: the
    /// known names differ in length and first byte (but `dict`, `date` and `data`), which pick
    /// the one name to compare with.
    init(name: UnsafeBufferPointer<UInt8>) {
        let candidate: PlistElement? =
            switch (name.count, name.first) {
            case (3, UInt8(ascii: "k")): .key
            case (6, UInt8(ascii: "s")): .string
            case (4, UInt8(ascii: "d")):
                name[1] == UInt8(ascii: "i") ? .dict : name[3] == UInt8(ascii: "e") ? .date : .data
            case (5, UInt8(ascii: "a")): .array
            case (7, UInt8(ascii: "i")): .integer
            case (4, UInt8(ascii: "t")): .true
            case (5, UInt8(ascii: "f")): .false
            case (4, UInt8(ascii: "r")): .real
            case (5, UInt8(ascii: "p")): .plist
            default: nil
            }
        // The length and first byte only pick the one name to compare with.
        if let candidate, let known = candidate.knownName, known.utf8CodeUnitCount == name.count,
            memcmp(known.utf8Start, name.baseAddress!, name.count) == 0
        {
            self = candidate
        } else {
            self = .other
        }
    }

    /// The name of a property-list element (empty for ``other``).
    var name: String {
        knownName?.description ?? ""
    }

    /// The name of a property-list element (nil for ``other``).
    var knownName: StaticString? {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .true: "true"
        case .false: "false"
        case .date: "date"
        case .data: "data"
        case .other: nil
        }
    }

    /// Whether this is a scalar value element (`<string>`, `<integer>`, `<true/>`, …).
    var isScalar: Bool {
        switch self {
        case .string, .integer, .real, .true, .false, .date, .data: true
        case .plist, .dict, .array, .key, .other: false
        }
    }
}
