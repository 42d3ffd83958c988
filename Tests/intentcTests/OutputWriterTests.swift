import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

@testable import intentc

@Suite struct OutputWriterTests {
    private let generated = Array("\(SwiftGenerator.headerMarker)\nstruct A {}\n".utf8)
    private let regenerated = Array("\(SwiftGenerator.headerMarker)\nstruct B {}\n".utf8)

    private func attributes(_ path: String) throws -> (inode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            try #require(attributes[.systemFileNumber] as? Int),
            try #require(attributes[.modificationDate] as? Date)
        )
    }

    @Test func createsTheFolderAndTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Generated/Nested/A.swift")
        #expect(try OutputWriter.write(generated, to: path, dryRun: true) == .created)
        #expect(try OutputWriter.write(generated, to: path) == .created)
        #expect(FileManager.default.contents(atPath: path) == Data(generated))
        #expect(try directory.contents(of: "Generated/Nested") == ["A.swift"])
    }

    /// The mode of `path`.
    private func permissions(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test(arguments: [("027", 0o640), ("002", 0o664), ("077", 0o600)])
    func newFilesGetTheModeTheUmaskAllows(umask: String, mode: Int) throws {
        let directory = try TemporaryDirectory()
        try IntentcBinary.copyDefinition("Custom.intentdefinition", into: directory)
        let result = try ProcessRunner.run(
            "/bin/sh",
            [
                "-c", "umask \(umask) && exec \"$0\" \"$@\"", IntentcBinary.path,
                "Custom.intentdefinition", "-o", "Out",
            ],
            in: directory.root)
        #expect(result.status == 0, "\(result.error)")
        #expect(try permissions(directory.path("Out/Custom.swift")) == mode)
    }

    @Test func aSymbolicLinkIsRefusedNotReplacedNorWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write(String(decoding: generated, as: UTF8.self), to: "Elsewhere/A.swift")
        let link = directory.path("A.swift")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let refusal = OutputWriter.Failure.unwritable(
            path: link, reason: "it is a symbolic link, which intentc does not replace; write to its target instead")
        #expect(throws: refusal) { try OutputWriter.write(regenerated, to: link, dryRun: true) }
        #expect(throws: refusal) { try OutputWriter.write(regenerated, to: link) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data(generated))
        // Content the link's target already holds needs no write at all.
        #expect(try OutputWriter.write(generated, to: link) == .unchanged)
        // A dangling link is refused too, rather than replaced by a file.
        let dangling = directory.path("B.swift")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory.path("Gone.swift"))
        #expect(throws: OutputWriter.Failure.self) { try OutputWriter.write(generated, to: dangling) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == directory.path("Gone.swift"))
        #expect(try directory.contents() == ["A.swift", "B.swift", "Elsewhere"])
    }

    /// Contents of any collection kind (an array, a string's UTF-8, a lazy view) are compared by
    /// their bytes: equal bytes from a same-length change, and from a prefix.
    @Test func contentsOfEveryKindAreComparedByTheirBytes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("A.swift")
        try OutputWriter.write(generated, to: path)
        let text = String(decoding: generated, as: UTF8.self)
        let changed = String(decoding: regenerated, as: UTF8.self)
        #expect(try OutputWriter.write(text.utf8, to: path, dryRun: true) == .unchanged)
        #expect(try OutputWriter.write(changed.utf8, to: path, dryRun: true) == .updated)
        #expect(try OutputWriter.write(generated.lazy.map { $0 }, to: path, dryRun: true) == .unchanged)
        #expect(try OutputWriter.write(regenerated.lazy.map { $0 }, to: path, dryRun: true) == .updated)
        #expect(try OutputWriter.write(generated.dropLast(), to: path, dryRun: true) == .updated)
    }

    @Test func anUnchangedFileIsNotRewritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("A.swift")
        try OutputWriter.write(generated, to: path)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let before = try attributes(path)
        #expect(try OutputWriter.write(generated, to: path, dryRun: true) == .unchanged)
        #expect(try OutputWriter.write(generated, to: path) == .unchanged)
        let after = try attributes(path)
        #expect(after.inode == before.inode)
        #expect(after.modified == past)
    }

    @Test func aChangedGeneratedFileIsReplacedAtomicallyKeepingItsPermissions() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("A.swift")
        try OutputWriter.write(generated, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let before = try attributes(path)
        #expect(try OutputWriter.write(regenerated, to: path, dryRun: true) == .updated)
        #expect(try OutputWriter.write(regenerated, to: path) == .updated)
        #expect(FileManager.default.contents(atPath: path) == Data(regenerated))
        // A rename puts a new inode in place; writing in place would keep the old one.
        #expect(try attributes(path).inode != before.inode)
        #expect(try permissions(path) == 0o600)
        // No temporary file is left behind.
        #expect(try directory.contents() == ["A.swift"])
    }

    @Test func refusesToOverwriteAFileIntentcDidNotGenerate() throws {
        let directory = try TemporaryDirectory()
        let handWritten = "// My own code\n\(SwiftGenerator.headerMarker)\n"
        let path = try directory.write(handWritten, to: "A.swift")
        #expect(throws: OutputWriter.Failure.notGenerated(path: path)) {
            try OutputWriter.write(generated, to: path, dryRun: true)
        }
        #expect(throws: OutputWriter.Failure.notGenerated(path: path)) {
            try OutputWriter.write(generated, to: path)
        }
        #expect(FileManager.default.contents(atPath: path) == Data(handWritten.utf8))
        #expect(try directory.contents() == ["A.swift"])
        // The header must be the whole first line, not a prefix of it.
        try directory.write("\(SwiftGenerator.headerMarker) (edited)\n", to: "B.swift")
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter.write(generated, to: directory.path("B.swift"))
        }
        // …but identical content is no overwrite at all.
        #expect(try OutputWriter.write(Array(handWritten.utf8), to: path) == .unchanged)
    }

    @Test func aDirectoryInTheWayIsUnwritable() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path("A.swift"), withIntermediateDirectories: false)
        #expect(
            throws: OutputWriter.Failure.unwritable(path: directory.path("A.swift"), reason: "is a directory")
        ) {
            try OutputWriter.write(generated, to: directory.path("A.swift"))
        }
    }

    @Test func aFileInPlaceOfTheFolderIsUnwritable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("", to: "Generated")
        #expect(
            throws: OutputWriter.Failure.unwritable(
                path: directory.path("Generated"), reason: "cannot create directory")
        ) {
            try OutputWriter.write(generated, to: directory.path("Generated/A.swift"))
        }
    }

    @Test func writerFailuresBecomeLocatedDiagnostics() {
        let refused = GenerateCommand.diagnostic(for: .notGenerated(path: "Out/A.swift"))
        #expect(refused.code == .outputNotGenerated)
        #expect(refused.location == Location(file: "Out/A.swift", line: 1, column: 1))
        #expect(
            refused.message
                == "not overwriting 'Out/A.swift': its first line is not '\(SwiftGenerator.headerMarker)', so intentc did not generate it"
        )
        let unwritable = GenerateCommand.diagnostic(
            for: .unwritable(path: "Out", reason: "cannot create directory"))
        #expect(unwritable.code == .outputUnwritable)
        #expect(unwritable.location == nil)
        #expect(unwritable.message == "cannot write 'Out': cannot create directory")
    }
}
