import IntentDefinition
import Testing

@testable import IntentCodegen

/// ``NameScope`` finds collisions, reported against the first claim, comparing identifiers by
/// their bytes.
@Suite struct NameScopeTests {
    private func source(_ name: String, line: Int) -> NameSource {
        NameSource(
            "parameter", name, location: SourceLocation(file: "Scope.intentdefinition", line: line, column: 1),
            writtenName: name)
    }

    private func swiftName(_ bare: String) -> SwiftName {
        SwiftName(bare: bare, spelled: bare)
    }

    @Test(arguments: [3, 40])
    func aNameTakenTwiceIsReportedAgainstItsFirstClaim(names count: Int) throws {
        var scope = NameScope()
        for index in 0..<count {
            let free = scope.claim(swiftName("name\(index)"), for: source("name\(index)", line: index + 1))
            #expect(free)
        }
        // The first and the last name claimed again, from another written name.
        let firstFree = scope.claim(swiftName("name0"), for: source("name 0", line: 100))
        let lastFree = scope.claim(swiftName("name\(count - 1)"), for: source("name \(count - 1)", line: 101))
        #expect(!firstFree && !lastFree)
        #expect(scope.diagnostics.count == 2)
        let first = try #require(scope.diagnostics.first)
        #expect(first.code == .swiftNameCollision)
        #expect(first.location?.line == 100)
        #expect(first.notes.first?.location?.line == 1)
        #expect(scope.diagnostics.last?.notes.first?.location?.line == count)
    }

    @Test func theSameWrittenNameIsNotReportedAgain() {
        var scope = NameScope()
        let free = scope.claim(swiftName("count"), for: source("count", line: 1))
        let freeAgain = scope.claim(swiftName("count"), for: source("count", line: 2))
        #expect(free && !freeAgain)
        #expect(scope.diagnostics.isEmpty)
    }

    @Test(arguments: [0, 40])
    func canonicallyEquivalentNamesWithOtherBytesDoNotCollide(fillers: Int) {
        var scope = NameScope()
        for index in 0..<fillers {
            scope.claim(swiftName("filler\(index)"), for: source("filler\(index)", line: index + 1))
        }
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        let precomposedFree = scope.claim(swiftName(precomposed), for: source(precomposed, line: 100))
        let decomposedFree = scope.claim(swiftName(decomposed), for: source(decomposed, line: 101))
        #expect(precomposedFree && decomposedFree)
        #expect(scope.diagnostics.isEmpty)
    }
}
