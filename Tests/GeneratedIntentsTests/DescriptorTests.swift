import GeneratedIntents
import IntentRuntime
import Testing

/// Each intent's static descriptor states the definition's metadata.
@Suite struct DescriptorTests {
    @Test func readingLogDescribesItsParameters() throws {
        let descriptor = ReadingLogIntent.descriptor
        #expect(descriptor.name == "ReadingLog")
        #expect(descriptor.title == IntentLocalizedText("Reading Log", key: "4t3tGo"))
        #expect(
            descriptor.description?.defaultValue
                == "Shows how much you read and how close you are to your goal")
        #expect(descriptor.isEligibleForWidgets && descriptor.isConfigurable)
        #expect(
            descriptor.parameters.map(\.name) == ["book", "period", "pagesPerDay", "showProgress", "shelves"])
        #expect(descriptor.parameters.allSatisfy { $0.isConfigurable })

        let parameters = Dictionary(uniqueKeysWithValues: descriptor.parameters.map { ($0.name, $0) })
        let book = try #require(parameters["book"])
        #expect(book.valueType == .object("Book"))
        #expect(book.hasDynamicOptions && book.supportsSearch)
        #expect(book.defaultValue == nil)
        #expect(book.displayName == IntentLocalizedText("Book", key: "0XYqaN"))

        let period = try #require(parameters["period"])
        #expect(period.valueType == .enumeration("ReadingPeriod"))
        #expect(period.defaultValue == "week" && !period.hasDynamicOptions)

        let pages = try #require(parameters["pagesPerDay"])
        #expect(pages.valueType == .integer)
        #expect(pages.minimumValue == 1 && pages.maximumValue == 500)
        #expect(pages.defaultValue == "20")

        #expect(parameters["showProgress"]?.valueType == .boolean)
        #expect(parameters["showProgress"]?.defaultValue == "true")
        let shelves = try #require(parameters["shelves"])
        #expect(shelves.valueType == .string && shelves.isArray)
        #expect(descriptor.parameters.filter { $0.isArray }.map(\.name) == ["shelves"])
        #expect(descriptor.parameters.allSatisfy { $0.relationship == nil })
    }

    @Test func menuListDescribesItsDynamicType() {
        let descriptor = MyIntentIntent.descriptor
        #expect(descriptor.name == "MyIntent")
        #expect(descriptor.description?.defaultValue == "Choose the menu list a widget shows")
        #expect(descriptor.parameters.map(\.name) == ["parameter", "type"])
        #expect(descriptor.parameters.map(\.valueType) == [.string, .object("MenuList")])
        #expect(descriptor.parameters.map(\.hasDynamicOptions) == [false, true])
        #expect(descriptor.parameters.map(\.supportsSearch) == [false, false])
    }

    @Test func widgetIntentsWithFewOrNoParameters() {
        #expect(ConfigurationIntent.descriptor.parameters.map(\.name) == ["title"])
        #expect(ConfigurationIntent.descriptor.parameters.first?.defaultValue == nil)
        #expect(ConfigurationIntent.descriptor.isEligibleForWidgets)
        #expect(PayToolsIntent.descriptor.name == "PayTools")
        #expect(PayToolsIntent.descriptor.parameters.isEmpty)
        #expect(PayToolsIntent.descriptor.title.defaultValue == "Pay Tools")
    }
}
