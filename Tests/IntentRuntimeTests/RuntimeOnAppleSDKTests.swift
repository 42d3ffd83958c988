import Foundation
import TestSupport
import Testing

/// IntentRuntime is what every app adding the package builds, at the deployment targets that
/// `Package.swift` declares: it must build there against Apple's real SDKs, with availability
/// checked, in Swift 6 mode and without a warning.
@Suite("IntentRuntime on Apple's SDKs", AppleSDK.availability)
struct RuntimeOnAppleSDKTests {
    @Test("builds at the declared minimum", arguments: [AppleSDK.Target.iOS("13.0"), .macOS("10.15")])
    func buildsAtDeclaredMinimum(target: AppleSDK.Target) throws {
        let folder = try AppleSDK.intentRuntime(for: target)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "IntentRuntime.swiftmodule").path))
    }

    @Test("is refused below the minimum, so the check sees availability")
    func refusedBelowMinimum() throws {
        let sources = PackagePaths.root.appending(path: "Sources/IntentRuntime")
        let paths = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appending(path: $0).path }
        let output = try AppleSDK.typecheck(paths: paths, for: .iOS("12.0"), moduleName: "IntentRuntime")
        #expect(output.status != 0)
        #expect(output.text.contains("only available in iOS 13"))
    }
}
