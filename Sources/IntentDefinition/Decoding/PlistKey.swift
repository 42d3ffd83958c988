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
    /// One literal part: its UTF-8, read once from the static string (which checks its
    /// representation on every access).
    private struct Part {
        let start: UnsafePointer<UInt8>
        let count: Int

        init(_ text: StaticString) {
            start = text.utf8Start
            count = text.utf8CodeUnitCount
        }

        var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }
    }

    /// The parts in order; unused ones are empty.
    private let parts: (Part, Part, Part, Part)
    /// How many parts are used.
    private let partCount: Int
    /// The byte count of the whole key.
    let byteCount: Int

    /// The key `prefix` followed by `suffix`.
    init(_ prefix: StaticString, _ suffix: StaticString) {
        let (head, tail) = (Part(prefix), Part(suffix))
        self.init(parts: (head, tail, Part(""), Part("")), partCount: 2, byteCount: head.count + tail.count)
    }

    init(stringLiteral key: StaticString) {
        let whole = Part(key)
        self.init(parts: (whole, Part(""), Part(""), Part("")), partCount: 1, byteCount: whole.count)
    }

    private init(parts: (Part, Part, Part, Part), partCount: Int, byteCount: Int) {
        self.parts = parts
        self.partCount = partCount
        self.byteCount = byteCount
    }

    /// This key followed by `tail` (e.g. the `ID` of a localized text's key).
    func appending(_ tail: StaticString) -> PlistKey {
        let added = Part(tail)
        var parts = parts
        switch partCount {
        case 1: parts.1 = added
        case 2: parts.2 = added
        default:
            precondition(partCount == 3, "a key has at most four parts")
            parts.3 = added
        }
        return PlistKey(parts: parts, partCount: partCount + 1, byteCount: byteCount + added.count)
    }

    /// Whether the `byteCount` bytes at `bytes` spell this key.
    func isSpelled(by bytes: UnsafePointer<UInt8>) -> Bool {
        var offset = 0
        return Self.part(parts.0, isAt: bytes, offset: &offset) && Self.part(parts.1, isAt: bytes, offset: &offset)
            && Self.part(parts.2, isAt: bytes, offset: &offset) && Self.part(parts.3, isAt: bytes, offset: &offset)
    }

    /// Whether `part` is spelled at `offset` of `bytes`; moves `offset` past it.
    private static func part(_ part: Part, isAt bytes: UnsafePointer<UInt8>, offset: inout Int) -> Bool {
        guard part.count == 0 || memcmp(bytes + offset, part.start, part.count) == 0 else { return false }
        offset += part.count
        return true
    }

    /// The whole key.
    var description: String {
        parts.0.text + parts.1.text + parts.2.text + parts.3.text
    }
}
