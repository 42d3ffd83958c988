import AppIntents
import Foundation

/// Log Reading
///
/// Logs what you read.
/// Every day.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct LogReadingAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    /// The class name of the intent this one replaces: configured widgets and shortcuts of that intent migrate to this
    /// one.
    static let intentClassName = "LogReadingIntent"
    static var title: LocalizedStringResource {
        LocalizedStringResource("title-LogReading", defaultValue: "Log Reading", table: "BookClub")
    }
    static var description: IntentDescription? {
        IntentDescription("Logs what you read.\u{A}Every day.")
    }

    /// Book
    @Parameter(title: LocalizedStringResource("id-book", defaultValue: "Book", table: "BookClub"))
    var book: BookAppEntity?

    /// Period
    @Parameter(title: LocalizedStringResource("id-period", defaultValue: "Period", table: "BookClub"), default: .week)
    var period: PeriodAppEnum?

    /// Pages per day
    @Parameter(
        title: LocalizedStringResource("id-pagesPerDay", defaultValue: "Pages per day", table: "BookClub"),
        default: 20,
        inclusiveRange: (1, 1_000_000)
    )
    var pagesPerDay: Int?

    @Parameter(title: "speed", inclusiveRange: (0.5, 1.7976931348623157e+308))
    var speed: [Double]?

    @Parameter(title: "shared", default: true)
    var shared: Bool?

    @Parameter(title: "tags", optionsProvider: TagsOptionsProvider())
    var tags: [String]?
    /// The options of `tags`.
    struct TagsOptionsProvider: DynamicOptionsProvider {
        // TODO: provideTagsOptionsCollection(for:) was handed the whole intent. If its logic
        // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
        // @IntentParameterDependency<LogReadingAppIntent>(\.$book) var intent
        /// The options offered.
        func results() async throws -> [String] {
            // TODO: Move the logic of provideTagsOptionsCollection(for:) here.
            return []
        }
    }

    @Parameter(title: "note", default: "Hi \"there\"")
    var note: String?

    @Parameter(title: "mood")
    var mood: MoodAppEnum?

    // Not migrated: parameter 'distance' of the definition.
    // App Intents cannot hold its type, so the values users stored for it are lost.

    @Parameter(title: "file")
    var file: IntentFile?

    // Not migrated: parameter 'friend' of the definition.
    // App Intents cannot hold its type, so the values users stored for it are lost.

    // Not migrated: parameter 'thing' of the definition.
    // App Intents cannot hold its type, so the values users stored for it are lost.

    @Parameter(title: "minutes", inclusiveRange: (60, 7200))
    var minutes: Double?

    @Parameter(title: "offset")
    var offset: Int?

    @Parameter(title: "moods")
    var moods: [MoodAppEnum]?

    @Parameter(title: "chapter", optionsProvider: ChapterOptionsProvider())
    var chapter: String?
    /// The options of `chapter`.
    struct ChapterOptionsProvider: DynamicOptionsProvider {
        // TODO: provideChapterOptionsCollection(for:) was handed the whole intent. If its logic
        // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
        // @IntentParameterDependency<LogReadingAppIntent>(\.$book) var intent
        /// The value a new configuration starts with.
        func defaultResult() async -> String? {
            // TODO: Move the logic of defaultChapter(for:) here.
            return nil
        }
        /// The options offered.
        func results() async throws -> [String] {
            // TODO: Move the logic of provideChapterOptionsCollection(for:) here.
            return []
        }
    }

    @Parameter(title: "shelf", optionsProvider: ShelfOptionsProvider())
    var shelf: String?
    /// The options of `shelf`.
    struct ShelfOptionsProvider: DynamicOptionsProvider {
        // TODO: provideShelfOptionsCollection(for:) was handed the whole intent. If its logic
        // reads the intent's other parameters, declare those it reads here (iOS 17), e.g.
        // @IntentParameterDependency<LogReadingAppIntent>(\.$book) var intent
        /// The value a new configuration starts with.
        func defaultResult() async -> String? {
            // TODO: Move the logic of defaultShelf(for:) here.
            return nil
        }
        /// The options offered.
        func results() async throws -> [String] {
            // TODO: Move the logic of provideShelfOptionsCollection(for:) here.
            return []
        }
    }

    // Not migrated: parameter 'weight' of the definition.
    // App Intents cannot hold its type, so the values users stored for it are lost.

    /// The parameters Shortcuts and the widget editor show, from the definition's relationships.
    static var parameterSummary: some ParameterSummary {
        When(\.$period, .equalTo, .week) {
            Summary {
                \.$book
                \.$period
                \.$pagesPerDay
                \.$speed
                \.$shared
                \.$tags
                \.$note
                \.$mood
                \.$file
                \.$minutes
                \.$offset
                \.$moods
                \.$chapter
                \.$shelf
            }
        } otherwise: {
            Summary {
                \.$book
                \.$period
                \.$pagesPerDay
                \.$speed
                \.$shared
                \.$tags
                \.$mood
                \.$file
                \.$minutes
                \.$offset
                \.$moods
                \.$chapter
                \.$shelf
            }
        }
    }

    /// What a successful `perform()` answers with: the code and parameters of the intent's old response.
    struct Response {
        /// The success codes of the definition.
        enum Code {
            case success
        }

        /// The outcome.
        var code: Code
        var pagesRead: Int?
        var book: BookAppEntity?
    }

    /// How the intent fails, from the definition's failure codes: `perform()` throws one, and Shortcuts and Siri stop
    /// and show its text.
    enum Failure: Error, CustomLocalizedStringResourceConvertible {
        /// No <book>.
        case failureNoBook(book: BookAppEntity?)
        /// <pages> is too much
        case failureTooManyPages(pages: Int?)

        /// What Shortcuts and Siri show.
        var localizedStringResource: LocalizedStringResource {
            switch self {
            case .failureNoBook(let book):
                return LocalizedStringResource(
                    "f-failureNoBook",
                    defaultValue: "No \(LogReadingAppIntent.text(book)).",
                    table: "BookClub"
                )
            case .failureTooManyPages(let pages):
                return LocalizedStringResource(
                    "f-failureTooManyPages",
                    defaultValue: "\(LogReadingAppIntent.text(pages)) is too much",
                    table: "BookClub"
                )
            }
        }
    }

    /// Runs the intent.
    func perform() async throws -> some IntentResult & ProvidesDialog {
        // TODO: Move the logic of handle(intent:) here.
        // A failure throws, and Shortcuts and Siri stop and show its text:
        // throw Failure.failureNoBook(book: …)
        let response = Response(code: .success)
        return .result(dialog: Self.dialog(for: response))
    }

    /// The dialog of the response's code, from the definition's format strings.
    private static func dialog(for response: Response) -> IntentDialog {
        switch response.code {
        case .success:
            return IntentDialog(
                LocalizedStringResource(
                    "f-success",
                    defaultValue: "You read \(Self.text(response.pagesRead)) pages of \(Self.text(response.book)).",
                    table: "BookClub"
                )
            )
        }
    }

    /// A value as dialog text; nothing when it is missing.
    private static func text<T>(_ value: T?) -> String {
        return value.map { "\($0)" } ?? ""
    }

    /// An App Entity or App Enum as dialog text: its display title; nothing when it is missing.
    private static func text<T: CustomLocalizedStringResourceConvertible>(_ value: T?) -> String {
        return value.map { String(localized: $0.localizedStringResource) } ?? ""
    }
}
