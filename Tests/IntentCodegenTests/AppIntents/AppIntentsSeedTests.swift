import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// The seeds: `Definitions/BookClub` gives `ReadingLogAppIntent` and `Definitions/Custom` gives
/// `MyIntentAppIntent`, as issue 9 lists them, and the seed widgets written the App Intents way
/// (with the app's options provider registered through `AppDependencyManager`) typecheck on
/// Apple's iOS SDK with intentc's output.
@Suite struct AppIntentsSeedTests {
    private static func generated(_ name: String) throws -> [String: String] {
        let path = PackagePaths.root.appending(path: "Definitions/\(name).intentdefinition").path
        let loaded = DefinitionLoader.load(contentsOf: path)
        return try AppIntentsTypechecker.generatedPair(try #require(loaded.definition), name: name)
    }

    private static func appIntentsSource(_ name: String) throws -> String {
        try #require(try generated(name).first { $0.key.contains("appintents") }?.value)
    }

    @Test func readingLogIntentIsTheSeed() throws {
        let source = try Self.appIntentsSource("BookClub")
        for expected in [
            "public struct ReadingLogAppIntent: AppIntents.AppIntent,", "AppIntents.WidgetConfigurationIntent,",
            "AppIntents.CustomIntentMigratedAppIntent",
            "public static let intentClassName = \"ReadingLogIntent\"",
            "public var book: BookAppEntity?",
            "@AppIntents.IntentParameter(title: Foundation.LocalizedStringResource(\"wCDyde\", defaultValue: \"Period\", table: \"BookClub\"), default: .week)",
            "public var period: ReadingPeriodAppEnum?",
            "default: 20,", "inclusiveRange: (1, 500)", "public var pagesPerDay: Swift.Int?",
            "@AppIntents.IntentParameter(title: Foundation.LocalizedStringResource(\"Tmknuj\", defaultValue: \"Show Progress\", table: \"BookClub\"), default: true",
            "public var showProgress: Swift.Bool?",
            "public var shelves: [Swift.String]?",
            "public enum ReadingPeriodAppEnum: Swift.String, AppIntents.AppEnum {",
            "public struct BookAppEntityQuery: AppIntents.EntityStringQuery {",
            "public func defaultResult() async -> BookAppEntity? {",
            "options.defaultBook(for: .init())",
        ] {
            #expect(source.contains(expected), "missing: \(expected)")
        }
        #expect(!source.contains("case unknown"), "the App Enum has no unknown case")
    }

    @Test func myIntentIsTheSeed() throws {
        let source = try Self.appIntentsSource("Custom")
        for expected in [
            "public struct MyIntentAppIntent: AppIntents.AppIntent,",
            "public static let intentClassName = \"MyIntentIntent\"",
            "public var type: MenuListAppEntity?", "public struct MenuListAppEntity: AppIntents.AppEntity {",
            "options.provideTypeOptionsCollection(for: .init())",
        ] {
            #expect(source.contains(expected), "missing: \(expected)")
        }
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func readingLogWidgetTypechecks(flags: [String]) throws {
        var files = try Self.generated("BookClub")
        files["ReadingLogWidget.swift"] = AppIntentsSeedClients.readingLog
        // Widgets configured by App Intents (WidgetConfigurationIntent, AppIntentConfiguration) start at iOS 17.
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags, target: .iOS("17.0")), "reading log \(flags)")
    }

    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func menuListWidgetTypechecks(flags: [String]) throws {
        var files = try Self.generated("Custom")
        files["MenuListWidget.swift"] = AppIntentsSeedClients.menuList
        // Widgets configured by App Intents (WidgetConfigurationIntent, AppIntentConfiguration) start at iOS 17.
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags, target: .iOS("17.0")), "menu list \(flags)")
    }

    /// The app's provider written as in a new Xcode project, without an isolation annotation:
    /// with default `MainActor` isolation its conformance is main-actor isolated, which the
    /// generated query, main-actor isolated as well, can call (`defaultBook(for:)` is
    /// synchronous).
    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func anUnannotatedProviderTypechecks(flags: [String]) throws {
        var files = try Self.generated("BookClub")
        let client = AppIntentsSeedClients.readingLog
        files["ReadingLogWidget.swift"] = client.replacingOccurrences(
            of: "nonisolated struct Bookshelf:", with: "struct Bookshelf:")
        try #require(files["ReadingLogWidget.swift"] != client)
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags, target: .iOS("17.0")),
            "unannotated provider \(flags)")
    }

    /// The widget's book query asks the app's provider with the other parameters the user has
    /// set, so a provider can offer the books of the chosen shelves and period; that app code
    /// typechecks against the output.
    @Test(AppleSDK.availability, arguments: AppIntentsTypechecker.isolationModes)
    func aProviderReadingOtherParametersTypechecks(flags: [String]) throws {
        var files = try Self.generated("BookClub")
        let source = try Self.appIntentsSource("BookClub")
        for expected in [
            "query: BookQuery())\n    public var book: BookAppEntity?",
            "@AppIntents.IntentParameterDependency<ReadingLogAppIntent>(\\.$shelves)\n      private var shelvesDependency",
            "period: (periodDependency?.period).map { .init($0) } ?? .week,",
            "shelves: (shelvesDependency?.shelves) ?? []",
            "try await options.provideBookOptionsCollection(\n          for: intent,\n          searchTerm: string\n        )",
        ] {
            #expect(source.contains(expected), "missing: \(expected)")
        }
        let client = AppIntentsSeedClients.readingLog
        files["ReadingLogWidget.swift"] = client.replacingOccurrences(
            of: "IntentOptionsCollection(books.filter { searchTerm.map($0.displayString.contains) ?? true })",
            with: """
                IntentOptionsCollection(
                    books.filter { intent.shelves.isEmpty || intent.shelves.contains($0.author ?? "") }
                        .filter { intent.period != .day || ($0.pageCount ?? 0) < 450 })
                """)
        try #require(files["ReadingLogWidget.swift"] != client)
        AppIntentsTypechecker.expectClean(
            try AppIntentsTypechecker.typecheck(files, flags: flags, target: .iOS("17.0")),
            "provider reading parameters \(flags)")
    }

    /// An app that registers the wrong provider type does not compile: the dependency is the
    /// default flavor's protocol, checked by the compiler.
    @Test(AppleSDK.availability) func aProviderOfTheWrongIntentIsRejected() throws {
        var files = try Self.generated("BookClub")
        files["ReadingLogWidget.swift"] = AppIntentsSeedClients.readingLog.replacingOccurrences(
            of: "nonisolated struct Bookshelf: ReadingLogIntentOptionsProvider {",
            with: "nonisolated struct Bookshelf {")
        let output = try AppIntentsTypechecker.typecheck(files)
        #expect(output.status != 0 && output.text.contains("ReadingLogIntentOptionsProvider"), "\(output.text)")
    }
}
