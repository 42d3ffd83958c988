import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    /// The folder's path.
    let root: String

    init() throws {
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
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, creating folders as needed; returns the full path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// The names of the files in `relative` (hidden ones included), sorted.
    func contents(of relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? root : path(relative)).sorted()
    }
}
