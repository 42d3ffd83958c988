/// The seed widgets' own code, as their articles write it, against Xcode-compatible classes.
enum SeedWidgetClients {
    /// The MenuList widget's Intents extension (issue 8, point 5) with the menu it reads.
    static let menuListIntentHandler = """
        import Intents

        struct MenuItem {
            let id: String
            let name: String
        }

        enum MenuJson {
            static func createMenuList() -> [MenuItem] {
                [MenuItem(id: "aerial", name: "航拍"), MenuItem(id: "city", name: "城市")]
            }
        }

        class IntentHandler: INExtension, MyIntentIntentHandling {
            func provideTypeOptionsCollection(for intent: MyIntentIntent, with completion: @escaping (INObjectCollection<MenuList>?, Error?) -> Void) {
                let list = MenuJson.createMenuList().map { (item) -> MenuList in
                    .init(identifier: item.id, display: item.name)
                }
                completion(.init(items: list), nil)
            }

            override func handler(for intent: INIntent) -> Any {
                return self
            }
        }
        """

    /// The MenuList widget: a timeline configured by `MyIntentIntent`.
    static let menuListWidget = """
        import Intents
        import SwiftUI
        import WidgetKit

        struct MenuEntry: TimelineEntry {
            let date: Date
            let configuration: MyIntentIntent
        }

        struct MenuProvider: IntentTimelineProvider {
            func placeholder(in context: Context) -> MenuEntry {
                MenuEntry(date: Date(), configuration: MyIntentIntent())
            }

            func getSnapshot(for configuration: MyIntentIntent, in context: Context, completion: @escaping (MenuEntry) -> Void) {
                completion(MenuEntry(date: Date(), configuration: configuration))
            }

            func getTimeline(for configuration: MyIntentIntent, in context: Context, completion: @escaping (Timeline<MenuEntry>) -> Void) {
                let entry = MenuEntry(date: Date(), configuration: configuration)
                completion(Timeline(entries: [entry], policy: .atEnd))
            }
        }

        struct MenuEntryView: View {
            @Environment(\\.widgetFamily) var family
            var entry: MenuProvider.Entry

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(entry.configuration.type?.identifier ?? "aerial")
                        .font(.headline)
                    if family != .systemSmall {
                        Text(entry.configuration.type?.displayString ?? "")
                            .foregroundColor(.secondary)
                    }
                }
                .padding()
                .containerBackground(for: .widget) { Color.white }
            }
        }

        struct MenuListWidget: Widget {
            let kind: String = "MenuListWidget"

            var body: some WidgetConfiguration {
                IntentConfiguration(kind: kind, intent: MyIntentIntent.self, provider: MenuProvider()) { entry in
                    MenuEntryView(entry: entry)
                }
                .configurationDisplayName("Menu")
                .description("Shows the chosen menu list.")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }
        """

    /// The default widget of the template, reading the configured title.
    static let defaultWidget = """
        import Intents
        import SwiftUI
        import WidgetKit

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let configuration: ConfigurationIntent
        }

        struct Provider: IntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: ConfigurationIntent())
            }

            func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
                completion(SimpleEntry(date: Date(), configuration: configuration))
            }

            func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
                let entries = (0..<5).map { hour in
                    SimpleEntry(date: Date().addingTimeInterval(Double(hour) * 3600), configuration: configuration)
                }
                completion(Timeline(entries: entries, policy: .atEnd))
            }
        }

        struct DefaultWidgetEntryView: View {
            var entry: Provider.Entry

            var body: some View {
                Text(entry.configuration.title == nil ? "没有值" : entry.configuration.title!)
            }
        }

        @main
        struct DefaultWidget: Widget {
            let kind: String = "DefaultWidget"

            var body: some WidgetConfiguration {
                IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
                    DefaultWidgetEntryView(entry: entry)
                }
                .configurationDisplayName("My Widget")
                .description("This is an example widget.")
            }
        }
        """
}
