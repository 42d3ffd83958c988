import Testing

@testable import IntentDefinition

/// Binary property lists built byte by byte: every object kind reads to the value the XML form
/// gives, located at line 1, column 1 + its object's offset.
@Suite struct BinaryPlistReaderValueTests {
    typealias B = BinaryPlistBytes

    @Test func everyScalarKindReadsToTheValueOfItsXMLForm() throws {
        let scalars: [([UInt8], PlistValue)] = [
            ([0x09], .boolean(true)),
            ([0x08], .boolean(false)),
            ([0x10, 0xFF], .integer(255)),
            ([0x11, 0xFF, 0xFE], .integer(65_534)),
            ([0x12, 0xFF, 0xFF, 0xFF, 0xFF], .integer(4_294_967_295)),
            (B.integer(-5), .integer(-5)),
            (B.integer(.max), .integer(.max)),
            (B.integer128(high: 0, low: 42), .integer(42)),
            (B.integer128(high: 0, low: .max), .unsignedInteger(.max)),
            (B.integer128(high: 0, low: 1 << 63), .unsignedInteger(1 << 63)),
            (B.integer128(high: .max, low: UInt64(bitPattern: -2)), .integer(-2)),
            (B.real(1.5), .real(1.5)),
            ([0x22] + B.bigEndian(UInt64(Float(0.25).bitPattern), size: 4), .real(0.25)),
            (B.date(725_857_445), .date("2024-01-02T03:04:05Z")),
            (B.date(-1), .date("2000-12-31T23:59:59Z")),
            (B.date(0.75), .date("2001-01-01T00:00:00Z")),
            (B.date(-63_113_904_000), .date("0001-01-01T00:00:00Z")),
            (B.data([0, 1, 2, 0xFF]), .data([0, 1, 2, 0xFF])),
            (B.data([]), .data([])),
            (B.ascii("plain"), .string("plain")),
            (B.ascii(""), .string("")),
            (B.ascii("a string of more than fifteen characters"), .string("a string of more than fifteen characters")),
            (B.utf16("Grüße, 日本 👋"), .string("Grüße, 日本 👋")),
        ]
        let objects = [B.array((1...scalars.count).map { UInt8($0) })] + scalars.map(\.0)
        let offsets = B.offsets(objects)
        let outcome = read(bytes: B.file(objects))
        #expect(outcome.diagnostics.isEmpty)
        let items = try #require(outcome.value?.items)
        #expect(outcome.value?.location == at(1, 9))
        #expect(items.map(\.value) == scalars.map(\.1))
        #expect(items.map(\.location) == offsets.dropFirst().map { at(1, $0 + 1) })
    }

