/// The names a scope must not generate, kept in one or more sets, behind a bit filter that
/// rules out nearly every name without hashing it.
///
/// Every name sanitized is looked up here, so hashing each into sets of the file's type names
/// would be a cost of every name. Members start with a lower-case
/// letter and type names with an upper-case one, so a filter on length and first and last
/// byte rejects nearly every lookup. Keeping the sets apart (``adding(_:)``) also spares
/// building the union of every type name with each scope kind's own reserved members.
///
/// The filter is exact for ASCII: two ASCII strings are equal exactly when their bytes are.
/// A non-ASCII name may equal another by canonical equivalence (`String` equality; U+212A
/// KELVIN SIGN equals `K`), so non-ASCII names are always looked up in the sets, and a
/// reserved name that is not ASCII turns the filter off.
struct ReservedNames {
    /// The filter's size in 64-bit words: 4,096 bits.
    private static let filterWords = 64

    /// The reserved names; a name is reserved when any set holds it.
    private var sets: [Set<String>]
    /// One bit per ``filterKey(_:)`` of a reserved ASCII name.
    private var filter: [UInt64]
    /// Whether every reserved name is ASCII, so that the filter may rule names out.
    private var filters: Bool

    /// Reserves the names in `names`.
    init(_ names: Set<String>) {
        sets = []
        filter = Array(repeating: 0, count: Self.filterWords)
        filters = true
        add(names)
    }

    /// These names and those in `names`.
    func adding(_ names: Set<String>) -> ReservedNames {
        var result = self
        result.add(names)
        return result
    }

    /// Whether `name` is reserved.
    func contains(_ name: String) -> Bool {
        contains(name, knownASCII: Self.isASCII(name))
    }

    /// Whether `name` is reserved; `knownASCII` says the caller already knows `name` to be
    /// ASCII (as ``NameSanitizer`` knows of a plain identifier), which spares a pass over its
    /// bytes: that pass was most of a lookup's cost.
    func contains(_ name: String, knownASCII: Bool) -> Bool {
        if filters, knownASCII {
            let key = Self.filterKey(ofASCII: name)
            if filter[key >> 6] & (1 << UInt64(key & 63)) == 0 { return false }
        }
        return sets.contains { $0.contains(name) }
    }

    private mutating func add(_ names: Set<String>) {
        sets.append(names)
        for name in names {
            guard Self.isASCII(name) else {
                filters = false
                continue
            }
            let key = Self.filterKey(ofASCII: name)
            filter[key >> 6] |= 1 << UInt64(key & 63)
        }
    }

    /// The filter bit of an ASCII name, from its length and its first and last bytes.
    ///
    /// Both functions read the bytes in place: going through `String.UTF8View` element by
    /// element decodes an index step for each byte.
    private static func filterKey(ofASCII name: String) -> Int {
        withBytes(of: name) { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return (bytes.count &* 257 &+ Int(first) &* 31 &+ Int(last)) & (filterWords * 64 - 1)
        }
    }

    /// Whether every byte of `name` is ASCII.
    private static func isASCII(_ name: String) -> Bool {
        withBytes(of: name) { bytes in
            var bits: UInt8 = 0
            for byte in bytes { bits |= byte }
            return bits < 0x80
        }
    }

    /// `body` applied to the UTF-8 bytes of `name`.
    private static func withBytes<Result>(
        of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        var name = name
        return name.withUTF8(body)
    }
}
