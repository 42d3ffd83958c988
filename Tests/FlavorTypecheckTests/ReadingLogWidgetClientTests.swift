import TestSupport
import Testing

/// A reading-log widget written the App Intents way — a `WidgetConfigurationIntent` with an
/// entity, an enumeration, a bounded integer, a Boolean and a list; an
/// `AppIntentTimelineProvider` over it; `AppIntentConfiguration(kind:intent:provider:)` —
/// typechecks on Apple's iOS SDK at iOS 17 (`AppIntentConfiguration`'s first release) in Swift 6
/// mode, and an API App Intents lacks is refused.
@Suite("A reading-log widget written against App Intents", AppleSDK.availability)
struct ReadingLogWidgetClientTests {
    static let intent = """
        import AppIntents
        import Foundation

        struct BookAppEntity: AppEntity {
            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Book" }
            static var defaultQuery: BookAppEntityQuery { BookAppEntityQuery() }

            var id: String
            var displayString: String

            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(displayString)") }
        }

        struct BookAppEntityQuery: EntityStringQuery {
            func entities(for identifiers: [BookAppEntity.ID]) async throws -> [BookAppEntity] {
                identifiers.map { BookAppEntity(id: $0, displayString: $0) }
            }

            func entities(matching string: String) async throws -> [BookAppEntity] { [] }

            func suggestedEntities() async throws -> [BookAppEntity] { [] }

            func defaultResult() async -> BookAppEntity? { nil }
        }

        enum ReadingPeriodAppEnum: String, AppEnum {
            case day
            case week
            case month

            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reading Period" }
            static var caseDisplayRepresentations: [ReadingPeriodAppEnum: DisplayRepresentation] {
                [.day: "Day", .week: "Week", .month: "Month"]
            }
        }

        struct ReadingLogAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "ReadingLogIntent"
            static var title: LocalizedStringResource { "Reading Log" }
            static var description: IntentDescription? { IntentDescription("Pages read in a period.") }

            @Parameter(title: "Book")
            var book: BookAppEntity?

            @Parameter(title: "Period", default: .week)
            var period: ReadingPeriodAppEnum?

            @Parameter(title: "Pages per Day", default: 20, inclusiveRange: (1, 500))
            var pagesPerDay: Int?

            @Parameter(title: "Show Progress", default: true)
            var showProgress: Bool?

            @Parameter(title: "Shelves", requestValueDialog: "Which shelves?")
            var shelves: [String]?

            static var parameterSummary: some ParameterSummary {
                When(\\.$showProgress, .equalTo, true) {
                    Summary("Log \\(\\.$book) per \\(\\.$period)") {
                        \\.$pagesPerDay
                        \\.$shelves
                    }
                } otherwise: {
                    Summary("Log \\(\\.$book)")
                }
            }
        }
        """

    static let widget = """
        import AppIntents
        import Foundation
        import SwiftUI
        import WidgetKit

        struct ReadingLogEntry: TimelineEntry {
            let date: Date
            let bookTitle: String
            let pagesPerDay: Int
        }

        struct ReadingLogProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> ReadingLogEntry {
                ReadingLogEntry(date: Date(), bookTitle: "A Book", pagesPerDay: 20)
            }

            func snapshot(for configuration: ReadingLogAppIntent, in context: Context) async -> ReadingLogEntry {
                entry(for: configuration)
            }

            func timeline(for configuration: ReadingLogAppIntent, in context: Context) async -> Timeline<ReadingLogEntry> {
                Timeline(entries: [entry(for: configuration)], policy: .atEnd)
            }

            private func entry(for configuration: ReadingLogAppIntent) -> ReadingLogEntry {
                ReadingLogEntry(
                    date: Date(), bookTitle: configuration.book?.displayString ?? "No book",
                    pagesPerDay: configuration.pagesPerDay ?? 20)
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
                .description("Pages read per day.")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }
        """