    @Test func nestedContainersAndKeysAreLocatedAtTheirObjects() throws {
        // {"list": [{"name": "x"}], "flag": true}, the key "name" also used as a value.
        let objects: [[UInt8]] = [
            B.dictionary(keys: [1, 2], values: [3, 4]),  // 0
            B.ascii("list"),  // 1
            B.ascii("flag"),  // 2
            B.array([5, 6]),  // 3
            [0x09],  // 4
            B.dictionary(keys: [7], values: [8]),  // 5
            B.ascii("name"),  // 6 (a value: the key string shared)
            B.ascii("name"),  // 7
            B.ascii("x"),  // 8
        ]
        let offsets = B.offsets(objects)
        let outcome = read(bytes: B.file(objects))
        #expect(outcome.diagnostics.isEmpty)
        let root = try #require(outcome.value)
        #expect(root.entries?.map(\.key) == ["list", "flag"])
        #expect(root.entries?.map(\.keyLocation) == [at(1, offsets[1] + 1), at(1, offsets[2] + 1)])
        #expect(root["flag"] == PlistNode(.boolean(true), at: at(1, offsets[4] + 1)))
        let list = try #require(root["list"])
        #expect(list.location == at(1, offsets[3] + 1))
        let items = try #require(list.items)
        #expect(items.count == 2)
        #expect(items[0].location == at(1, offsets[5] + 1))
        #expect(
            items[0].entry("name")
                == PlistEntry(
                    key: "name", keyLocation: at(1, offsets[7] + 1),
                    value: PlistNode(.string("x"), at: at(1, offsets[8] + 1))
                ))
        #expect(items[1] == PlistNode(.string("name"), at: at(1, offsets[6] + 1)))
    }

    @Test func anObjectUsedTwiceIsReadEachTimeAtTheSamePlace() throws {
        // [{"k": 1}, {"k": 1}] with one dictionary object, its key and value shared.
        let objects: [[UInt8]] = [B.array([1, 1]), B.dictionary(keys: [2], values: [3]), B.ascii("k"), [0x10, 1]]
        let offsets = B.offsets(objects)
        let outcome = read(bytes: B.file(objects))
        #expect(outcome.diagnostics.isEmpty)
        let items = try #require(outcome.value?.items)
        let expected = PlistEntry(
            key: "k", keyLocation: at(1, offsets[2] + 1), value: PlistNode(.integer(1), at: at(1, offsets[3] + 1)))
        #expect(items.map { $0.entry("k") } == [expected, expected])
        #expect(items.map(\.location) == [at(1, offsets[1] + 1), at(1, offsets[1] + 1)])
    }

    @Test func widerReferencesAndCountsAfterTheMarkerAreRead() throws {
        // 2-byte references, and an array of 20 items (its count in an integer object).
        let objects: [[UInt8]] = [[0xAF, 0x10, 20] + Array(repeating: [0, 1], count: 20).flatMap { $0 }, [0x10, 7]]
        let outcome = read(bytes: B.file(objects, referenceSize: 2))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value?.items?.map(\.value) == Array(repeating: .integer(7), count: 20))
    }

    @Test func aRepeatedKeyWarnsAndKeepsTheLaterValueWhereItStands() throws {
        // {"a": 1, "b": 2, "a": 3}, the second "a" a string object of its own.
        let objects: [[UInt8]] = [
            B.dictionary(keys: [1, 2, 3], values: [4, 5, 6]), B.ascii("a"), B.ascii("b"), B.ascii("a"),
            [0x10, 1], [0x10, 2], [0x10, 3],
        ]
        let offsets = B.offsets(objects)
        let outcome = read(bytes: B.file(objects))
        #expect(outcome.codes == ["IC013"])
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.location == at(1, offsets[3] + 1))
        #expect(warning.notes.map(\.location) == [at(1, offsets[1] + 1)])
        #expect(warning.message.hasPrefix("duplicate key 'a' in the dictionary; the later value is used"))
        let root = try #require(outcome.value)
        #expect(root.entries?.map(\.key) == ["b", "a"])
        #expect(root["a"] == PlistNode(.integer(3), at: at(1, offsets[6] + 1)))
    }

    @Test func theXMLFormAndTheBinaryFormOfTheSameListAreEqualBesidesLocations() throws {
        let xml = plist(
            """
            <dict>
            \t<key>date</key><date>2024-01-02T03:04:05Z</date>
            \t<key>data</key><data>AAEC/w==</data>
            \t<key>hash</key><integer>18446744073709551615</integer>
            \t<key>text</key><string>Grüße</string>
            </dict>
            """)
        let objects: [[UInt8]] = [
            B.dictionary(keys: [1, 2, 3, 4], values: [5, 6, 7, 8]), B.ascii("date"), B.ascii("data"),
            B.ascii("hash"), B.ascii("text"), B.date(725_857_445), B.data([0, 1, 2, 0xFF]),
            B.integer128(high: 0, low: .max), B.utf16("Grüße"),
        ]
        let fromXML = try #require(read(xml).value?.entries)
        let fromBinary = try #require(read(bytes: B.file(objects)).value?.entries)
        #expect(fromBinary.map(\.key) == fromXML.map(\.key))
        #expect(fromBinary.map(\.value.value) == fromXML.map(\.value.value))
    }
}
