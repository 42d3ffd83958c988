import Foundation
import GeneratedIntents

/// Every committed stored configuration and the value it decodes to: for each intent, response,
/// response code, enum and custom type of every definition in Definitions/, values written by the
/// encoder of the version that introduced the file, plus hand-made values as other versions store
/// them (unknown keys, unknown enum raw values, missing keys).
///
/// Expected values are spelled out here, never derived from a decoder, so a change that breaks
/// decoding what apps have stored fails ``StoredConfigurationTests``.
enum StoredConfigurations {
    static let all: [StoredConfigurationFixture] = bookClub + custom + configuration + payTools

    // MARK: BookClub.intentdefinition

    private static let dune = Book(
        identifier: "book-17", display: "Dune", title: "Dune", author: "Frank Herbert", pageCount: 412)

    private static let bookClub: [StoredConfigurationFixture] = [
        .value(
            "ReadingLogIntent.full.json",
            ReadingLogIntent(
                book: dune, period: .month, pagesPerDay: 7, showProgress: false, shelves: ["Sci-Fi", "Classics"])),
        .value("ReadingLogIntent.defaults.json", ReadingLogIntent()),
        .value(
            "ReadingLogIntent.unset.json",
            ReadingLogIntent(book: nil, period: .unknown, pagesPerDay: nil, showProgress: nil, shelves: [])),
        .value(
            "ReadingLogIntent.missing-keys.json",
            ReadingLogIntent(book: nil, period: .week, pagesPerDay: 20, showProgress: true, shelves: []),
            origin: .handMade),
        .value(
            "ReadingLogIntent.some-keys.json",
            ReadingLogIntent(
                book: Book(identifier: nil, display: "Emma"), period: .day, pagesPerDay: 20, showProgress: nil,
                shelves: []),
            origin: .handMade),
        .value(
            "ReadingLogIntent.unknown-keys.json",
            ReadingLogIntent(
                book: dune, period: .month, pagesPerDay: 7, showProgress: false, shelves: ["Sci-Fi", "Classics"]),
            origin: .handMade),
        .value(
            "ReadingLogIntent.unknown-enum-value.json",
            ReadingLogIntent(book: nil, period: .unknown, pagesPerDay: 3, showProgress: true, shelves: ["A"]),
            origin: .handMade),
        .value("ReadingLogIntentResponse.success.json", ReadingLogIntentResponse.success(pages: 12, bookTitle: "Dune")),
        .value(
            "ReadingLogIntentResponse.custom-code.json", ReadingLogIntentResponse.failureBookNotFound(bookTitle: "Emma")
        ),
        .value("ReadingLogIntentResponse.code-only.json", ReadingLogIntentResponse(code: .inProgress)),
        .value(
            "ReadingLogIntentResponse.missing-keys.json", ReadingLogIntentResponse(code: .unspecified),
            origin: .handMade),
        .value(
            "ReadingLogIntentResponse.unknown-code-and-keys.json",
            ReadingLogIntentResponse(code: .unspecified, pages: 2), origin: .handMade),
        .value(
            "ReadingLogIntentResponseCode.all.json",
            [
                ReadingLogIntentResponseCode.unspecified, .ready, .continueInApp, .inProgress, .success, .failure,
                .failureRequiringAppLaunch, .failureBookNotFound,
            ]),
        .value(
            "ReadingLogIntentResponseCode.unknown-values.json",
            [ReadingLogIntentResponseCode.unspecified, .unspecified, .unspecified, .failureBookNotFound],
            origin: .handMade),
        .value("ReadingPeriod.all.json", [ReadingPeriod.unknown, .day, .week, .month]),
        .value("ReadingPeriod.unknown-values.json", [ReadingPeriod.unknown, .unknown, .day], origin: .handMade),
        .value("Book.full.json", dune),
        .value("Book.identity-only.json", Book(identifier: nil, display: "Emma")),
        .value(
            "Book.unknown-keys.json", Book(identifier: "b7", display: "Emma", title: "Emma", author: "Jane Austen"),
            origin: .handMade),
        .value("Book.missing-keys.json", Book(identifier: nil, display: "Persuasion"), origin: .handMade),
    ]

    // MARK: Custom.intentdefinition

    private static let custom: [StoredConfigurationFixture] = [
        .value(
            "MyIntentIntent.full.json", MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "3", display: "人物"))),
        .value("MyIntentIntent.unset.json", MyIntentIntent()),
        .value(
            "MyIntentIntent.unknown-keys.json",
            MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "2", display: "城市")), origin: .handMade),
        .value("MyIntentIntentResponse.success.json", MyIntentIntentResponse(code: .success)),
        .value(
            "MyIntentIntentResponse.unknown-code.json", MyIntentIntentResponse(code: .unspecified), origin: .handMade),
        .value(
            "MyIntentIntentResponseCode.all.json",
            [
                MyIntentIntentResponseCode.unspecified, .ready, .continueInApp, .inProgress, .success, .failure,
                .failureRequiringAppLaunch,
            ]),
        .value("MenuList.full.json", MenuList(identifier: "1", display: "航拍")),
        .value("MenuList.no-identifier.json", MenuList(identifier: nil, display: "宠物")),
        .value("MenuList.unknown-keys.json", MenuList(identifier: "4", display: "宠物"), origin: .handMade),
    ]

    // MARK: Configuration.intentdefinition

    private static let configuration: [StoredConfigurationFixture] = [
        .value("ConfigurationIntent.full.json", ConfigurationIntent(title: "Good morning")),
        // Written while the definition gave `title` the default "Hello, widget"; it has none
        // since, so a stored title is just a title, an unset one is written as no key (older
        // versions wrote null, hence the hand-made origin), and a missing key means unset.
        .value("ConfigurationIntent.defaults.json", ConfigurationIntent(title: "Hello, widget")),
        .value("ConfigurationIntent.unset.json", ConfigurationIntent(title: nil), origin: .handMade),
        .value("ConfigurationIntent.missing-keys.json", ConfigurationIntent(title: nil), origin: .handMade),
        .value("ConfigurationIntent.unknown-keys.json", ConfigurationIntent(title: "Bonjour"), origin: .handMade),
        .value("ConfigurationIntentResponse.failure.json", ConfigurationIntentResponse(code: .failure)),
        .value(
            "ConfigurationIntentResponseCode.all.json",
            [
                ConfigurationIntentResponseCode.unspecified, .ready, .continueInApp, .inProgress, .success, .failure,
                .failureRequiringAppLaunch,
            ]),
    ]

    // MARK: PayTools.intentdefinition

    private static let payTools: [StoredConfigurationFixture] = [
        .value("PayToolsIntent.empty.json", PayToolsIntent()),
        .value("PayToolsIntent.unknown-keys.json", PayToolsIntent(), origin: .handMade),
        .value("PayToolsIntentResponse.continue-in-app.json", PayToolsIntentResponse(code: .continueInApp)),
        .value(
            "PayToolsIntentResponse.missing-keys.json", PayToolsIntentResponse(code: .unspecified), origin: .handMade),
        .value(
            "PayToolsIntentResponseCode.all.json",
            [
                PayToolsIntentResponseCode.unspecified, .ready, .continueInApp, .inProgress, .success, .failure,
                .failureRequiringAppLaunch,
            ]),
    ]
}
