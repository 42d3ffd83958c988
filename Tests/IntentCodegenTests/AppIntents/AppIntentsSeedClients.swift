/// App code for the seed widgets written the App Intents way against intentc's output for
/// `Definitions/`: the logic is the default flavor's options provider (testable on Linux without
/// App Intents), registered once with `AppDependencyManager`; the widgets use
/// `AppIntentTimelineProvider` and `AppIntentConfiguration(kind:intent:provider:)`.
enum AppIntentsSeedClients {
    /// The reading-log widget: a shelf whose default book is the most recently read one.
    static let readingLog = """
        import AppIntents
        import Foundation
        import IntentRuntime
        import SwiftUI
        import WidgetKit

        /// The app's logic, written once against the default flavor's protocol.
        nonisolated struct Bookshelf: ReadingLogIntentOptionsProvider {
            let books = [
                Book(identifier: "dune", display: "Dune", title: "Dune", author: "Frank Herbert", pageCount: 412),
                Book(identifier: "emma", display: "Emma", title: "Emma", author: "Jane Austen", pageCount: 474),
            ]
            /// Identifiers, most recently read first.
            let recentlyRead = ["emma", "dune"]

            func provideBookOptionsCollection(for intent: ReadingLogIntent, searchTerm: String?) async throws
                -> IntentOptionsCollection<Book>
            {
                IntentOptionsCollection(books.filter { searchTerm.map($0.displayString.contains) ?? true })
            }

            func defaultBook(for intent: ReadingLogIntent) -> Book? {
                books.first { $0.identifier == recentlyRead.first }
            }
        }

        enum ReadingLogApp {
            /// Called once at launch, before App Intents asks for options.
            static func registerDependencies() {
                AppDependencyManager.shared.add(dependency: Bookshelf() as any ReadingLogIntentOptionsProvider)
            }
        }

        struct ReadingLogEntry: TimelineEntry {
            let date: Date
            let bookTitle: String
            let pagesPerDay: Int
            let period: ReadingPeriod
            let showsProgress: Bool
        }

        struct ReadingLogProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> ReadingLogEntry {
                entry(for: ReadingLogIntent())
            }

            func snapshot(for configuration: ReadingLogAppIntent, in context: Context) async -> ReadingLogEntry {
                entry(for: ReadingLogIntent(configuration))
            }

            func timeline(for configuration: ReadingLogAppIntent, in context: Context) async -> Timeline<ReadingLogEntry> {
                Timeline(entries: [entry(for: ReadingLogIntent(configuration))], policy: .atEnd)
            }

            /// The widget reads the framework-free intent, as the default flavor's tests do.
            private func entry(for intent: ReadingLogIntent) -> ReadingLogEntry {
                ReadingLogEntry(
                    date: Date(), bookTitle: intent.book?.displayString ?? "No book",
                    pagesPerDay: intent.pagesPerDay ?? 20, period: intent.period,
                    showsProgress: intent.showProgress ?? true)
            }
        }

        struct ReadingLogWidget: Widget {
            let kind = "ReadingLog"

            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: kind, intent: ReadingLogAppIntent.self, provider: ReadingLogProvider()) {
                    entry in
                    VStack {
                        Text(entry.bookTitle)
                        Text("\\(entry.pagesPerDay) pages a day")
                    }
                }
                .configurationDisplayName("Reading Log")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        /// The App Intent's own API is there too: the migrated class name and the parameters.
        func describe(_ configuration: ReadingLogAppIntent) -> String {
            let book: BookAppEntity? = configuration.book
            let period: ReadingPeriodAppEnum = configuration.period ?? .week
            let shelves: [String] = configuration.shelves ?? []
            return ReadingLogAppIntent.intentClassName + (book?.displayString ?? "") + period.rawValue
                + "\\(configuration.pagesPerDay ?? 20) \\(configuration.showProgress ?? true)" + shelves.joined()
        }
        """

    /// The MenuList widget: the menu 航拍 / 城市 / 人物 / 宠物.
    static let menuList = """
        import AppIntents
        import Foundation
        import IntentRuntime
        import SwiftUI
        import WidgetKit

        nonisolated struct Menu: MyIntentIntentOptionsProvider {
            func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws -> IntentOptionsCollection<MenuList> {
                IntentOptionsCollection([
                    MenuList(identifier: "aerial", display: "航拍"), MenuList(identifier: "city", display: "城市"),
                    MenuList(identifier: "people", display: "人物"), MenuList(identifier: "pets", display: "宠物"),
                ])
            }
        }

        enum MenuApp {
            static func registerDependencies() {
                AppDependencyManager.shared.add(dependency: Menu() as any MyIntentIntentOptionsProvider)
            }
        }

        struct MenuEntry: TimelineEntry {
            let date: Date
            let configuration: MyIntentAppIntent
        }

        struct MenuProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> MenuEntry {
                MenuEntry(date: Date(), configuration: MyIntentAppIntent())
            }

            func snapshot(for configuration: MyIntentAppIntent, in context: Context) async -> MenuEntry {
                MenuEntry(date: Date(), configuration: configuration)
            }

            func timeline(for configuration: MyIntentAppIntent, in context: Context) async -> Timeline<MenuEntry> {
                Timeline(entries: [MenuEntry(date: Date(), configuration: configuration)], policy: .atEnd)
            }
        }

        struct MenuListWidget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "MenuList", intent: MyIntentAppIntent.self, provider: MenuProvider()) { entry in
                    Text(entry.configuration.type?.displayString ?? "航拍")
                }
                .configurationDisplayName("Menu")
            }
        }

        /// What the widget shows, through the framework-free type.
        func menuTitle(_ configuration: MyIntentAppIntent) -> String {
            let chosen: MenuListAppEntity? = configuration.type
            return MyIntentIntent(configuration).type?.displayString ?? chosen?.id ?? ""
        }
        """
}
