import GeneratedIntents
import IntentRuntime
import Testing

/// Memberwise initializers default to the definitions' values; `validate()` reports each bound
/// violation.
@Suite struct DefaultsAndValidationTests {
    @Test func initializersTakeTheDefinitionsDefaults() {
        let log = ReadingLogIntent()
        #expect(log.book == nil)
        #expect(log.period == .week)
        #expect(log.pagesPerDay == 20)
        #expect(log.showProgress == true)
        #expect(log.shelves == [])
        #expect(ConfigurationIntent().title == nil, "no default: an unconfigured widget shows its placeholder")
        #expect(MyIntentIntent() == MyIntentIntent(parameter: nil, type: nil))
    }

    @Test func bookPropertiesDefaultToNothing() {
        let book = Book(identifier: "b", display: "B")
        #expect(book.title == nil && book.author == nil && book.pageCount == nil)
        #expect(book == Book(identifier: "b", display: "B", title: nil, author: nil, pageCount: nil))
    }

    @Test(arguments: [1, 20, 500])
    func pagesWithinBoundsAreValid(pages: Int) {
        #expect(ReadingLogIntent(pagesPerDay: pages).validate() == [])
    }

    @Test func unsetPagesAreValid() {
        #expect(ReadingLogIntent(pagesPerDay: nil).validate() == [])
    }

    @Test func pagesBelowTheMinimum() {
        let issues = ReadingLogIntent(pagesPerDay: 0).validate()
        #expect(issues.map(\.kind) == [.belowMinimum(1)] && issues.map(\.value) == [0])
        // The definition's own text for lessThanMinimumValue, with its key.
        #expect(
            issues.map(\.reason) == [
                IntentLocalizedText("${displayName} can’t be lower than ${minimumValue}.", key: "99dTCZ")
            ])
        #expect(issues.map(\.description) == ["pagesPerDay can’t be lower than 1."])
        #expect(ReadingLogIntent(pagesPerDay: -3).validate().map(\.kind) == [.belowMinimum(1)])
    }

    @Test func pagesAboveTheMaximum() {
        let issues = ReadingLogIntent(pagesPerDay: 501).validate()
        #expect(issues.map(\.kind) == [.aboveMaximum(500)] && issues.map(\.value) == [501])
        #expect(issues.map(\.reason?.key) == ["dV40J5"])
        #expect(issues.map(\.description) == ["pagesPerDay can’t be higher than 500."])
    }

    @Test func intentsWithoutBoundsHaveNothingToReport() {
        #expect(MyIntentIntent().validate() == [])
        #expect(ConfigurationIntent(title: nil).validate() == [])
        #expect(PayToolsIntent().validate() == [])
    }
}
