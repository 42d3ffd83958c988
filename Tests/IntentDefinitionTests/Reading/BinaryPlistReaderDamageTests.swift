import Testing

@testable import IntentDefinition

/// Damaged and hostile binary property lists: each is refused with one error at line 1, column
/// 1 + the offset of what is at fault, and none traps, loops or blows up.
@Suite struct BinaryPlistReaderDamageTests {
    typealias B = BinaryPlistBytes

    /// A damaged file, the code it gets and the column it is reported at.
    struct Damage: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let code: String
        let column: Int
        var testDescription: String { name }
    }

    /// `[true]`: object 0 (an array) at offset 8, object 1 at 10, the offset table at 11.
    static let valid = B.file([B.array([1]), [0x09]])
    static let trailer = valid.count - 32

    /// `valid` with `bytes` written at `offset`.
    static func patched(at offset: Int, _ bytes: [UInt8]) -> [UInt8] {
        var copy = valid
        copy.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        return copy
    }

    /// An array of one item, the object `item`, which is at offset 10.
    static func holding(_ item: [UInt8]) -> [UInt8] { B.file([B.array([1]), item]) }

    static let cases: [Damage] = [
        Damage(name: "only the magic", bytes: Array("bplist".utf8), code: "IC003", column: 1),
        Damage(
            name: "too short for a trailer", bytes: Array("bplist00".utf8) + [0x09] + Array(repeating: 0, count: 31),
            code: "IC003", column: 1),
        Damage(name: "another version", bytes: patched(at: 7, Array("1".utf8)), code: "IC003", column: 1),
        // Cut by a byte, the trailer read starts a byte early: its offset size is the sort version, 0.
        Damage(name: "cut short", bytes: valid.dropLast(), code: "IC003", column: trailer - 1 + 7),
        Damage(name: "offset size 9", bytes: patched(at: trailer + 6, [9]), code: "IC003", column: trailer + 7),
        Damage(name: "reference size 0", bytes: patched(at: trailer + 7, [0]), code: "IC003", column: trailer + 7),
        Damage(
            name: "no objects", bytes: patched(at: trailer + 8, B.bigEndian(0, size: 8)), code: "IC003",
            column: trailer + 9),
        Damage(
            name: "more objects than the table holds", bytes: patched(at: trailer + 8, B.bigEndian(1 << 62, size: 8)),
            code: "IC003", column: trailer + 9),
        Damage(
            name: "offset table past the trailer", bytes: patched(at: trailer + 24, B.bigEndian(.max, size: 8)),
            code: "IC003", column: trailer + 9),
        Damage(
            name: "top object out of range", bytes: patched(at: trailer + 16, B.bigEndian(2, size: 8)), code: "IC003",
            column: trailer + 17),
        Damage(name: "object inside the header", bytes: patched(at: 11, [0, 3]), code: "IC003", column: 12),
        Damage(name: "object in the offset table", bytes: patched(at: 13, [0, 11]), code: "IC003", column: 14),
        Damage(name: "unknown marker", bytes: holding([0x70]), code: "IC003", column: 11),
        Damage(
            name: "integer of 32 bytes", bytes: holding([0x15] + Array(repeating: 0, count: 32)), code: "IC003",
            column: 11),
        Damage(name: "real of 2 bytes", bytes: holding([0x21, 0, 0]), code: "IC003", column: 11),
        Damage(name: "null", bytes: holding([0x00]), code: "IC003", column: 11),
        Damage(name: "fill", bytes: holding([0x0F]), code: "IC003", column: 11),
        Damage(name: "UID", bytes: holding([0x80, 1]), code: "IC003", column: 11),
        Damage(name: "set", bytes: holding([0xC1, 1]), code: "IC003", column: 11),
        Damage(name: "string past the objects", bytes: holding([0x55, 0x61]), code: "IC003", column: 11),
        Damage(name: "integer past the objects", bytes: holding([0x13, 0, 0]), code: "IC003", column: 11),
        Damage(name: "count that is not an integer", bytes: holding([0x5F, 0x50]), code: "IC003", column: 11),
        Damage(name: "count past the objects", bytes: holding([0x5F, 0x13, 0, 0]), code: "IC003", column: 11),
        Damage(
            name: "count of 2^63 items", bytes: holding([0xAF, 0x13] + B.bigEndian(1 << 63, size: 8)), code: "IC003",
            column: 11),
        Damage(name: "reference to no object", bytes: B.file([B.array([2]), [0x09]]), code: "IC003", column: 9),
        Damage(name: "an array holding itself", bytes: B.file([B.array([0])]), code: "IC003", column: 9),
        Damage(
            name: "two arrays holding each other", bytes: B.file([B.array([1]), B.array([0])]), code: "IC003", column: 9
        ),
        Damage(
            name: "a dictionary holding itself through an array",
            bytes: B.file([B.array([1]), B.dictionary(keys: [2], values: [3]), B.ascii("k"), B.array([1])]),
            code: "IC003",
            column: 11),
        Damage(
            name: "key that is not a string",
            bytes: B.file([B.dictionary(keys: [1], values: [2]), [0x10, 1], [0x09]]),
            code: "IC003", column: 12),
        Damage(name: "ASCII string with a byte above 0x7F", bytes: holding([0x51, 0xC3]), code: "IC003", column: 11),
        Damage(
            name: "UTF-16 string with an unpaired surrogate", bytes: holding([0x61, 0xD8, 0x00]), code: "IC003",
            column: 11),
        Damage(name: "date that is not a number", bytes: holding(B.date(.nan)), code: "IC003", column: 11),
        Damage(name: "date beyond the calendar", bytes: holding(B.date(1e300)), code: "IC003", column: 11),
        Damage(name: "128-bit integer", bytes: holding(B.integer128(high: 1, low: 0)), code: "IC015", column: 11),
    ]

    @Test(arguments: cases)
    func damageIsReportedAtWhatIsAtFault(_ damage: Damage) {
        let outcome = read(bytes: damage.bytes)
        #expect(outcome.value == nil)
        #expect(outcome.codes == [damage.code])
        #expect(outcome.diagnostics.first?.location == at(1, damage.column))
    }

    @Test func theMessageSaysWhatIsWrongWhere() {
        #expect(
            read(bytes: Self.holding([0xC1, 1])).diagnostics.map(\.message) == [
                "the object at offset 10 is a set, which a definition cannot hold"
            ])
        #expect(
            read(bytes: B.file([B.array([1]), B.array([0])])).diagnostics.map(\.message) == [
                "the container at offset 8 contains itself"
            ])
    }

    @Test func containersNestUpTo256Deep() throws {
        /// `depth` arrays, each holding the next, the last empty (2-byte references).
        func nested(_ depth: Int) -> [UInt8] {
            let objects = (0..<depth).map { $0 == depth - 1 ? [0xA0] : [0xA1] + B.bigEndian(UInt64($0 + 1), size: 2) }
            return B.file(objects, referenceSize: 2)
        }
        #expect(read(bytes: nested(256)).diagnostics.isEmpty)
        let tooDeep = read(bytes: nested(257))
        #expect(tooDeep.codes == ["IC004"])
        // Object 256 is the 257th array: 256 arrays of 3 bytes after the header before it.
        #expect(tooDeep.diagnostics.first?.location == at(1, 8 + 256 * 3 + 1))
    }

    @Test func sharedValuesCountTowardsTheLimitEachTimeTheyAreUsed() throws {
        // An array using one string of 94 bytes 20 times: each use counts 6 + 94 bytes, the array
        // 6, so a limit of 1000 bytes is passed by the 10th item (6 + 10 × 100).
        let text = String(repeating: "x", count: 94)
        let objects = [B.array(Array(repeating: 1, count: 20)), B.ascii(text)]
        let bytes = B.file(objects)
        let offsets = B.offsets(objects)
        #expect(read(bytes: bytes, options: .init(maximumInputSize: 2006)).diagnostics.isEmpty)
        let outcome = read(bytes: bytes, options: .init(maximumInputSize: 1000))
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC004"])
        #expect(outcome.diagnostics.first?.location == at(1, offsets[1] + 1))
    }

    @Test func containersSharedAtEveryLevelStopAtTheLimitQuickly() throws {
        // 64 arrays, each holding the next twice: 2^64 values spelled out, but 65 objects read.
        let objects = (0..<64).map { B.array([UInt8($0 + 1), UInt8($0 + 1)]) } + [[0x09]]
        let offsets = B.offsets(objects)
        var outcome = ReadOutcome(value: nil, diagnostics: [])
        let seconds = secondsTaken { outcome = read(bytes: B.file(objects)) }
        #expect(outcome.codes == ["IC004"])
        // Array n spelled out counts 6 × (2^(65-n) - 1) bytes, array 42 about 48 MiB: its second
        // use, in array 41, passes the 64 MiB limit.
        #expect(outcome.diagnostics.first?.location == at(1, offsets[42] + 1))
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test func containersSharedBelowTheLimitAreReadAsOneValueTheyShare() throws {
        // 16 levels of two uses each: 2^16 trues spelled out, 17 records.
        let objects = (0..<16).map { B.array([UInt8($0 + 1), UInt8($0 + 1)]) } + [[0x09]]
        let outcome = read(bytes: B.file(objects))
        #expect(outcome.diagnostics.isEmpty)
        var node = try #require(outcome.value)
        for _ in 0..<16 {
            let items = try #require(node.items)
            #expect(items.count == 2 && items[0] == items[1])
            node = items[0]
        }
        #expect(node.value == .boolean(true))
    }
}
