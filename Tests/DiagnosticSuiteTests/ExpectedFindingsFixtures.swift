import Foundation

/// A folder of fixture folders, each holding an `expected` file: one
/// `severity code place message` line per finding, each note indented below it.
struct ExpectedFindingsFixtures {
    /// The folder that holds the fixture folders.
    let folder: URL

    /// The fixture folder names, sorted.
    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The lines of fixture `name`'s `expected` file.
    func expected(_ name: String) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(name).appendingPathComponent("expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// The codes the `expected` files name (notes' lines left out).
    func expectedCodes() throws -> Set<String> {
        var codes = Set<String>()
        for name in names {
            for line in try expected(name) where !line.hasPrefix(" ") {
                let fields = line.split(separator: " ")
                if fields.count > 1 { codes.insert(String(fields[1])) }
            }
        }
        return codes
    }
}
