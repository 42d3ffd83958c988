import Foundation
import TestSupport
import Testing

/// The Swift blocks marked `<!-- readme-check -->` in README.md and in the intentc documentation
/// (`Sources/intentc/intentc.docc/*.md`) compile against the generated code in Generated/ (with
/// IntentRuntime), warning-free, so the documentation cannot drift.
@Suite(FastLoop.heavy) struct ReadmeExampleTests {
    static let marker = "<!-- readme-check -->"

    /// The documents that may hold marked blocks: README.md, then the intentc articles by name.
    static func documents() throws -> [URL] {
        let catalog = PackagePaths.root.appending(path: "Sources/intentc/intentc.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { catalog.appending(path: $0) }
        return [PackagePaths.root.appending(path: "README.md")] + articles
    }

    /// The marked blocks, in document order.
    static func markedBlocks() throws -> [String] {
        let lines = try documents().flatMap {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
        var blocks: [String] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == marker, index + 1 < lines.count, lines[index + 1] == "```swift" else { continue }
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append(body.joined(separator: "\n"))
            index += body.count + 2
        }
        return blocks
    }

    @Test func theMarkedBlocksExist() throws {
        #expect(try Self.markedBlocks().count == 4)
    }

    @Test func everyMarkedBlockCompilesAgainstTheGeneratedCode() throws {
        let generated = GenerationFixtures.generatedDirectory
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: generated.appending(path: name), encoding: .utf8)
        }
        for (number, block) in try Self.markedBlocks().enumerated() {
            files["ReadmeBlock\(number + 1).swift"] = block
        }
        let output = try SwiftToolchain.typecheck(files)
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(output.text)")
    }
}
