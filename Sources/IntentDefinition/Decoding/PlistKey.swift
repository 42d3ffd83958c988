#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A key the decoder asks a dictionary for, as up to four literal parts joined, such as
/// `INIntentParameter` + `Metadata` + `Placeholder` + `ID`.
///
/// The parts are static strings, so asking for one of the dozens of keys of a parameter's
/// vocabulary builds, copies and reference-counts no string: the parts' bytes are compared with
/// the stored key's bytes one after the other, and joined only when a message names the key.
struct PlistKey: ExpressibleByStringLiteral, CustomStringConvertible {
    /// The parts in order; unused ones are empty.
    private let parts: (StaticString, StaticString, StaticString, StaticString)
    /// How many parts are used.
    private let partCount: Int
    /// The byte count of the whole key.
    let byteCount: Int

    /// The key `prefix` followed by `suffix`.
    init(_ prefix: StaticString, _ suffix: StaticString) {
        self.init(parts: (prefix, suffix, "", ""), partCount: 2)
    }

    init(stringLiteral key: StaticString) { self.init(parts: (key, "", "", ""), partCount: 1) }

    private init(parts: (StaticString, StaticString, StaticString, StaticString), partCount: Int) {
        self.parts = parts
        self.partCount = partCount
        byteCount = parts.0.utf8CodeUnitCount + parts.1.utf8CodeUnitCount + parts.2.utf8CodeUnitCount
            + parts.3.utf8CodeUnitCount
    }

    /// This key followed by `tail` (e.g. the `ID` of a localized text's key).
    func appending(_ tail: StaticString) -> PlistKey {
        switch partCount {
        case 1: return PlistKey(parts: (parts.0, tail, "", ""), partCount: 2)
        case 2: return PlistKey(parts: (parts.0, parts.1, tail, ""), partCount: 3)
        default:
            precondition(partCount == 3, "a key has at most four parts")
            return PlistKey(parts: (parts.0, parts.1, parts.2, tail), partCount: 4)
        }
    }

    /// Whether the `byteCount` bytes at `bytes` spell this key.
    func isSpelled(by bytes: UnsafePointer<UInt8>) -> Bool {
        var offset = 0
        return Self.part(parts.0, isAt: bytes, offset: &offset) && Self.part(parts.1, isAt: bytes, offset: &offset)
            && Self.part(parts.2, isAt: bytes, offset: &offset) && Self.part(parts.3, isAt: bytes, offset: &offset)
    }

    /// Whether `part` is spelled at `offset` of `bytes`; moves `offset` past it.
    private static func part(_ part: StaticString, isAt bytes: UnsafePointer<UInt8>, offset: inout Int) -> Bool {
        let count = part.utf8CodeUnitCount
        guard count == 0 || memcmp(bytes + offset, part.utf8Start, count) == 0 else { return false }
        offset += count
        return true
    }

    /// The whole key.
    var description: String {
        "\(parts.0)\(parts.1)\(parts.2)\(parts.3)"
    }
}
