import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

@Suite struct PlistReaderFileTests {
    @Test func readsAFileAndLocatesValuesInIt() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(plist("<dict>\n\t<key>k</key>\n\t<string>v</string>\n</dict>"), to: "ok.plist")
        let outcome = read(file: path)
        #expect(outcome.diagnostics.isEmpty)
        #expect(
            outcome.value?.entry("k")
                == PlistEntry(
                    key: "k", keyLocation: at(5, 2, file: path),
                    value: PlistNode(.string("v"), at: at(6, 2, file: path))))
    }

    @Test func missingPathIsReportedWithoutLocation() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("absent.intentdefinition").path
        let outcome = read(file: path)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC001"])
        #expect(outcome.diagnostics.first?.location == nil)
        #expect(outcome.diagnostics.first?.message.contains(path) == true)
    }

    @Test func directoryIsReportedWithoutLocation() throws {
        let directory = try TemporaryDirectory()
        let outcome = read(file: directory.url.path)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC001"])
        #expect(outcome.diagnostics.first?.location == nil)
        #expect(outcome.diagnostics.first?.message == "'\(directory.url.path)' is a directory")
    }

    @Test(.enabled(if: geteuid() != 0, "root can read any file"))
    func unreadableFileIsReported() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(plist("<true/>"), to: "locked.plist")
        #expect(chmod(path, 0) == 0)
        let outcome = read(file: path)
        #expect(outcome.codes == ["IC001"])
        #expect(outcome.diagnostics.first?.location == nil)
    }

    @Test(arguments: ["", " \n\t\r\n"])
    func emptyFileIsReportedAtItsStart(content: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(content, to: "empty.plist")
        let outcome = read(file: path)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC002"])
        #expect(outcome.diagnostics.first?.location == at(1, 1, file: path))
        // The location names the file; the message does not repeat it.
        #expect(outcome.diagnostics.first?.message == "the file is empty")
    }

    @Test func binaryPropertyListFileIsReadAndLocatedByByteOffset() throws {
        let directory = try TemporaryDirectory()
        // {"k": "v"}: the dictionary at offset 8, the key at 11, the value at 13.
        let objects: [[UInt8]] = [
            BinaryPlistBytes.dictionary(keys: [1], values: [2]), BinaryPlistBytes.ascii("k"),
            BinaryPlistBytes.ascii("v"),
        ]
        let path = try directory.write(BinaryPlistBytes.file(objects), to: "binary.plist")
        let outcome = read(file: path)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value?.location == at(1, 9, file: path))
        #expect(
            outcome.value?.entry("k")
                == PlistEntry(
                    key: "k", keyLocation: at(1, 12, file: path),
                    value: PlistNode(.string("v"), at: at(1, 14, file: path))))
    }

    @Test func damagedBinaryPropertyListFileIsReportedInIt() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x00], to: "binary.plist")
        let outcome = read(file: path)
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC003"])
        #expect(outcome.diagnostics.first?.location == at(1, 1, file: path))
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        let text = plist("<string>\(String(repeating: "x", count: 200))</string>")
        let path = try directory.write(text, to: "big.plist")
        let outcome = read(file: path, options: .init(maximumInputSize: 100))
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC004"])
        #expect(outcome.diagnostics.first?.location == at(1, 1, file: path))
        #expect(outcome.diagnostics.first?.message.contains("\(text.utf8.count) > 100") == true)
        #expect(read(file: path, options: .init(maximumInputSize: text.utf8.count)).diagnostics.isEmpty)
    }

    @Test func oversizedBytesAreRefused() {
        let outcome = read(plist("<true/>"), options: .init(maximumInputSize: 10))
        #expect(outcome.value == nil)
        #expect(outcome.codes == ["IC004"])
        #expect(outcome.diagnostics.first?.location == at(1, 1))
    }
}
