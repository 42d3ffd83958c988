import IntentRuntime
import Testing

@Suite struct IntentOptionMatchingTests {
    let offered = [
        MenuItem(identifier: "aerial", display: "航拍", detail: "new"),
        MenuItem(identifier: "city", display: "城市"),
        MenuItem(identifier: "people", display: "人物"),
    ]

    @Test func objectMatchByIdentifierReturnsTheOfferedItem() {
        let stored = MenuItem(identifier: "aerial", display: "Aerial (old name)", detail: "old")
        let match = IntentOptionMatching.match(stored, in: offered)
        #expect(match?.identifier == "aerial")
        #expect(match?.displayString == "航拍")
        #expect(match?.detail == "new")
    }

    @Test func objectNoLongerOfferedResolvesToNil() {
        let stored = MenuItem(identifier: "pets", display: "宠物")
        #expect(IntentOptionMatching.match(stored, in: offered) == nil)
    }

    @Test func objectWithoutIdentifierNeverMatches() {
        let offeredWithoutIdentifier = [MenuItem(identifier: nil, display: "航拍")]
        let stored = MenuItem(identifier: nil, display: "航拍")
        #expect(IntentOptionMatching.match(stored, in: offeredWithoutIdentifier) == nil)
    }

    @Test func objectMatchIgnoresDisplayText() {
        let stored = MenuItem(identifier: "nowhere", display: "城市")
        #expect(IntentOptionMatching.match(stored, in: offered) == nil)
    }

    @Test func objectArraysKeepStoredOrderAndDropMissing() {
        let stored = [
            MenuItem(identifier: "people", display: "old people"),
            MenuItem(identifier: "pets", display: "宠物"),
            MenuItem(identifier: "aerial", display: "old aerial"),
        ]
        let matched = IntentOptionMatching.match(stored, in: offered)
        #expect(matched.map(\.identifier) == ["people", "aerial"])
        #expect(matched.map(\.displayString) == ["人物", "航拍"])
    }

    @Test func equatableValuesMatchByEquality() {
        #expect(IntentOptionMatching.match("week", in: ["day", "week"]) == "week")
        #expect(IntentOptionMatching.match("year", in: ["day", "week"]) == nil)
        #expect(IntentOptionMatching.match(20, in: [10, 20]) == 20)
    }

    @Test func equatableArraysKeepStoredOrderAndDropMissing() {
        let matched = IntentOptionMatching.match(["c", "x", "a", "c"], in: ["a", "b", "c"])
        #expect(matched == ["c", "a", "c"])
    }

    @Test func peopleWithAnIdentifierMatchByIdentifier() {
        let options = [
            IntentPersonValue(identifier: "p1", displayName: "Ada Lovelace", handle: "ada@example.com"),
            IntentPersonValue(identifier: "p2", displayName: "Alan Turing"),
        ]
        let renamed = IntentPersonValue(identifier: "p1", displayName: "Ada", handle: "old@example.com")
        #expect(IntentOptionMatching.match(renamed, in: options) == options[0])
        #expect(IntentOptionMatching.match(IntentPersonValue(identifier: "p9", displayName: "Ada Lovelace"), in: options) == nil)
        let stored = [IntentPersonValue(identifier: "p2", displayName: "Turing"), IntentPersonValue(identifier: "p9", displayName: "Gone")]
        #expect(IntentOptionMatching.match(stored, in: options) == [options[1]])
    }

    @Test func peopleWithoutAnIdentifierMatchByEquality() {
        let anonymous = IntentPersonValue(displayName: "Grace Hopper", handle: "grace@example.com")
        #expect(IntentOptionMatching.match(anonymous, in: [anonymous]) == anonymous)
        #expect(IntentOptionMatching.match(anonymous, in: [IntentPersonValue(displayName: "Grace Hopper")]) == nil)
    }

    @Test func genericObjectsMatchByIdentifier() {
        let options = [IntentGenericObject(identifier: "1", display: "One")]
        let stored = IntentGenericObject(identifier: "1", display: "Uno")
        #expect(IntentOptionMatching.match(stored, in: options)?.displayString == "One")
    }
}
