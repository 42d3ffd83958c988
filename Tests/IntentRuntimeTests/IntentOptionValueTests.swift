import IntentRuntime
import Testing

@Suite struct IntentOptionValueTests {
    let offered = [
        MenuItem(identifier: "aerial", display: "航拍", detail: "new"),
        MenuItem(identifier: "city", display: "城市"),
        MenuItem(identifier: "people", display: "人物"),
    ]

    @Test func objectMatchByIdentifierReturnsTheOfferedItem() {
        let stored = MenuItem(identifier: "aerial", display: "Aerial (old name)", detail: "old")
        let match = stored.matched(in: offered)
        #expect(match?.identifier == "aerial")
        #expect(match?.displayString == "航拍")
        #expect(match?.detail == "new")
    }

    @Test func objectNoLongerOfferedResolvesToNil() {
        let stored = MenuItem(identifier: "pets", display: "宠物")
        #expect(stored.matched(in: offered) == nil)
    }

    @Test func objectWithoutIdentifierNeverMatches() {
        let offeredWithoutIdentifier = [MenuItem(identifier: nil, display: "航拍")]
        let stored = MenuItem(identifier: nil, display: "航拍")
        #expect(stored.matched(in: offeredWithoutIdentifier) == nil)
    }

    @Test func objectMatchIgnoresDisplayText() {
        let stored = MenuItem(identifier: "nowhere", display: "城市")
        #expect(stored.matched(in: offered) == nil)
    }

    @Test func equatableValuesMatchByEquality() {
        #expect("week".matched(in: ["day", "week"]) == "week")
        #expect("year".matched(in: ["day", "week"]) == nil)
        #expect((20).matched(in: [10, 20]) == 20)
    }

    @Test func peopleWithAnIdentifierMatchByIdentifier() {
        let options = [
            IntentPersonValue(identifier: "p1", displayName: "Ada Lovelace", handle: "ada@example.com"),
            IntentPersonValue(identifier: "p2", displayName: "Alan Turing"),
        ]
        let renamed = IntentPersonValue(identifier: "p1", displayName: "Ada", handle: "old@example.com")
        #expect(renamed.matched(in: options) == options[0])
        #expect(IntentPersonValue(identifier: "p9", displayName: "Ada Lovelace").matched(in: options) == nil)
    }

    @Test func peopleWithoutAnIdentifierMatchByEquality() {
        let anonymous = IntentPersonValue(displayName: "Grace Hopper", handle: "grace@example.com")
        #expect(anonymous.matched(in: [anonymous]) == anonymous)
        #expect(anonymous.matched(in: [IntentPersonValue(displayName: "Grace Hopper")]) == nil)
    }

    @Test func genericObjectsMatchByIdentifier() {
        let options = [IntentGenericObject(identifier: "1", display: "One")]
        let stored = IntentGenericObject(identifier: "1", display: "Uno")
        #expect(stored.matched(in: options)?.displayString == "One")
    }
}
