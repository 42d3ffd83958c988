import Foundation

@testable import intentc

/// A ``Console`` that records what is written, for tests.
final class CapturedConsole: Sendable {
    private let storage = Mutex()

    /// What was written to standard output.
    var output: String { String(decoding: outputBytes, as: UTF8.self) }
    /// The bytes written to standard output.
    var outputBytes: [UInt8] { storage.read { $0.output } }
    /// What was written to standard error.
    var error: String { storage.read { $0.error } }

    /// The console to hand to the code under test.
    var console: Console {
        Console(
            writeOutputBytes: { [storage] bytes in storage.update { $0.output += bytes } },
            writeError: { [storage] text in storage.update { $0.error += text } })
    }

    private final class Mutex: @unchecked Sendable {
        struct Texts {
            var output: [UInt8] = []
            var error = ""
        }

        private let lock = NSLock()
        private var texts = Texts()

        func read<T>(_ body: (Texts) -> T) -> T {
            lock.withLock { body(texts) }
        }

        func update(_ body: (inout Texts) -> Void) {
            lock.withLock { body(&texts) }
        }
    }
}
