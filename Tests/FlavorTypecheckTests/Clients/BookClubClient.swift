// A reading-log widget against Definitions/BookClub.intentdefinition: searchable book options
// with a default, resolution of the number of pages with its unsupported reasons, the response
// factories, and the async forms of the requirements.
import Intents
import SwiftUI
import WidgetKit

final class ReadingLogHandler: NSObject, ReadingLogIntentHandling {
    let library = ["Dune", "Emma", "Ulysses"]

    func resolvePagesPerDay(for intent: ReadingLogIntent) async -> ReadingLogPagesPerDayResolutionResult {
        guard let pages = intent.pagesPerDay.map({ Int($0.intValue) }) else { return .needsValue() }
        if pages < 0 { return .unsupported(forReason: .negativeNumbersNotSupported) }
        if pages > 500 { return .unsupported(forReason: .greaterThanMaximumValue) }
        return .success(with: pages)
    }

    func provideBookOptionsCollection(for intent: ReadingLogIntent, searchTerm: String?) async throws
        -> INObjectCollection<Book>
    {
        let titles = library.filter { searchTerm == nil || $0.contains(searchTerm!) }
        return INObjectCollection(items: titles.map { Book(identifier: $0, display: $0) })
    }

    func defaultBook(for intent: ReadingLogIntent) -> Book? {
        Book(identifier: library[0], display: library[0])
    }

    func handle(intent: ReadingLogIntent) async -> ReadingLogIntentResponse {
        guard let book = intent.book else {
            return .failureBookNotFound(bookTitle: "?")
        }
        let pages = intent.pagesPerDay ?? 20
        let response = ReadingLogIntentResponse.success(pages: pages, bookTitle: book.displayString)
        response.pages = intent.period == .week ? NSNumber(value: Int(pages.intValue) * 7) : pages
        return response
    }
}

struct ReadingEntry: TimelineEntry {
    let date: Date
    let book: String?
    let period: ReadingPeriod
    let shelves: [String]
}

struct ReadingProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry {
        ReadingEntry(date: Date(), book: nil, period: .week, shelves: [])
    }

    func getSnapshot(
        for configuration: ReadingLogIntent, in context: Context, completion: @escaping (ReadingEntry) -> Void
    ) {
        completion(entry(configuration))
    }

    func getTimeline(
        for configuration: ReadingLogIntent, in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void
    ) {
        completion(Timeline(entries: [entry(configuration)], policy: .atEnd))
    }

    private func entry(_ configuration: ReadingLogIntent) -> ReadingEntry {
        let period = configuration.period == .unknown ? ReadingPeriod.week : configuration.period
        return ReadingEntry(
            date: Date(), book: configuration.book?.title, period: period, shelves: configuration.shelves ?? [])
    }
}

struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "ReadingWidget", intent: ReadingLogIntent.self, provider: ReadingProvider()) {
            entry in
            Text(entry.book ?? "No book")
        }
    }
}

/// Resolution results of the file's enum and custom type.
func resolutions(_ period: ReadingPeriod, _ book: Book) -> [INIntentResolutionResult] {
    [
        ReadingPeriodResolutionResult.success(with: period),
        ReadingPeriodResolutionResult.confirmationRequired(with: .month),
        BookResolutionResult.success(with: book),
        BookResolutionResult.disambiguation(with: [book]),
        BookResolutionResult.confirmationRequired(with: nil),
    ]
}
