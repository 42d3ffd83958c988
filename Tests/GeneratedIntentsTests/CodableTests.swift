import Foundation
import GeneratedIntents
import IntentRuntime
import Testing

/// Intents, responses, enums and custom types survive a JSON round trip (how a host stores a
/// widget's configuration), in a stable wire format, and values stored by other versions
/// (missing keys, enum raw values no longer known) still decode.
@Suite struct CodableTests {
    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> (decoded: T, json: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(value)
        return (try JSONDecoder().decode(T.self, from: data), String(decoding: data, as: UTF8.self))
    }

    @Test func readingLogIntent() throws {
        let intent = ReadingLogIntent(
            book: Bookshelf.messiah, period: .month, pagesPerDay: 7, showProgress: false, shelves: ["A", "B"])
        let (decoded, json) = try roundTrip(intent)
        #expect(decoded == intent)
        #expect(json.contains(#""period":3"#))
        #expect(json.contains(#""shelves":["A","B"]"#))
        // A nil that the definition would default is stored as null, so it comes back as nil.
        let unset = ReadingLogIntent(pagesPerDay: nil, showProgress: nil)
        let (unsetDecoded, unsetJSON) = try roundTrip(unset)
        #expect(unsetDecoded == unset)
        #expect(unsetJSON.contains(#""pagesPerDay":null"#) && !unsetJSON.contains("book"))
    }

    @Test func menuListIntentAndCustomType() throws {
        let intent = MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "3", display: "人物"))
        let (decoded, json) = try roundTrip(intent)
        #expect(decoded == intent)
        #expect(json == #"{"parameter":"Hi","type":{"displayString":"人物","identifier":"3"}}"#)
        #expect(try roundTrip(MenuList(identifier: nil, display: "x")).decoded.identifier == nil)
    }

    @Test func bookKeepsItsProperties() throws {
        let (decoded, _) = try roundTrip(Bookshelf.dune)
        #expect(decoded == Bookshelf.dune)
        #expect(decoded.pageCount == 412 && decoded.author == "Frank Herbert")
    }

    @Test func responses() throws {
        let response = ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune")
        let (decoded, json) = try roundTrip(response)
        #expect(decoded == response)
        #expect(json == #"{"bookTitle":"Dune","code":4,"pages":12}"#)
        let custom = ReadingLogIntentResponse.failureBookNotFound(bookTitle: "Emma")
        #expect(try roundTrip(custom).json.contains(#""code":100"#))
        #expect(try roundTrip(PayToolsIntentResponse(code: .inProgress)).decoded.code == .inProgress)
    }

    @Test func enumsEncodeTheirRawValues() throws {
        for period in ReadingPeriod.allCases {
            let (decoded, json) = try roundTrip(period)
            #expect(decoded == period)
            #expect(json == String(period.rawValue))
        }
        #expect(try decode(ReadingPeriod.self, "9") == .unknown)
        #expect(try decode(ReadingLogIntentResponseCode.self, "101") == .unspecified)
        #expect(throws: DecodingError.self) { try decode(ReadingPeriod.self, #""week""#) }
    }

    // Stored configurations outlive the app version that wrote them.

    @Test func missingKeysTakeTheDefinitionsDefaults() throws {
        // `title` has no default: a configuration stored without it stays unset (the widget
        // shows its placeholder).
        #expect(try decode(ConfigurationIntent.self, "{}").title == nil)
        let readingLog = try decode(ReadingLogIntent.self, "{}")
        #expect(readingLog.book == nil)
        #expect(readingLog.period == .week)
        #expect(readingLog.pagesPerDay == 20)
        #expect(readingLog.showProgress == true)
        #expect(readingLog.shelves == [])
        #expect(readingLog == ReadingLogIntent())
        #expect(try decode(MyIntentIntent.self, "{}") == MyIntentIntent())
        let response = try decode(ReadingLogIntentResponse.self, "{}")
        #expect(response.code == .unspecified && response.pages == nil)
    }

    @Test func unknownEnumRawValuesBecomeTheUnknownCase() throws {
        let intent = try decode(ReadingLogIntent.self, #"{"period":42,"pagesPerDay":3}"#)
        #expect(intent.period == .unknown)
        #expect(intent.pagesPerDay == 3)
        #expect(try decode(ReadingLogIntentResponse.self, #"{"code":250,"pages":2}"#).code == .unspecified)
    }

    @Test func customTypesWithoutNewerPropertiesDecode() throws {
        let book = try decode(Book.self, #"{"identifier":"b7","displayString":"Emma"}"#)
        #expect(book == Book(identifier: "b7", display: "Emma"))
        #expect(book.title == nil && book.pageCount == nil)
        let intent = try decode(ReadingLogIntent.self, #"{"book":{"displayString":"Emma"}}"#)
        #expect(intent.book?.identifier == nil && intent.book?.displayString == "Emma")
        #expect(throws: DecodingError.self) { try decode(Book.self, #"{"identifier":"b7"}"#) }
    }

    @Test func valuesOfTheWrongTypeStillFail() {
        #expect(throws: DecodingError.self) { try decode(ReadingLogIntent.self, #"{"pagesPerDay":"many"}"#) }
        #expect(throws: DecodingError.self) { try decode(ReadingLogIntent.self, #"{"shelves":"A"}"#) }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func widgetIntentsWithFewOrNoParameters() throws {
        #expect(try roundTrip(ConfigurationIntent(title: "Bonjour")).decoded.title == "Bonjour")
        let (decoded, json) = try roundTrip(PayToolsIntent())
        #expect(decoded == PayToolsIntent())
        #expect(json == "{}")
    }
}
