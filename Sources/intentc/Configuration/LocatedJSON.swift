import IntentDefinition

/// A JSON value together with the place its first character was read from.
///
/// Foundation's JSON parser gives no positions; configuration errors must point at the offending
/// key, so `intentc.json` is read with ``LocatedJSONParser`` into this tree instead.
struct LocatedJSON: Equatable, Sendable {
    /// One `"key": value` pair of an object, in file order.
    struct Member: Equatable, Sendable {
        /// The key, unescaped.
        var key: String
        /// Where the key's opening quote is.
        var keyLocation: SourceLocation
        /// The value.
        var value: LocatedJSON
    }

    /// The kinds of JSON value.
    enum Value: Equatable, Sendable {
        /// `{…}`, members in file order (duplicates kept, so they can be reported).
        case object([Member])
        /// `[…]`.
        case array([LocatedJSON])
        /// A string, unescaped.
        case string(String)
        /// A number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    var value: Value
    /// Where the value starts.
    var location: SourceLocation

    /// The JSON name of the value's type, for messages.
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
