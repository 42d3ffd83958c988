import Testing

@testable import IntentDefinition

/// The table behind ``SourceLocation`` paths: each table here is a fresh one, so counts are
/// exact whatever other tests intern in the shared table meanwhile.
@Suite struct InternedPathTests {
    /// "é" precomposed and decomposed: `==` as Strings, different bytes.
    private static let composed = "/tmp/caf\u{E9}.intentdefinition"
    private static let decomposed = "/tmp/cafe\u{301}.intentdefinition"

    @Test func samePathGivesTheSameEntry() {
        let table = InternedPaths()
        let long = "/a/path/longer/than/fifteen/bytes/Intents.intentdefinition"
        let first = table.intern(long)
        _ = table.intern("other.intentdefinition")
        // A copy built separately has other storage: found by its bytes, not by identity.
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(table.intern(rebuilt) == first)
        #expect(table.intern(long) == first)
        #expect(table.count == 2)
    }

    @Test func tableOnlyGrowsByOneEntryPerDistinctPath() {
        let table = InternedPaths()
        #expect(table.count == 0)
        let paths = ["a", "", "b/c.intentdefinition", Self.composed, Self.decomposed]
        var entries: [InternedPath] = []
        for (number, path) in paths.enumerated() {
            entries.append(table.intern(path))
            #expect(table.count == number + 1)
            #expect(entries.last?.index == Int32(number))
        }
        for path in paths.reversed() { _ = table.intern(path) }
        #expect(table.count == paths.count)
        // Earlier entries still give back their paths, byte for byte.
        for (entry, path) in zip(entries, paths) {
            #expect(Array(table.path(of: entry).utf8) == Array(path.utf8))
        }
    }

    @Test func canonicallyEquivalentSpellingsShareAnEqualityClass() {
        let table = InternedPaths()
        let composed = table.intern(Self.composed)
        let decomposed = table.intern(Self.decomposed)
        #expect(composed != decomposed)
        #expect(composed.index != decomposed.index)
        #expect(composed.equalityClass == decomposed.equalityClass)
        #expect(table.intern("x").equalityClass != composed.equalityClass)
    }

    @Test func concurrentInterningAgrees() async {
        let table = InternedPaths()
        let paths = (0..<50).map { "/concurrent/table/path/\($0 % 25).intentdefinition" }
        let results = await withTaskGroup(of: [InternedPath].self) { group in
            for task in 0..<8 {
                // Each task walks the paths from another start, so tasks race on new paths.
                group.addTask { (0..<paths.count).map { table.intern(paths[($0 + task * 7) % paths.count]) } }
            }
            return await group.reduce(into: [[InternedPath]]()) { $0.append($1) }
        }
        #expect(table.count == 25)
        var entryOfPath: [String: InternedPath] = [:]
        for entries in results {
            for entry in entries {
                let path = table.path(of: entry)
                #expect(entryOfPath[path, default: entry] == entry)
                entryOfPath[path] = entry
            }
        }
        #expect(entryOfPath.count == 25)
    }

    @Test func locationsMadeFromAnInternedPathMatchThoseMadeFromTheString() {
        let path = "/interned/once/Intents.intentdefinition"
        let interned = InternedPath(path)
        let location = SourceLocation(path: interned, line: 3, column: 9)
        #expect(location == SourceLocation(file: path, line: 3, column: 9))
        #expect(location.file == path)
        #expect(location.path == interned)
        #expect(interned.string == path)
    }
}
