import GeneratedIntents
import IntentRuntime
import Testing

/// Responses: codes numbered as Xcode numbers them, factories per format string, handling with
/// a default confirmation. Enums: raw values and display names from the definition.
@Suite struct ResponseAndEnumTests {
    @Test func responseCodesAreBuiltInThenCustomFrom100() {
        #expect(
            ReadingLogIntentResponseCode.allCases.map { "\($0)=\($0.rawValue)" } == [
                "unspecified=0", "ready=1", "continueInApp=2", "inProgress=3", "success=4", "failure=5",
                "failureRequiringAppLaunch=6", "failureBookNotFound=100",
            ])
        #expect(ReadingLogIntentResponseCode(rawValue: 100) == .failureBookNotFound)
        #expect(ReadingLogIntentResponseCode(rawValue: 7) == nil)
        #expect(MyIntentIntentResponseCode.allCases.map(\.rawValue) == Array(0...6))
        #expect(PayToolsIntentResponseCode.allCases.map(\.rawValue) == Array(0...6))
        #expect(ConfigurationIntentResponseCode.allCases.map(\.rawValue) == Array(0...6))
    }

    @Test func factoriesFillTheCodeAndTheValuesTheirDialogsMention() {
        let success = ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune")
        #expect(success == ReadingLogIntentResponse(code: .success, pages: 12, bookTitle: "Dune"))
        let notFound = ReadingLogIntentResponse.failureBookNotFound(bookTitle: "Emma")
        #expect(notFound.code == .failureBookNotFound)
        #expect(notFound.bookTitle == "Emma")
        #expect(notFound.pages == nil)
        #expect(
            ReadingLogIntentResponse(code: .failure)
                == ReadingLogIntentResponse(code: .failure, pages: nil, bookTitle: nil))
    }

    struct ReadingLogger: ReadingLogIntentHandling {
        let shelf: Bookshelf

        func handle(intent: ReadingLogIntent) async -> ReadingLogIntentResponse {
            guard let book = intent.book else { return ReadingLogIntentResponse(code: .failure) }
            let offered = (try? await shelf.provideBookOptionsCollection(for: intent).allItems) ?? []
            guard offered.contains(where: { $0.identifier == book.identifier }) else {
                return .failureBookNotFound(bookTitle: book.displayString)
            }
            return .success(pages: intent.pagesPerDay ?? 0, bookTitle: book.displayString)
        }
    }

    @Test func handlersAnswerWithResponsesAndConfirmByDefault() async {
        let logger = ReadingLogger(shelf: .sample)
        #expect(await logger.confirm(intent: ReadingLogIntent()).code == .ready)
        #expect(
            await logger.handle(intent: ReadingLogIntent(book: Bookshelf.dune, pagesPerDay: 30))
                == .success(pages: 30, bookTitle: "Dune"))
        let missing = ReadingLogIntent(book: Book(identifier: "x", display: "Ulysses"))
        #expect(await logger.handle(intent: missing) == .failureBookNotFound(bookTitle: "Ulysses"))
        #expect(await logger.handle(intent: ReadingLogIntent()).code == .failure)
    }

    @Test func enumRawValuesFollowTheDefinitionsIndexes() {
        #expect(ReadingPeriod.allCases == [.unknown, .day, .week, .month])
        #expect(ReadingPeriod.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(ReadingPeriod(rawValue: 3) == .month)
        #expect(ReadingPeriod(rawValue: 4) == nil)
    }

    @Test func enumDisplayNamesCarryTheirLocalizationKeys() {
        #expect(
            ReadingPeriod.allCases.map(\.displayName) == [
                IntentLocalizedText("unknown", key: "6TCvY4"), IntentLocalizedText("Day", key: "dhKMlR"),
                IntentLocalizedText("Week", key: "dZQ9Qs"), IntentLocalizedText("Month", key: "TXUuSn"),
            ])
        #expect(ReadingPeriod.typeDisplayName == IntentLocalizedText("Reading Period", key: "HzxgQA"))
        // No translation table: the definition's wording.
        #expect(ReadingPeriod.week.displayName.localized() == "Week")
    }

    @Test func customTypesNameThemselves() {
        #expect(Book.typeDisplayName == IntentLocalizedText("Book", key: "1xYKiu"))
        #expect(MenuList.typeDisplayName == IntentLocalizedText("Menu List", key: "n0DNRU"))
    }
}
