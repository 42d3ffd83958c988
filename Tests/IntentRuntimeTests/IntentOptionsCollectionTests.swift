import IntentRuntime
import Testing

@Suite struct IntentOptionsCollectionTests {
    @Test func itemsInitializerMakesOneUntitledSection() {
        let collection = IntentOptionsCollection(["航拍", "城市", "人物"])
        #expect(collection.sections.count == 1)
        #expect(collection.sections[0].title == nil)
        #expect(collection.sections[0].items == ["航拍", "城市", "人物"])
        #expect(collection.allItems == ["航拍", "城市", "人物"])
    }

    @Test func allItemsFlattensSectionsInOrder() {
        let collection = IntentOptionsCollection(sections: [
            .init(title: "Recent", items: [3, 1]),
            .init(title: nil, items: []),
            .init(title: "All", items: [2, 4, 1]),
        ])
        #expect(collection.allItems == [3, 1, 2, 4, 1])
        #expect(collection.sections.map(\.title) == ["Recent", nil, "All"])
    }

    @Test func emptyCollectionsHaveNoItems() {
        #expect(IntentOptionsCollection<String>([]).allItems.isEmpty)
        #expect(IntentOptionsCollection<String>(sections: []).allItems.isEmpty)
    }

    @Test func equalityAndHashingFollowSectionsAndTitles() {
        let plain = IntentOptionsCollection(["a", "b"])
        let titled = IntentOptionsCollection(sections: [.init(title: "T", items: ["a", "b"])])
        #expect(plain == IntentOptionsCollection(sections: [.init(title: nil, items: ["a", "b"])]))
        #expect(plain != titled)
        #expect(Set([plain, titled, plain]).count == 2)
    }
}
