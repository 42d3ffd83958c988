import Testing

@testable import IntentDefinition

@Suite("Decoding flags")
struct FlagDecodingTests {
    static let accepted: [(FakePlist, Bool)] = [
        (true, true), (false, false), ("YES", true), ("NO", false), ("yes", true), ("No", false),
        ("true", true), ("FALSE", false), (1, true), (0, false), (1.0, true), (0.0, false),
    ]

    @Test(arguments: accepted.indices)
    func everyFlagSpellingIsAccepted(index: Int) throws {
        let (value, expected) = Self.accepted[index]
        let (intent, diagnostics) = try decodeIntent(["INIntentConfigurable": value])
        #expect(diagnostics.isEmpty)
        #expect(intent.isConfigurable == expected)
    }

    @Test(arguments: [FakePlist("maybe"), FakePlist(2), FakePlist(0.5), FakePlist("")])
    func unreadableFlagIsReportedAndFalse(value: FakePlist) throws {
        let (intent, diagnostics) = try decodeIntent(["INIntentConfigurable": value.at(8, 9)])
        expectSingle(diagnostics, .unreadableFlag, line: 8, column: 9)
        #expect(!intent.isConfigurable)
    }

    @Test func flagThatIsADictionaryIsAWrongKind() throws {
        let (intent, diagnostics) = try decodeIntent(["INIntentConfigurable": FakePlist([:]).at(3, 7)])
        expectSingle(diagnostics, .wrongValueKind, line: 3, column: 7)
        #expect(
            diagnostics.first?.message == "'INIntentConfigurable' holds a dictionary; expected a flag, so it is ignored"
        )
        #expect(!intent.isConfigurable)
    }

    @Test func flagThatIsADateIsAWrongKind() throws {
        let (_, diagnostics) = try decodeIntent([
            "INIntentConfigurable": FakePlist.date("2020-01-01T00:00:00Z").at(3, 8)
        ])
        expectSingle(diagnostics, .wrongValueKind, line: 3, column: 8)
    }
}
