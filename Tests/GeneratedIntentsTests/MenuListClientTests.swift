import GeneratedIntents
import IntentRuntime
import Testing

/// The client code from the issue, nearly verbatim: every comment there is an assertion here.
@Suite struct MenuListClientTests {
    struct Menu: MyIntentIntentOptionsProvider {
        func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws
            -> IntentOptionsCollection<MenuList>
        {
            IntentOptionsCollection([
                MenuList(identifier: "1", display: "航拍"), MenuList(identifier: "2", display: "城市"),
                MenuList(identifier: "3", display: "人物"), MenuList(identifier: "4", display: "宠物"),
            ])
        }
    }

    @Test func clientCodeBehavesAsItsCommentsSay() async throws {
        var c = MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "2", display: "old"))
        c = try await c.resolved(using: Menu())
        #expect(c.type?.displayString == "城市")
        #expect(c.type?.identifier == "2")
        #expect(c.parameter == "Hi")

        let log = ReadingLogIntent()
        #expect(log.period == .week)
        #expect(log.pagesPerDay == 20)
        #expect(log.showProgress == true)

        let r = ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune")
        #expect(r.code == .success)

        #expect(ReadingLogIntentResponseCode.failureBookNotFound.rawValue == 100)

        let issues = ReadingLogIntent(pagesPerDay: 0).validate()
        #expect(issues.map(\.kind) == [.belowMinimum(1)] && issues.map(\.parameter) == ["pagesPerDay"])
    }

    @Test func aCategoryNoLongerOfferedIsDroppedWithoutAProviderDefault() async throws {
        let stale = MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "9", display: "Food"))
        let resolved = try await stale.resolved(using: Menu())
        #expect(resolved.type == nil)
        #expect(resolved.parameter == "Hi")
    }

    @Test func aValueWithoutIdentifierNeverMatches() async throws {
        let anonymous = MyIntentIntent(type: MenuList(identifier: nil, display: "城市"))
        #expect(try await anonymous.resolved(using: Menu()).type == nil)
    }
}
