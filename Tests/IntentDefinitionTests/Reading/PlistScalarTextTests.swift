import Testing

@testable import IntentDefinition

@Suite struct PlistScalarTextTests {
    private func integer(_ text: String) -> PlistScalarText.IntegerParse {
        Array(text.utf8).withUnsafeBufferPointer { PlistScalarText.integer($0) }
    }

    @Test(arguments: [
        ("0x1F", PlistScalarText.IntegerParse.value(31)),
        ("0X1f", .value(31)),
        ("-0x10", .value(-16)),
        ("+0XFF", .value(255)),
        ("0", .value(0)),
        ("00", .value(0)),
        ("07", .value(7)),
        (" \t0x7fffffffffffffff\n", .value(Int.max)),
        ("-0x8000000000000000", .value(Int.min)),
        // Above Int.max: unsigned up to UInt64.max, as Xcode writes INIntentHash.
        ("0x8000000000000000", .unsigned(UInt64(Int.max) + 1)),
        ("0xffffffffffffffff", .unsigned(.max)),
        ("0x10000000000000000", .overflow),
        ("-0x8000000000000001", .overflow),
        ("-9223372036854775809", .overflow),
        ("0x", .notAnInteger),
        ("0X", .notAnInteger),
        ("0y5", .notAnInteger),
        ("x5", .notAnInteger),
        ("1x5", .notAnInteger),
        ("0x1G", .notAnInteger),
        ("", .notAnInteger),
        ("-", .notAnInteger),
    ])
    func parsesDecimalAndHexadecimalIntegers(text: String, expected: PlistScalarText.IntegerParse) {
        #expect(integer(text) == expected)
    }
}
