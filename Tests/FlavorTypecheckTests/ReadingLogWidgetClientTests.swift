import Testing

/// A reading-log widget written the App Intents way — a `WidgetConfigurationIntent` with an
/// entity, an enumeration, a bounded integer, a Boolean and a list; an
/// `AppIntentTimelineProvider` over it; `AppIntentConfiguration(kind:intent:provider:)` —
/// typechecks against the stand-ins in Swift 6 mode, and an API App Intents lacks is refused.
@Suite("Stand-ins: a reading-log widget written against App Intents")
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
        let result = try TypecheckScript.run(flavor: "appintents", swiftVersion: 6, sources: ["ReadingLogIntent.swift": Self.intent, "ReadingLogWidget.swift": Self.widget])
        #expect(result.status == 0, "\(result.text)")
    }

    /// Every definition parameter type has an App Intents counterpart a translator can
    /// declare: text, numbers, Boolean, date components, URL, file, placemark, person, duration,
    /// lists.
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
                @Parameter(title: "Length", defaultValue: 60, defaultUnit: .minutes)
                var length: Measurement<UnitDuration>?
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
        let result = try TypecheckScript.run(flavor: "appintents", swiftVersion: 6, sources: ["EveryType.swift": source])
        #expect(result.status == 0, "\(result.text)")
    }

    /// A bound on a list of strings is not something App Intents offers: the stand-ins refuse it.
    @Test func refusesAParameterOptionTheSDKLacks() throws {
        let bounded = Self.intent.replacingOccurrences(
            of: #"@Parameter(title: "Shelves", requestValueDialog: "Which shelves?")"#,
            with: #"@Parameter(title: "Shelves", inclusiveRange: (1, 3))"#)
        let lines = bounded.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("inclusiveRange: (1, 3)") }) + 1
        let result = try TypecheckScript.run(flavor: "appintents", swiftVersion: 6, sources: ["ReadingLogIntent.swift": bounded])
        #expect(result.status == 1)
        #expect(result.errors.contains { $0.contains("ReadingLogIntent.swift:\(line):") }, "\(result.text)")
    }
}
