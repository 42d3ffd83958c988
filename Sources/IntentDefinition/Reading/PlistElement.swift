/// The name of an element met in a property list, classified once when its start tag is read.
enum PlistElement: Equatable {
    case plist, dict, array, key
    case string, integer, real, `true`, `false`, date, data
    /// Any other element, with its name as written.
    case other(String)

    /// Classifies the UTF-8 `name` without building a string for the known ones.
    init(name: UnsafeBufferPointer<UInt8>) {
        self =
            Self.known.first { $0.name.utf8.elementsEqual(name) }
            ?? .other(String(decoding: name, as: UTF8.self))
    }

    /// The element's name, as in the file.
    var name: String {
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
        case .other(let name): name
        }
    }

    /// Whether this is a scalar value element (`<string>`, `<integer>`, `<true/>`, …).
    var isScalar: Bool {
        switch self {
        case .string, .integer, .real, .true, .false, .date, .data: true
        case .plist, .dict, .array, .key, .other: false
        }
    }

    /// The known elements, the most frequent first.
    private static let known: [PlistElement] = [
        .key, .string, .dict, .array, .integer, .true, .false, .real, .date, .data, .plist,
    ]
}
