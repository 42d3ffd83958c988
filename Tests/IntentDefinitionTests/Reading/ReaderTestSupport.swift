import Foundation
import Testing

@testable import IntentDefinition

/// What one read produced.
struct ReadOutcome {
    var value: PlistNode?
    var diagnostics: [Diagnostic]

    /// The codes of the diagnostics, in report order.
    var codes: [String] { diagnostics.map(\.code.rawValue) }
}

/// The path used for in-memory reads.
let testPath = "test.plist"

/// A location in `testPath`.
func at(_ line: Int, _ column: Int, file: String = testPath) -> IntentDefinition.SourceLocation {
    IntentDefinition.SourceLocation(file: file, line: line, column: column)
}

/// Reads `text` as the bytes of `testPath`.
func read(_ text: String, options: PlistReader.Options = .init()) -> ReadOutcome {
    read(bytes: Array(text.utf8), options: options)
}

/// Reads `bytes` as the contents of `testPath`.
func read(bytes: [UInt8], path: String = testPath, options: PlistReader.Options = .init())
    -> ReadOutcome
{
    var diagnostics: [Diagnostic] = []
    let value = PlistReader.read(bytes: bytes, path: path, options: options, diagnostics: &diagnostics)
    return ReadOutcome(value: value, diagnostics: diagnostics)
}

/// Reads the file at `path`.
func read(file path: String, options: PlistReader.Options = .init()) -> ReadOutcome {
    var diagnostics: [Diagnostic] = []
    let value = PlistReader.read(contentsOf: path, options: options, diagnostics: &diagnostics)
    return ReadOutcome(value: value, diagnostics: diagnostics)
}

/// The XML declaration and Apple's DOCTYPE, lines 1 and 2 of every property list Xcode writes.
let plistHeader = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

    """

/// A property list whose `<plist>` is on line 3 and whose `body` starts on line 4.
func plist(_ body: String) -> String {
    plistHeader + "<plist version=\"1.0\">\n" + body + "\n</plist>\n"
}

/// Runs `body` and returns how many seconds it took (only for hang guards on hostile inputs).
func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}
