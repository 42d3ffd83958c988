import Foundation
import GeneratedIntents
import IntentRuntime
import Testing

/// Intents, responses, enums and custom types survive a JSON round trip (how a host stores a
/// widget's configuration), in a stable wire format.
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
        #expect(
            try roundTrip(ReadingLogIntent(pagesPerDay: nil, showProgress: nil)).decoded.pagesPerDay == nil)
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
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ReadingPeriod.self, from: Data("9".utf8))
        }
    }

    @Test func widgetIntentsWithFewOrNoParameters() throws {
        #expect(try roundTrip(ConfigurationIntent(title: "Bonjour")).decoded.title == "Bonjour")
        let (decoded, json) = try roundTrip(PayToolsIntent())
        #expect(decoded == PayToolsIntent())
        #expect(json == "{}")
    }
}
