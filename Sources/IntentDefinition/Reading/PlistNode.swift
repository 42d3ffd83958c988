/// One value of a property list, with the place it was read from.
///
/// The reader produces a tree of these; the decoder turns it into the typed ``Definition``.
public struct PlistNode: Hashable, Sendable {
    /// The value itself.
    public var value: PlistValue
    /// Where the value's element starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: PlistValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One key–value pair of a `<dict>`, in file order.
public struct PlistEntry: Hashable, Sendable {
    /// The text of the `<key>` element.
    public var key: String
    /// Where the `<key>` element starts.
    public var keyLocation: SourceLocation
    /// The value that follows the key.
    public var value: PlistNode

    /// Creates an entry.
    public init(key: String, keyLocation: SourceLocation, value: PlistNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// The value kinds an XML property list can hold.
public indirect enum PlistValue: Hashable, Sendable {
    /// `<dict>`: entries in file order (the reader rejects duplicate keys).
    case dictionary([PlistEntry])
    /// `<array>`.
    case array([PlistNode])
    /// `<string>`.
    case string(String)
    /// `<integer>`.
    case integer(Int)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`, kept as its ISO 8601 text.
    case date(String)
    /// `<data>`, decoded from base64.
    case data([UInt8])

    /// A short name of the kind, for messages ("a string", "an array").
    public var kindDescription: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        }
    }
}

extension PlistNode {
    /// The entries when this is a dictionary, else nil.
    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The entry for `key` when this is a dictionary holding it.
    public func entry(_ key: String) -> PlistEntry? {
        entries?.first { $0.key == key }
    }

    /// The value for `key` when this is a dictionary holding it.
    public subscript(key: String) -> PlistNode? {
        entry(key)?.value
    }
}
