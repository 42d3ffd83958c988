/// Storage for a custom-type property whose type contains the property's owner (a `Category`
/// with a `parent: Category?`), which a struct cannot hold inline.
///
/// The value lives on the heap, but the box behaves as the optional value it holds: equality,
/// hashing and coding see only ``value``, and copies share storage until one is changed.
/// Generated code keeps the public property and stores it in a box under the same coding key:
///
/// ```swift
/// public var parent: Category? {
///     get { _parent.value }
///     set { _parent.value = newValue }
/// }
/// private var _parent = IntentIndirect<Category>()
/// private enum CodingKeys: String, CodingKey {
///     case _parent = "parent"
/// }
/// ```
///
/// In a keyed container an empty box is left out and a missing key decodes as an empty box, so
/// synthesized coding writes and reads exactly what an optional property would.
public struct IntentIndirect<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The heap cell; immutable, so sharing it between copies is safe.
    private final class Cell: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var cell: Cell?

    /// Creates a box holding `value`; empty by default.
    public init(_ value: Value? = nil) {
        cell = value.map(Cell.init)
    }

    /// The value held, nil when empty.
    public var value: Value? {
        get { cell?.value }
        set { cell = newValue.map(Cell.init) }
    }

    /// Boxes are equal when the values they hold are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
    }

    /// Hashes the value held, as the optional value itself hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// Decodes the value, or an empty box from `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(container.decodeNil() ? nil : try container.decode(Value.self))
    }

    /// Encodes the value, or `null` when empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension KeyedDecodingContainer {
    /// The box stored under `key`: empty when the key is missing or `null`, as an optional
    /// property would decode.
    public func decode<Value>(_ type: IntentIndirect<Value>.Type, forKey key: Key) throws -> IntentIndirect<Value> {
        IntentIndirect(try decodeIfPresent(Value.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Writes the box's value under `key`, or nothing when it is empty, as an optional property
    /// would encode.
    public mutating func encode<Value>(_ box: IntentIndirect<Value>, forKey key: Key) throws {
        try encodeIfPresent(box.value, forKey: key)
    }
}
