import Foundation
import TestSupport
import Testing

/// Generated types are `nonisolated` so that they compile in modules whose default isolation is
/// `MainActor`; the runtime's protocols, default implementations and helpers must allow that too.
/// The test models (written as generated code uses the runtime) and a handler are typechecked
/// against the built module in both isolation modes.
@Suite(FastLoop.heavy) struct DefaultIsolationTests {
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
        for flags in [[], ["-default-isolation", "MainActor"]] {
            let output = try SwiftToolchain.typecheck(files, flags: flags)
            #expect(output.status == 0 && output.text.isEmpty, "\(flags): \(output.text)")
        }
    }
}
