import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

@Suite struct FileBytesTests {
    @Test func readsAFileOfSeveralChunksWhole() throws {
        let directory = try TemporaryDirectory()
        // 200,003 bytes: more than three 64 KB chunks, and no byte pattern that repeats at the
        // chunk size.
        let bytes = (0..<200_003).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) }
        let path = try directory.write(bytes, to: "large.bin")
        #expect(FileBytes.contents(of: path) == .success(bytes))
        #expect(FileBytes.contents(of: path, limit: bytes.count) == .success(bytes))
    }

    @Test func aRegularFileOverTheLimitIsRefusedWithItsSize() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write([UInt8](repeating: 1, count: 10), to: "ten.bin")
        #expect(FileBytes.contents(of: path, limit: 9) == .failure(.tooLarge(size: 10)))
    }

    /// A device reports no size, so the limit stops the reading itself, after the chunk that
    /// passed it.
    @Test func aFileWithoutSizeStopsOnceItPassesTheLimit() {
        #expect(FileBytes.contents(of: "/dev/zero", limit: 100_000) == .failure(.tooLarge(size: 131_072)))
    }

    @Test func aMissingFileGivesTheSystemError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("absent").path
        #expect(FileBytes.contents(of: path) == .failure(.system(errno: ENOENT)))
    }
}
