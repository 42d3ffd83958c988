import Foundation
import TestSupport
import Testing

/// Code written against Xcode's classes compiles unchanged against intentc's `intents` output
/// of Definitions/: the MenuList widget's extension as its article writes it, and a handler
/// plus widget for each other definition (`Clients/`), typechecked with `Generated/Intents/`
/// as one module on Apple's iOS SDK at iOS 17 (the widgets call `containerBackground(for:)`), in
/// Swift 5 and 6 modes.
@Suite struct IntentsClientTypecheckTests {
    static let clients = PackagePaths.root.appending(path: "Tests/FlavorTypecheckTests/Clients")

    static func clientFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: clients.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { clients.appending(path: $0).path }
    }

    @Test func everyDefinitionHasAClient() throws {
        let names = try Self.clientFiles().map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(
            names == [
                "BookClubClient.swift", "ConfigurationClient.swift", "MenuListClient.swift", "PayToolsClient.swift",
            ])
    }

    @Test(AppleSDK.availability, arguments: [5, 6])
    func clientsTypecheckAgainstTheGeneratedClasses(swiftVersion: Int) throws {
        let generated = try GeneratedIntentsClassesTests.committedFiles().map {
            GeneratedIntentsClassesTests.folder.appending(path: $0).path
        }
        let output = try TypecheckScript.run(
            flavor: "intents", target: SeedWidgetClientTests.widgetTarget, swiftVersion: swiftVersion,
            files: generated + Self.clientFiles())
        #expect(output.status == 0, "Swift \(swiftVersion):\n\(output.text)")
    }
}
