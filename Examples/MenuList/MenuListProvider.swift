import GeneratedIntents
import IntentRuntime

/// The MenuList widget's intent handler: offers the photo categories a user can pick for
/// `MyIntentIntent`'s `type`, as the app's Intents extension would.
struct MenuListProvider: MyIntentIntentOptionsProvider {
    /// The categories, in the order the widget's picker lists them.
    static let categories = [
        MenuList(identifier: "1", display: "航拍"),
        MenuList(identifier: "2", display: "城市"),
        MenuList(identifier: "3", display: "人物"),
        MenuList(identifier: "4", display: "宠物"),
    ]

    func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws
        -> IntentOptionsCollection<MenuList>
    {
        IntentOptionsCollection(Self.categories)
    }

    /// A widget whose category is gone (or was never chosen) shows the first one.
    func defaultType(for intent: MyIntentIntent) -> MenuList? {
        Self.categories.first
    }
}
