import Foundation
import TestSupport
import Testing

/// The default flavor's types (and the `intents` flavor's classes) are `nonisolated` so that they
/// compile in modules whose default isolation is `MainActor`; the runtime's protocols, default
/// implementations and helpers must allow that too. The test models (written as generated code
/// uses the runtime) and a handler are typechecked against the built module in both isolation
/// modes, and so is the output of `Definitions/` in `Generated/` on Apple's real SDK at its
/// flavor's floor (the `appintents` flavor's, with the default flavor's it reaches:
/// GeneratedAppIntentsTests; with user types of every name it uses: GeneratedCodeHygieneTests).
@Suite(FastLoop.heavy) struct DefaultIsolationTests {
    static let isolationModes = [[], ["-default-isolation", "MainActor"]]

    /// A folder of one flavor's output in `Generated/`, the flavor's floor, and whether its code
    /// imports IntentRuntime.
    struct GeneratedFolder: Sendable, CustomTestStringConvertible {
        var path: String
        var target: AppleSDK.Target
        var importsRuntime: Bool
        var testDescription: String { "\(path) at \(target)" }
    }

    static let generatedFolders = [
        GeneratedFolder(path: "Generated", target: .iOS("13.0"), importsRuntime: true),
        GeneratedFolder(path: "Generated/Intents", target: .iOS("12.0"), importsRuntime: false),
    ]

    @Test func theContractCompilesWarningFreeWithEitherDefaultIsolation() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var files: [String: String] = [:]
        for name in ["ShelfIntent.swift", "TestObjects.swift", "Category.swift"] {
            files[name] = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        }
        files["Reader.swift"] = """
            import IntentRuntime

            nonisolated struct Reader: ShelfIntentHandling {
                func handle(intent: ShelfIntent) async -> ShelfIntentResponse {
                    await confirm(intent: intent).code == .ready ? ShelfIntentResponse(code: .success) : .init(code: .failure)
                }
            }

            """
        for flags in Self.isolationModes {
            let output = try SwiftToolchain.typecheck(files, flags: flags)
            #expect(output.status == 0 && output.text.isEmpty, "\(flags): \(output.text)")
        }
    }

    @Test(AppleSDK.availability, arguments: generatedFolders, isolationModes)
    func generatedOutputCompilesOnAppleSDK(folder: GeneratedFolder, flags: [String]) throws {
        let url = PackagePaths.root.appending(path: folder.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        try #require(names.count >= 4, "\(folder.path) holds no generated files")
        let files = try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try String(contentsOf: url.appending(path: $0), encoding: .utf8)) })
        let runtime = folder.importsRuntime ? [try AppleSDK.intentRuntime(for: folder.target).path] : []
        let output = try AppleSDK.typecheck(
            files, for: folder.target, moduleName: "App", importPaths: runtime, flags: flags)
        #expect(
            output.status == 0 && !output.text.contains("warning:"),
            "\(folder.testDescription) \(flags): \(output.text)")
    }
}
