import Testing
import TestSupport

/// The seed widgets' code compiles against Xcode-shaped classes on the Intents stand-in, in both
/// language modes and warning-free: the stand-in is usable for the translator's client tests.
@Suite struct SeedWidgetClientTests {
    static let xcodeClasses = [
        "MyIntentIntent.swift": ExpectedXcodeOutput.myIntentIntent,
        "MenuList.swift": ExpectedXcodeOutput.menuList,
        "ConfigurationIntent.swift": ExpectedXcodeOutput.configurationIntent,
    ]

    static let clients = [
        "IntentHandler.swift": SeedWidgetClients.menuListIntentHandler,
        "MenuListWidget.swift": SeedWidgetClients.menuListWidget,
        "DefaultWidget.swift": SeedWidgetClients.defaultWidget,
    ]

    @Test(arguments: [6, 5])
    func seedWidgetsTypecheckWarningFree(swiftVersion: Int) throws {
        let sources = Self.xcodeClasses.merging(Self.clients) { first, _ in first }
        let output = try TypecheckScript.run(flavor: "intents", swiftVersion: swiftVersion, sources: sources)
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
        #expect(output.text.isEmpty, "Swift \(swiftVersion):\n\(output.text)")
    }

    /// The handler is checked against the protocol: options of the wrong element type do not
    /// satisfy `provideTypeOptionsCollection`.
    @Test func handlerWithWrongOptionsTypeIsRejected() throws {
        let wrong = SeedWidgetClients.menuListIntentHandler
            .replacingOccurrences(of: "INObjectCollection<MenuList>?", with: "INObjectCollection<NSString>?")
            .replacingOccurrences(of: "completion(.init(items: list), nil)", with: "completion(nil, nil)")
        try #require(wrong != SeedWidgetClients.menuListIntentHandler)
        var sources = Self.xcodeClasses
        sources["IntentHandler.swift"] = wrong
        let output = try TypecheckScript.run(flavor: "intents", sources: sources)
        #expect(output.status == 1)
        #expect(
            output.errors.contains { $0.contains("IntentHandler.swift") && $0.contains("does not conform to protocol 'MyIntentIntentHandling'") },
            "\(output.text)")
    }
}
