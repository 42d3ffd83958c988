/// Decoding that lets stored configurations evolve: newer versions read what older ones wrote,
/// and the other way round.
///
/// A generated `init(from:)` reads each property with one of these, chosen by how the property is
/// stored:
///
/// | property | call | missing key | `null` |
/// |---|---|---|---|
/// | non-optional (arrays, enums with an unknown case, `code`) | ``decode(_:forKey:default:)`` | default | default |
/// | optional with a definition default | ``decodeIfPresent(_:forKey:ifMissing:)`` | default | nil |
/// | optional enum without an unknown case | ``decodeKnownCase(_:forKey:ifMissing:)`` | default or nil | nil |
/// | array of an enum without an unknown case | ``decodeKnownCases(_:forKey:default:)`` | default | default |
/// | other optionals | `decodeIfPresent(_:forKey:)` | nil | nil |
extension KeyedDecodingContainer {
    /// The value stored under `key`, or `defaultValue` when the key is missing or `null`.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default defaultValue: @autoclosure () -> T) throws
        -> T
    {
        try decodeIfPresent(type, forKey: key) ?? defaultValue()
    }

    /// The value stored under `key`: nil for a stored `null` (a value deliberately left unset),
    /// `missingValue` when the key is missing (a configuration stored before the property existed).
    public func decodeIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, ifMissing missingValue: @autoclosure () -> T?
    ) throws -> T? {
        contains(key) ? try decodeIfPresent(type, forKey: key) : missingValue()
    }

    /// The case whose raw value is stored under `key`; nil for a raw value the enum does not know
    /// or a stored `null`, `missingValue` when the key is missing.
    public func decodeKnownCase<E: RawRepresentable>(
        _ type: E.Type, forKey key: Key, ifMissing missingValue: @autoclosure () -> E? = nil
    ) throws -> E? where E.RawValue: Decodable {
        guard contains(key) else { return missingValue() }
        return try decodeIfPresent(E.RawValue.self, forKey: key).flatMap(E.init(rawValue:))
    }

    /// The cases whose raw values are stored under `key`, in order, without the raw values the
    /// enum does not know; `defaultValue` when the key is missing or `null`.
    public func decodeKnownCases<E: RawRepresentable>(
        _ type: E.Type, forKey key: Key, default defaultValue: @autoclosure () -> [E]
    ) throws -> [E] where E.RawValue: Decodable {
        try decodeIfPresent([E.RawValue].self, forKey: key)?.compactMap(E.init(rawValue:)) ?? defaultValue()
    }
}
