import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released:
/// the one scratch folder every test target uses.
public final class TemporaryDirectory: Sendable {
    /// The folder's path.
    public let root: String

    /// The folder as a URL.
    public var url: URL { URL(fileURLWithPath: root) }

    /// Creates the folder.
    public init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "intentc-tests-\(UUID().uuidString)"
            ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `relative` inside the folder.
    public func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, creating folders as needed; returns the full path.
    @discardableResult
    public func write(_ text: String, to relative: String) throws -> String {
        try write(Array(text.utf8), to: relative)
    }

    /// Writes `bytes` to `relative`, creating folders as needed; returns the full path.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String) throws -> String {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// The names of the files in `relative` (hidden ones included), sorted.
    public func contents(of relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? root : path(relative)).sorted()
    }
}
