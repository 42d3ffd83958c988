// The MenuList widget's Intents extension and widget, as its article writes them against
// Xcode's classes for Definitions/Custom.intentdefinition.
import Intents
import SwiftUI
import WidgetKit

struct MenuItem {
    let id: String
    let name: String
}

enum MenuJson {
    static func createMenuList() -> [MenuItem] {
        [MenuItem(id: "1", name: "航拍"), MenuItem(id: "2", name: "城市"), MenuItem(id: "3", name: "人物")]
    }
}

class IntentHandler: INExtension, MyIntentIntentHandling {
    func provideTypeOptionsCollection(
        for intent: MyIntentIntent, with completion: @escaping (INObjectCollection<MenuList>?, Error?) -> Void
    ) {
        let list = MenuJson.createMenuList().map { (item) -> MenuList in
            .init(identifier: item.id, display: item.name)
        }
        completion(.init(items: list), nil)
    }

    override func handler(for intent: INIntent) -> Any? {
        self
    }
}

struct MenuListEntry: TimelineEntry {
    let date: Date
    let configuration: MyIntentIntent
}

struct MenuListTimelineProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> MenuListEntry {
        MenuListEntry(date: Date(), configuration: MyIntentIntent())
    }

    func getSnapshot(
        for configuration: MyIntentIntent, in context: Context, completion: @escaping (MenuListEntry) -> Void
    ) {
        completion(MenuListEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(
        for configuration: MyIntentIntent, in context: Context, completion: @escaping (Timeline<MenuListEntry>) -> Void
    ) {
        let category = configuration.type?.identifier ?? "1"
        let entry = MenuListEntry(date: Date(), configuration: configuration)
        completion(Timeline(entries: category.isEmpty ? [] : [entry], policy: .atEnd))
    }
}

struct MenuListEntryView: View {
    var entry: MenuListTimelineProvider.Entry

    var body: some View {
        Text(entry.configuration.type?.displayString ?? "航拍")
    }
}

struct MenuListWidget: Widget {
    let kind: String = "MenuListWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: MyIntentIntent.self, provider: MenuListTimelineProvider()) { entry in
            MenuListEntryView(entry: entry)
        }
        .configurationDisplayName("Menu")
        .description("Photos of the chosen category.")
    }
}
