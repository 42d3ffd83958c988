import Foundation
import TestSupport
import Testing

/// The passes after reading grow linearly with the number of declarations: validation plus
/// `lint`'s checks (naming, planning) or `generate` (also translating and rendering) on a
/// synthetic definition ten times larger execute at most 11× the instructions. valgrind's
/// callgrind counts instructions only inside those functions (start-up, reading and output left
/// out), so the figure is deterministic, not a timing, and no linear reader dilutes it.
///
/// valgrind does not exist on macOS: without it the tests are skipped saying so, except in CI
/// (`CI` set), where they fail.
@Suite(
    FastLoop.heavy,
    .enabled(
        if: Valgrind.path != nil || CorpusLocator.isCI,
        "valgrind is not installed: instruction counts skipped (apt-get install valgrind; .ci/run installs it)"))
struct ComplexityTests {
    /// Mangled-name patterns of the functions counted: `DefinitionValidator.validate`,
    /// `SwiftGenerator.check`, and for `generate` `SwiftGenerator.generatedFiles` (naming,
    /// planning) and `GeneratedFile.render` (translating and rendering, while the pieces are
    /// written). callgrind toggles collection at each entry and exit, so no counted function may
    /// call another: each pattern names one function, not the closures inside it.
    static let countedSymbols = [
        "*ValidatorO8validate*", "*SwiftGeneratorO5check_*", "*SwiftGeneratorO14generatedFiles_*",
        "*GeneratedFileV6render*",
    ]
    /// Declarations of each kind in the small definition; the large one has ten times as many.
    static let smallCount = 15
    /// The most the large definition may cost, as a multiple of the small one.
    static let allowedRatio = 11.0

    @Test(arguments: ["lint", "generate"])
    func tenTimesTheDeclarationsCostAtMostElevenTimesTheInstructions(command: String) throws {
        let directory = try TemporaryDirectory()
        let small = try instructions(command, count: Self.smallCount, in: directory)
        let large = try instructions(command, count: Self.smallCount * 10, in: directory)
        let ratio = Double(large) / Double(small)
        #expect(ratio <= Self.allowedRatio, "\(command): \(small) → \(large) instructions, \(ratio)×")
    }

    /// The callgrind count of one intentc run on a synthetic definition of `count` declarations.
    private func instructions(_ command: String, count: Int, in directory: TemporaryDirectory) throws -> Int {
        let valgrind = try #require(Valgrind.path, "valgrind is needed to count instructions (`apt-get install valgrind`; .ci/run installs it)")
        let input = try directory.write(SyntheticDefinition.xml(count: count), to: "Synthetic\(count).intentdefinition")
        let profile = directory.path("callgrind.\(command).\(count).out")
        let arguments =
            ["--tool=callgrind", "--callgrind-out-file=" + profile] + Self.countedSymbols.map { "--toggle-collect=" + $0 }
            + [IntentcBinary.path, command, input]
            + (command == "generate" ? ["-o", directory.path("out\(count)")] : [])
        let result = try ProcessRunner.run(valgrind, arguments, in: directory.root)
        try #require(result.status == 0, "\(command) failed under valgrind: \(result.error)")
        let summary = try String(contentsOfFile: profile, encoding: .utf8)
            .split(separator: "\n").first { $0.hasPrefix("summary: ") || $0.hasPrefix("totals: ") }
        let total = try #require(summary.flatMap { Int($0.split(separator: " ")[1]) }, "no total in \(profile)")
        try #require(total > 0, "callgrind counted nothing: do \(Self.countedSymbols) still name the passes?")
        return total
    }
}

/// Where valgrind is installed.
enum Valgrind {
    /// valgrind's path, or nil when it is not installed.
    static let path = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: FileManager.default.isExecutableFile)
}
