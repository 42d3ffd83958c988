import Foundation
import IntentRuntime
import Testing

/// Enums decode raw values this version does not know as their unknown case, as every generated
/// enum's own `init(from:)` did; enums without one fail as `RawRepresentable` coding does.
@Suite struct IntentTolerantEnumTests {
    @Test func knownRawValuesDecodeAndEncodeAsThemselves() throws {
        #expect(try JSONCoding.decode([Period].self, "[0,1,2]") == [.unknown, .day, .week])
        #expect(try JSONCoding.encode([Period.day, .week]) == "[1,2]")
        #expect(try JSONCoding.decode(Format.self, "2") == .ebook)
    }

    @Test func unknownRawValuesBecomeTheUnknownCase() throws {
        #expect(try JSONCoding.decode([Period].self, "[9,-3,1]") == [.unknown, .unknown, .day])
        #expect(try JSONCoding.decode(ShelfIntentResponseCode.self, "250") == .unspecified)
        #expect(try JSONCoding.decode(ShelfIntentResponseCode.self, "100") == .failureBookNotFound)
    }

    @Test func theUnknownCaseIsTheRawValueZeroCase() {
        #expect(Period.unknownCase == .unknown)
        #expect(ShelfIntentResponseCode.unknownCase == .unspecified)
        #expect(Format.unknownCase == nil)
    }

    @Test func enumsWithoutAnUnknownCaseRejectUnknownRawValues() {
        #expect(throws: DecodingError.self) { try JSONCoding.decode(Format.self, "7") }
    }

    @Test func valuesOfTheWrongTypeStillFail() {
        #expect(throws: DecodingError.self) { try JSONCoding.decode(Period.self, #""week""#) }
        #expect(throws: DecodingError.self) { try JSONCoding.decode(Period.self, "null") }
    }

    @Test func responseCodesHaveXcodesBuiltInRawValues() {
        let builtIns: [ShelfIntentResponseCode] = [
            .unspecified, .ready, .continueInApp, .inProgress, .success, .failure, .failureRequiringAppLaunch,
        ]
        #expect(builtIns.map(\.rawValue) == Array(0...6))
        #expect(rawValues(of: ShelfIntentResponseCode.self) == [0, 1, 2, 3, 4, 5, 6])
    }

    /// The built-in codes reached through the protocol alone, as generic host code sees them.
    private func rawValues<Code: IntentResponseCode>(of _: Code.Type) -> [Int] {
        [Code.unspecified, .ready, .continueInApp, .inProgress, .success, .failure, .failureRequiringAppLaunch]
            .map(\.rawValue)
    }

    @Test func enumerationsCarryTheirDisplayNames() {
        #expect(displayNames(of: Period.self) == ["unknown", "Day", "Week"])
        #expect(Period.typeDisplayName.key == "p0")
    }

    private func displayNames<E: IntentEnumeration>(of _: E.Type) -> [String] {
        E.allCases.map(\.displayName.defaultValue)
    }
}
