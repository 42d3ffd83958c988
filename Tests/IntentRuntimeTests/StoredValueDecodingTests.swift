import Foundation
import IntentRuntime
import Testing

/// The decode-with-default helpers read stored values exactly as today's generated `init(from:)`
/// bodies do: a missing key takes the definition's default, `null` means unset where a property
/// is optional, unknown raw values of enums without an unknown case read as nil or are dropped.
@Suite struct StoredValueDecodingTests {
    @Test func missingKeysTakeTheDefinitionsDefaults() throws {
        let intent = try JSONCoding.decode(ShelfIntent.self, "{}")
        #expect(intent.book == nil)
        #expect(intent.period == .week)
        #expect(intent.pagesPerDay == 20)
        #expect(intent.showProgress == true)
        #expect(intent.shelves == [])
        #expect(intent.format == .paper)
        #expect(intent.formats == [])
        #expect(intent == ShelfIntent())
    }

    @Test func nullMeansUnsetWhereThePropertyIsOptionalAndDefaultElsewhere() throws {
        let json =
            #"{"format":null,"formats":null,"pagesPerDay":null,"period":null,"shelves":null,"showProgress":null}"#
        let intent = try JSONCoding.decode(ShelfIntent.self, json)
        #expect(intent.pagesPerDay == nil)
        #expect(intent.showProgress == nil)
        #expect(intent.format == nil)
        #expect(intent.period == .week)
        #expect(intent.shelves == [])
        #expect(intent.formats == [])
    }

    @Test func unknownRawValuesOfEnumsWithoutAnUnknownCaseReadAsNilOrAreDropped() throws {
        let intent = try JSONCoding.decode(ShelfIntent.self, #"{"format":9,"formats":[2,9,1],"period":42}"#)
        #expect(intent.format == nil)
        #expect(intent.formats == [.ebook, .paper])
        #expect(intent.period == .unknown)
    }

    @Test func storedValuesWin() throws {
        let json = #"{"format":2,"formats":[1],"pagesPerDay":7,"period":1,"shelves":["A"],"showProgress":false}"#
        let intent = try JSONCoding.decode(ShelfIntent.self, json)
        #expect(
            intent
                == ShelfIntent(
                    period: .day, pagesPerDay: 7, showProgress: false, shelves: ["A"], format: .ebook, formats: [.paper]
                ))
    }

    @Test func nilWithADefaultIsStoredAsNullAndComesBackAsNil() throws {
        let unset = ShelfIntent(pagesPerDay: nil, showProgress: nil, format: nil)
        let json = try JSONCoding.encode(unset)
        #expect(json.contains(#""pagesPerDay":null"#) && json.contains(#""format":null"#) && !json.contains("book"))
        #expect(try JSONCoding.decode(ShelfIntent.self, json) == unset)
    }

    @Test func valuesOfTheWrongTypeStillFail() {
        #expect(throws: DecodingError.self) { try JSONCoding.decode(ShelfIntent.self, #"{"pagesPerDay":"many"}"#) }
        #expect(throws: DecodingError.self) { try JSONCoding.decode(ShelfIntent.self, #"{"shelves":"A"}"#) }
        #expect(throws: DecodingError.self) { try JSONCoding.decode(ShelfIntent.self, #"{"format":"paper"}"#) }
    }

    @Test func responseCodesDefaultToUnspecifiedAndEncodingIsSynthesized() throws {
        #expect(try JSONCoding.decode(ShelfIntentResponse.self, "{}").code == .unspecified)
        #expect(try JSONCoding.decode(ShelfIntentResponse.self, #"{"code":250,"pages":2}"#).code == .unspecified)
        #expect(try JSONCoding.encode(ShelfIntentResponse(code: .success, pages: 12)) == #"{"code":4,"pages":12}"#)
        #expect(try JSONCoding.encode(ShelfIntentResponse(code: .failureBookNotFound)) == #"{"code":100}"#)
    }
}
