import Foundation
import IntentRuntime

// An intent, its response, code enum, enums and handling protocols written the way generated
// code uses the runtime: conformances instead of per-type boilerplate, `nonisolated` as generated
// types are. The expectations in the tests are the behaviour of today's generated code
// (Generated/BookClub.swift), spelled out.

/// How often the reader reads; raw value 0 is the unknown case.
nonisolated enum Period: Int, IntentEnumeration {
    case unknown = 0
    case day = 1
    case week = 2

    static let typeDisplayName = IntentLocalizedText("Period", key: "p0")

    var displayName: IntentLocalizedText {
        switch self {
        case .unknown: IntentLocalizedText("unknown", key: "p1")
        case .day: IntentLocalizedText("Day", key: "p2")
        case .week: IntentLocalizedText("Week", key: "p3")
        }
    }
}

/// An enum without a raw-value-0 case.
nonisolated enum Format: Int, IntentTolerantEnum {
    case paper = 1
    case ebook = 2
}

/// A reading-log widget configuration.
nonisolated struct ShelfIntent: IntentResolvable {
    var book: MenuItem?
    var period: Period
    var pagesPerDay: Int?
    var showProgress: Bool?
    var shelves: [String]
    var format: Format?
    var formats: [Format]
    var minutes: [Double]

    init(
        book: MenuItem? = nil, period: Period = .week, pagesPerDay: Int? = 20, showProgress: Bool? = true,
        shelves: [String] = [], format: Format? = .paper, formats: [Format] = [], minutes: [Double] = []
    ) {
        self.book = book
        self.period = period
        self.pagesPerDay = pagesPerDay
        self.showProgress = showProgress
        self.shelves = shelves
        self.format = format
        self.formats = formats
        self.minutes = minutes
    }

    private enum CodingKeys: String, CodingKey {
        case book, period, pagesPerDay, showProgress, shelves, format, formats, minutes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        book = try container.decodeIfPresent(MenuItem.self, forKey: .book)
        period = try container.decode(Period.self, forKey: .period, default: .week)
        pagesPerDay = try container.decodeIfPresent(Int.self, forKey: .pagesPerDay, ifMissing: 20)
        showProgress = try container.decodeIfPresent(Bool.self, forKey: .showProgress, ifMissing: true)
        shelves = try container.decode([String].self, forKey: .shelves, default: [])
        format = try container.decodeKnownCase(Format.self, forKey: .format, ifMissing: .paper)
        formats = try container.decodeKnownCases(Format.self, forKey: .formats, default: [])
        minutes = try container.decode([Double].self, forKey: .minutes, default: [])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(book, forKey: .book)
        try container.encode(period, forKey: .period)
        try container.encode(pagesPerDay, forKey: .pagesPerDay)
        try container.encode(showProgress, forKey: .showProgress)
        try container.encode(shelves, forKey: .shelves)
        try container.encode(format, forKey: .format)
        try container.encode(formats, forKey: .formats)
        try container.encode(minutes, forKey: .minutes)
    }

    static let descriptor = IntentDescriptor(
        name: "Shelf", title: "Shelf",
        parameters: [
            IntentParameterDescriptor(
                name: "book", valueType: .object("MenuItem"), hasDynamicOptions: true, isRequired: true),
            IntentParameterDescriptor(name: "period", valueType: .enumeration("Period"), isRequired: true),
            IntentParameterDescriptor(
                name: "pagesPerDay", valueType: .integer, minimumValue: 1, maximumValue: 500,
                negativeNumbersNotSupported: true),
            IntentParameterDescriptor(name: "showProgress", valueType: .boolean),
            IntentParameterDescriptor(name: "shelves", valueType: .string, isArray: true, hasDynamicOptions: true),
            IntentParameterDescriptor(name: "format", valueType: .enumeration("Format"), hasDynamicOptions: true),
            IntentParameterDescriptor(name: "formats", valueType: .enumeration("Format"), isArray: true),
            IntentParameterDescriptor(
                name: "minutes", valueType: .timeInterval, isArray: true, isRequired: true, maximumValue: 90.5,
                negativeNumbersNotSupported: true),
        ])

    var validationValues: [String: IntentValidationValue] {
        [
            "book": IntentValidationValue(book),
            "period": IntentValidationValue(period),
            "pagesPerDay": IntentValidationValue(pagesPerDay),
            "minutes": IntentValidationValue(minutes),
        ]
    }

    func resolved(using provider: any ShelfOptionsProvider) async throws -> ShelfIntent {
        var result = self
        try await IntentResolution.resolve(
            \.book, of: &result, options: provider.provideBookOptionsCollection(for:),
            providerDefault: provider.defaultBook(for:))
        try await IntentResolution.resolve(
            \.shelves, of: &result, options: provider.provideShelvesOptionsCollection(for:),
            providerDefault: provider.defaultShelves(for:), definitionDefault: ["Reading"])
        try await IntentResolution.resolve(
            \.format, of: &result, options: provider.provideFormatOptionsCollection(for:),
            providerDefault: provider.defaultFormat(for:), definitionDefault: .paper)
        IntentResolution.fillUnset(\.period, of: &result, with: .week)
        IntentResolution.fillUnset(\.pagesPerDay, of: &result, with: 20)
        IntentResolution.fillUnset(\.showProgress, of: &result, with: true)
        return result
    }
}

/// Supplies the dynamic options of `ShelfIntent`.
nonisolated protocol ShelfOptionsProvider: IntentOptionsProvider where Intent == ShelfIntent {
    func provideBookOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<MenuItem>
    func defaultBook(for intent: ShelfIntent) -> MenuItem?
    func provideShelvesOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<String>
    func defaultShelves(for intent: ShelfIntent) -> [String]?
    func provideFormatOptionsCollection(for intent: ShelfIntent) async throws -> IntentOptionsCollection<Format>
    func defaultFormat(for intent: ShelfIntent) -> Format?
}

/// What happened when a shelf intent was handled.
nonisolated enum ShelfIntentResponseCode: Int, IntentResponseCode {
    case unspecified = 0
    case ready = 1
    case continueInApp = 2
    case inProgress = 3
    case success = 4
    case failure = 5
    case failureRequiringAppLaunch = 6
    case failureBookNotFound = 100
}

/// The response of `ShelfIntent`.
nonisolated struct ShelfIntentResponse: IntentResponse {
    fileprivate(set) var code: ShelfIntentResponseCode
    var pages: Int?

    init(code: ShelfIntentResponseCode) {
        self.code = code
    }

    init(code: ShelfIntentResponseCode, pages: Int?) {
        self.code = code
        self.pages = pages
    }

    private enum CodingKeys: String, CodingKey {
        case code, pages
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(ShelfIntentResponseCode.self, forKey: .code, default: .unspecified)
        pages = try container.decodeIfPresent(Int.self, forKey: .pages)
    }
}

/// Performs `ShelfIntent`.
nonisolated protocol ShelfIntentHandling: IntentHandler where Intent == ShelfIntent, Response == ShelfIntentResponse {}
