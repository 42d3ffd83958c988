import Foundation
import TestSupport
import Testing

@testable import IntentCodegen
@testable import intentc

/// Replacing a file already at the output path: every place where the new bytes can first differ
/// from the existing file, files that are not intentc's, symbolic links and String Catalogs.
@Suite struct OutputReplacementTests {
    typealias Failure = OutputWriter.Failure

    /// How the new output differs from the file already there.
    enum Change: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case none, middle, lastByte, shorter, longer
        var testDescription: String { rawValue }

        func apply(to bytes: [UInt8]) -> [UInt8] {
            var changed = bytes
            switch self {
            case .none: break
            case .middle: changed[bytes.count / 2] = UInt8(ascii: "#")
            case .lastByte: changed[bytes.count - 1] = UInt8(ascii: "#")
            case .shorter: changed.removeLast(10)
            case .longer: changed += Array("struct Z {}\n".utf8)
            }
            return changed
        }
    }

    /// A generated file of about 1,500 bytes.
    private let generated = Array(
        ((["\(SwiftGenerator.headerMarker)"] + (0..<100).map { "struct S\($0) {}" }).joined(separator: "\n") + "\n")
            .utf8)

    private func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    private func identity(_ path: String) throws -> (inode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            try #require(attributes[.systemFileNumber] as? Int), try #require(attributes[.modificationDate] as? Date)
        )
    }

    @Test(arguments: Change.allCases)
    func aFileIsReplacedExactlyWhenItsBytesDiffer(change: Change) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("A.swift")
        try OutputWriter.write(generated, to: path)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past, .posixPermissions: 0o600], ofItemAtPath: path)
        let before = try identity(path)
        let new = change.apply(to: generated)
        let expected: OutputWriter.Outcome = new == generated ? .unchanged : .updated

        #expect(try OutputWriter.write(new, to: path, dryRun: true) == expected)
        #expect(bytes(at: path) == generated)
        #expect(try identity(path).modified == past)

        #expect(try OutputWriter.write(new, to: path) == expected)
        #expect(bytes(at: path) == new)
        let after = try identity(path)
        #expect((after.inode == before.inode) == (expected == .unchanged))
        #expect((after.modified == past) == (expected == .unchanged))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(try directory.contents() == ["A.swift"])
    }

    @Test func aNewFileIsCreatedOnlyWhenNotPlanning() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Generated/A.swift")
        #expect(try OutputWriter.write(generated, to: path, dryRun: true) == .created)
        #expect(try directory.contents() == [])
        #expect(try OutputWriter.write(generated, to: path) == .created)
        #expect(bytes(at: path) == generated)
        #expect(try directory.contents(of: "Generated") == ["A.swift"])
    }

    /// A file that is not intentc's is refused however little differs, and no temporary file is
    /// started.
    @Test func aFileIntentcDidNotGenerateIsRefused() throws {
        let directory = try TemporaryDirectory()
        let handWritten = Array(("// My own code\n" + String(repeating: "let x = 1\n", count: 50)).utf8)
        let path = try directory.write(String(decoding: handWritten, as: UTF8.self), to: "A.swift")
        let changed = Change.lastByte.apply(to: handWritten)
        for dryRun in [true, false] {
            #expect(throws: Failure.notGenerated(path: path)) {
                try OutputWriter.write(changed, to: path, dryRun: dryRun)
            }
        }
        #expect(bytes(at: path) == handWritten)
        #expect(try directory.contents() == ["A.swift"])
        // Its exact bytes are no overwrite at all.
        #expect(try OutputWriter.write(handWritten, to: path) == .unchanged)
    }

    @Test func aSymbolicLinkIsRefusedUnlessItsTargetHoldsTheBytes() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write(String(decoding: generated, as: UTF8.self), to: "Elsewhere/A.swift")
        let link = directory.path("A.swift")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try OutputWriter.write(generated, to: link) == .unchanged)
        for dryRun in [true, false] {
            #expect(throws: Failure.self) {
                try OutputWriter.write(Change.middle.apply(to: generated), to: link, dryRun: dryRun)
            }
        }
        #expect(bytes(at: target) == generated)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try directory.contents() == ["A.swift", "Elsewhere"])
        #expect(try directory.contents(of: "Elsewhere") == ["A.swift"])
    }

    /// A String Catalog has no header line: it is intentc's when any of its strings carries
    /// intentc's comment, wherever in the file that is.
    @Test func aStringCatalogIsCheckedWhole() throws {
        let directory = try TemporaryDirectory()
        let padding = String(repeating: " ", count: 2_000)
        let ours = "{\(padding)\"comment\" : \"\(GeneratedFile.Mark.commentMarker) from A\"}\n"
        let path = try directory.write(ours, to: "A.xcstrings")
        let new = Array(ours.replacingOccurrences(of: "from A", with: "from B").utf8)
        #expect(try OutputWriter.write(new, to: path) == .updated)
        #expect(bytes(at: path) == new)
        let theirs = try directory.write("{\(padding)\"comment\" : \"mine\"}\n", to: "B.xcstrings")
        #expect(throws: Failure.notGenerated(path: theirs)) { try OutputWriter.write(new, to: theirs) }
        #expect(try directory.contents() == ["A.xcstrings", "B.xcstrings"])
    }

    /// `generate` sends standard output the bytes it writes into a file, also for a large file.
    @Test func standardOutputGetsTheBytesTheFileGets() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(SyntheticDefinition.xml(count: 100), to: "Synth.intentdefinition")
        let console = CapturedConsole()
        for arguments in [[input], [input, "-o", directory.path("Out")]] {
            let status = Intentc.run(
                arguments: arguments, environment: [:], standardErrorIsTerminal: false, console: console.console)
            #expect(status == .success, "\(console.error)")
        }
        let file = try #require(bytes(at: directory.path("Out/Synth.swift")))
        #expect(file.count > 1 << 19)
        #expect(console.outputBytes == file)
    }
}
