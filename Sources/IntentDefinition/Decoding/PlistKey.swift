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
        self.init(
            parts: (prefix, suffix, "", ""), partCount: 2,
            byteCount: prefix.utf8CodeUnitCount + suffix.utf8CodeUnitCount)
    }

    init(stringLiteral key: StaticString) {
        self.init(parts: (key, "", "", ""), partCount: 1, byteCount: key.utf8CodeUnitCount)
    }

    private init(parts: (StaticString, StaticString, StaticString, StaticString), partCount: Int, byteCount: Int) {
        self.parts = parts
        self.partCount = partCount
        self.byteCount = byteCount
    }

    /// This key followed by `tail` (e.g. the `ID` of a localized text's key).
    func appending(_ tail: StaticString) -> PlistKey {
        var parts = parts
        switch partCount {
        case 1: parts.1 = tail
        case 2: parts.2 = tail
        default:
            precondition(partCount == 3, "a key has at most four parts")
            parts.3 = tail
        }
        return PlistKey(parts: parts, partCount: partCount + 1, byteCount: byteCount + tail.utf8CodeUnitCount)
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