    @Test func typechecksInSwift6() throws {
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("17.0"), swiftVersion: 6,
            sources: ["ReadingLogIntent.swift": Self.intent, "ReadingLogWidget.swift": Self.widget])
        #expect(result.status == 0, "\(result.text)")
    }

    /// Every definition parameter type has an App Intents counterpart a translator can
    /// declare: text, numbers, Boolean, date components, URL, file, placemark, person, duration
    /// (a number of seconds: `Measurement` is not `Sendable` in the SDK, so Swift 6 refuses it in
    /// `@Parameter`), currency amount, lists.
    @Test func parametersOfEveryDefinitionTypeTypecheck() throws {
        let source = """
            import AppIntents
            import CoreLocation
            import Foundation

            struct EveryTypeAppIntent: AppIntent, CustomIntentMigratedAppIntent {
                static let intentClassName = "EveryTypeIntent"
                static var title: LocalizedStringResource { "Every Type" }

                @Parameter(title: "Text", default: "a", inputOptions: String.IntentInputOptions(multiline: true))
                var text: String?
                @Parameter(title: "Count", default: 3, controlStyle: .field, inclusiveRange: (0, 10))
                var count: Int?
                @Parameter(title: "Ratio", controlStyle: .slider, inclusiveRange: (0.0, 1.0))
                var ratio: Double?
                @Parameter(title: "Flag", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
                var flag: Bool?
                @Parameter(title: "When", kind: .date)
                var when: DateComponents?
                @Parameter(title: "Link")
                var link: URL?
                @Parameter(title: "Attachment", supportedTypeIdentifiers: ["public.image"])
                var attachment: IntentFile?
                @Parameter(title: "Place", displayStyle: .city)
                var place: CLPlacemark?
                @Parameter(title: "Friend", mode: .emailOrPhone)
                var friend: IntentPerson?
                @Parameter(title: "Length", default: 60, inclusiveRange: (0, 86_400))
                var length: Double?
                @Parameter(title: "Price", currencyCodes: ["EUR"], inclusiveRange: (0, 100))
                var price: IntentCurrencyAmount?
                @Parameter(title: "Tags", default: ["x"])
                var tags: [String]?

                static var parameterSummary: some ParameterSummary {
                    Summary("Use \\(\\.$text) \\(\\.$count) times") {
                        \\.$ratio
                        \\.$flag
                    }
                }

                func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
                    .result(value: text ?? "", dialog: "Used \\(count ?? 0) times.")
                }
            }
            """
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("17.0"), swiftVersion: 6, sources: ["EveryType.swift": source])
        #expect(result.status == 0, "\(result.text)")
    }

    /// The app's logic reaches queries and intents through App Intents' own dependency
    /// mechanism: registered once with `AppDependencyManager`, read with `@Dependency`.
    @Test func dependenciesRegisteredWithTheManagerAreReadByQueriesAndIntents() throws {
        let dependencies = """
            import AppIntents
            import Foundation

            protocol ReadingLogHandling: Sendable {
                func books() async throws -> [BookAppEntity]
            }

            struct ShelfBooks: ReadingLogHandling {
                func books() async throws -> [BookAppEntity] { [] }
            }

            struct BookLookup: EntityQuery {
                @Dependency var handler: any ReadingLogHandling

                func entities(for identifiers: [BookAppEntity.ID]) async throws -> [BookAppEntity] {
                    try await handler.books().filter { identifiers.contains($0.id) }
                }
            }

            struct LogPagesAppIntent: AppIntent {
                static var title: LocalizedStringResource { "Log Pages" }

                @Dependency(key: "reading-log") var handler: any ReadingLogHandling

                @Parameter(title: "Book", query: BookLookup())
                var book: BookAppEntity?

                func perform() async throws -> some IntentResult & ReturnsValue<[BookAppEntity]> {
                    .result(value: try await handler.books())
                }
            }

            @MainActor func registerReadingLog() {
                AppDependencyManager.shared.add(dependency: ShelfBooks() as any ReadingLogHandling)
                AppDependencyManager.shared.add(key: "reading-log", dependency: ShelfBooks() as any ReadingLogHandling)
            }
            """
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("17.0"), swiftVersion: 6,
            sources: ["ReadingLogIntent.swift": Self.intent, "Dependencies.swift": dependencies])
        #expect(result.status == 0, "\(result.text)")
    }

    /// Relationships become `Switch`/`Case`/`DefaultCase` and `When` summaries, dynamic options
    /// come in sections, and predictions combine: the builders accept what a translator writes.
    @Test func summariesOptionsAndPredictionsTypecheck() throws {
        let source = """
            import AppIntents
            import Foundation

            struct ShelfOptionsProvider: DynamicOptionsProvider {
                func results() async throws -> ItemCollection<String> {
                    ItemCollection {
                        ItemSection("Home") {
                            "Kitchen"
                            "Study"
                        }
                        ItemSection("Work", items: ["Desk"])
                    }
                }

                func defaultResult() async -> String? { "Study" }
            }

            struct SortBooksAppIntent: AppIntent, PredictableIntent {
                static var title: LocalizedStringResource { "Sort Books" }

                @Parameter(title: "Period")
                var period: ReadingPeriodAppEnum?

                @Parameter(title: "Shelf", optionsProvider: ShelfOptionsProvider())
                var shelf: String?

                @Parameter(title: "Pages", inclusiveRange: (1, 500))
                var pages: Int?

                static var parameterSummary: some ParameterSummary {
                    Switch(\\.$period) {
                        Case(.day) {
                            Summary("Sort daily books on \\(\\.$shelf)")
                        }
                        Case([.week, .month]) {
                            When(\\.$pages, .hasAnyValue) {
                                Summary("Sort \\(\\.$pages) pages on \\(\\.$shelf)")
                            } otherwise: {
                                Summary("Sort books on \\(\\.$shelf)")
                            }
                        }
                        DefaultCase {
                            Summary("Sort books")
                        }
                    }
                }

                static var predictionConfiguration: some IntentPredictionConfiguration {
                    IntentPrediction(parameters: (\\.$period, \\.$shelf)) { period, shelf in
                        DisplayRepresentation(title: "Sort \\(shelf ?? "") books", subtitle: "")
                    }
                    IntentPrediction(parameters: \\.$pages) { pages in
                        DisplayRepresentation(title: "Sort \\(pages ?? 0) pages")
                    }
                }

                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: IntentDialog(full: "Sorted the shelf.", supporting: "Sorted."))
                }
            }
            """
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("17.0"), swiftVersion: 6,
            sources: ["ReadingLogIntent.swift": Self.intent, "SortBooks.swift": source])
        #expect(result.status == 0, "\(result.text)")
    }

    /// What App Intents cannot express, Apple's SDK refuses (so a translator that drops it
    /// with a warning is right to): a bound or a widget size on a list of strings, a default on
    /// a date-components parameter, a widget family App Intents lacks.
    @Test(arguments: [
        #"@Parameter(title: "Shelves", inclusiveRange: (1, 3))"#,
        #"@Parameter(title: "Shelves", size: 3)"#,
        #"@Parameter(title: "Shelves", default: DateComponents()) var when: DateComponents?"#,
        #"@Parameter(title: "Shelves", size: [.accessoryCorner: 1]) var books: [BookAppEntity]?"#,
    ])
    func refusesWhatTheSDKCannotExpress(declaration: String) throws {
        let refused = Self.intent.replacingOccurrences(
            of: #"@Parameter(title: "Shelves", requestValueDialog: "Which shelves?")"#, with: declaration)
        let lines = refused.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(declaration) }) + 1
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("17.0"), swiftVersion: 6, sources: ["ReadingLogIntent.swift": refused])
        #expect(result.status == 1)
        #expect(result.errors.contains { $0.contains("ReadingLogIntent.swift:\(line):") }, "\(result.text)")
    }
}
