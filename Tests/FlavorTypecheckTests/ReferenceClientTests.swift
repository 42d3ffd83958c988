import TestSupport
import Testing

/// Handlers written against Xcode's real generated classes typecheck with them on Apple's iOS SDK
/// at iOS 13 (inventario-casa's `async` methods need it) or 14 (Telegram's options collection), in
/// the language mode of the pair.
@Suite(ReferenceLocator.availability, AppleSDK.availability)
struct ReferenceClientTests {
    @Test func inventarioCasaHandlerTypechecksWarningFreeInSwift6() throws {
        try ReferenceLocator.require()
        let output = try SwiftToolchain.withFiles(["Client.swift": ReferenceClients.inventarioCasa]) { _, client in
            try TypecheckScript.run(
                flavor: "intents", target: .iOS("13.0"), swiftVersion: 6,
                files: try ReferenceMaterial.generatedFiles(ofPair: "inventario-casa") + client)
        }
        #expect(output.status == 0 && output.text.isEmpty, "\(output.text)")
    }

    @Test func telegramHandlerTypechecksInSwift5() throws {
        try ReferenceLocator.require()
        let output = try SwiftToolchain.withFiles(["Client.swift": ReferenceClients.telegram]) { _, client in
            try TypecheckScript.run(
                flavor: "intents", target: .iOS("14.0"), swiftVersion: 5, allowWarnings: true,
                files: try ReferenceMaterial.generatedFiles(ofPair: "telegram") + client)
        }
        #expect(output.status == 0, "\(output.text)")
        // Only Xcode's own force casts warn; the client adds nothing.
        #expect(output.warnings.allSatisfy { !$0.contains("Client.swift") }, "\(output.text)")
    }
}
