import TestSupport
import Testing

/// The seed widgets' code, as their articles write it — an `INExtension` handler and
/// `IntentConfiguration` widgets — compiles against intentc's `intents` output of Definitions/
/// (`Generated/Intents/`) on Apple's iOS SDK, in both language modes and warning-free. The target
/// is iOS 17, the first whose widgets need `containerBackground(for:)`, which the articles call.
@Suite(AppleSDK.availability)
struct SeedWidgetClientTests {
    static let widgetTarget = AppleSDK.Target.iOS("17.0")

    static let clients = [
        "IntentHandler.swift": SeedWidgetClients.menuListIntentHandler,
        "MenuListWidget.swift": SeedWidgetClients.menuListWidget,
        "DefaultWidget.swift": SeedWidgetClients.defaultWidget,
    ]

    /// The committed classes and `clients` as one module.
    static func typecheck(_ clients: [String: String], swiftVersion: Int = 6) throws -> SwiftToolchain.Output {
        let generated = try GeneratedIntentsClassesTests.committedFiles().map {
            GeneratedIntentsClassesTests.folder.appending(path: $0).path
        }
        return try SwiftToolchain.withFiles(clients) { _, paths in
            try TypecheckScript.run(
                flavor: "intents", target: widgetTarget, swiftVersion: swiftVersion, files: generated + paths)
        }
    }

    @Test(arguments: [6, 5])
    func seedWidgetsTypecheckWarningFree(swiftVersion: Int) throws {
        let output = try Self.typecheck(Self.clients, swiftVersion: swiftVersion)
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
        let output = try Self.typecheck(["IntentHandler.swift": wrong])
        #expect(output.status == 1)
        #expect(
            output.errors.contains {
                $0.contains("IntentHandler.swift")
                    && $0.contains("does not conform to protocol 'MyIntentIntentHandling'")
            },
            "\(output.text)")
    }

    /// Availability is checked at the target: below WidgetKit's first release the widgets are refused.
    @Test func widgetsAreRefusedBelowWidgetKit() throws {
        let generated = try GeneratedIntentsClassesTests.committedFiles().map {
            GeneratedIntentsClassesTests.folder.appending(path: $0).path
        }
        let output = try SwiftToolchain.withFiles(Self.clients) { _, paths in
            try TypecheckScript.run(flavor: "intents", target: .iOS("13.0"), files: generated + paths)
        }
        #expect(output.status == 1)
        #expect(output.errors.contains { $0.contains("is only available in iOS 14.0 or newer") }, "\(output.text)")
    }
}
