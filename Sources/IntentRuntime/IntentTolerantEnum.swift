/// An `Int`-backed enum whose stored raw values outlive the version that wrote them: a raw value
/// this version does not know decodes as ``unknownCase`` instead of failing the whole stored
/// value.
///
/// Conforming is all a generated enum does: the default ``unknownCase`` is the case with raw
/// value 0 (`unknown` in Xcode's template, `unspecified` for response codes), and the default
/// `init(from:)` uses it. An enum without a raw-value-0 case decodes unknown raw values as an
/// error, as `RawRepresentable`'s own coding does; a property of such an enum reads them as nil
/// with ``Swift/KeyedDecodingContainer/decodeKnownCase(_:forKey:ifMissing:)``. Encoding writes
/// the raw value.
public protocol IntentTolerantEnum: RawRepresentable, CaseIterable, Codable, Hashable, Sendable, IntentOptionValue
where RawValue == Int {
    /// The case that stands for "no value" and for raw values this version does not know; nil
    /// when the enum has none.
    static var unknownCase: Self? { get }
}

extension IntentTolerantEnum {
    /// The case with raw value 0, if there is one.
    public static var unknownCase: Self? { Self(rawValue: 0) }

    /// Decodes a raw value; one this version does not know becomes ``unknownCase``, or fails
    /// when there is none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(Int.self)
        guard let value = Self(rawValue: rawValue) ?? Self.unknownCase else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot initialize \(Self.self) from invalid Int value \(rawValue)")
        }
        self = value
    }
}
