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
    /// planning, translating and rendering). callgrind toggles collection at each entry and exit, so no counted function may
    /// call another: each pattern names one function, not the closures inside it.
    static let countedSymbols = [
        "*ValidatorO8validate*", "*SwiftGeneratorO5check_*", "*SwiftGeneratorO14generatedFiles_*",
    ]
    /// The patterns each command must run a function of: a pattern that names no function it ran
    /// fails the test, so a renamed pass cannot drop out of the count unseen.
    static let expectedSymbols = [
        "lint": ["*ValidatorO8validate*", "*SwiftGeneratorO5check_*"],
        "generate": ["*ValidatorO8validate*", "*SwiftGeneratorO14generatedFiles_*"],
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
        let valgrind = try #require(
            Valgrind.path, "valgrind is needed to count instructions (`apt-get install valgrind`; .ci/run installs it)")
        let input = try directory.write(SyntheticDefinition.xml(count: count), to: "Synthetic\(count).intentdefinition")
        let profile = directory.path("callgrind.\(command).\(count).out")
        let arguments =
            ["--tool=callgrind", "--callgrind-out-file=" + profile]
            + Self.countedSymbols.map { "--toggle-collect=" + $0 }
            + [IntentcBinary.path, command, input]
            + (command == "generate" ? ["-o", directory.path("out\(count)")] : [])
        let result = try ProcessRunner.run(valgrind, arguments, in: directory.root)
        try #require(result.status == 0, "\(command) failed under valgrind: \(result.error)")
        let lines = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
        let summary = lines.first { $0.hasPrefix("summary: ") || $0.hasPrefix("totals: ") }
        let total = try #require(summary.flatMap { Int($0.split(separator: " ")[1]) }, "no total in \(profile)")
        // Every pattern must still name a function that ran: a renamed pass would otherwise drop
        // out of the count silently, and the ratio would measure less than it says.
        let counted = Callgrind.functionNames(in: lines)
        for pattern in Self.expectedSymbols[command, default: Self.countedSymbols]
        where !counted.contains(where: { Callgrind.matches($0, pattern) }) {
            Issue.record(
                "\(command): no function matching \(pattern) ran; rename the pattern with the function it counts")
        }
        return total
    }
}

/// Each run plans each definition once, whatever it writes: the Swift and the catalog of App
/// Intents come from one plan. Counted by callgrind in the real binary (the calls of
/// `DefinitionPlan.init`), so production code carries no hook for the test.
@Suite(
    FastLoop.heavy,
    .enabled(
        if: Valgrind.path != nil || CorpusLocator.isCI,
        "valgrind is not installed: call counts skipped (apt-get install valgrind; .ci/run installs it)"))
struct PlanningCountTests {
    /// `DefinitionPlan.init(_:options:scheme:)`.
    static let planInitializer = "*14DefinitionPlanV_7options6scheme*fC"

    @Test(arguments: [
        (["generate", "A.intentdefinition", "B.intentdefinition", "-o", "Standard"], 2),
        (["generate", "A.intentdefinition", "B.intentdefinition", "--flavor", "appintents", "-o", "AppIntents"], 2),
        (["generate", "A.intentdefinition", "--flavor", "appintents", "--output-file", "Out/A.swift"], 1),
        (["lint", "A.intentdefinition", "--flavor", "appintents"], 1),
    ])
    func eachDefinitionIsPlannedOnce(arguments: [String], definitions: Int) throws {
        let valgrind = try #require(Valgrind.path, "valgrind is needed to count calls (`apt-get install valgrind`)")
        let directory = try TemporaryDirectory()
        let coffee =
            IntentcBinary.packageRoot
            + "/Tests/DiagnosticSuiteTests/Fixtures/Translations/clean/Base.lproj/Coffee.intentdefinition"
        for name in ["A", "B"] {
            try directory.write(try String(contentsOfFile: coffee, encoding: .utf8), to: "\(name).intentdefinition")
        }
        let profile = directory.path("callgrind.out")
        let result = try ProcessRunner.run(
            valgrind, ["--tool=callgrind", "--callgrind-out-file=" + profile, IntentcBinary.path] + arguments,
            in: directory.root)
        try #require(result.status == 0, "\(arguments) failed under valgrind: \(result.error)")
        let lines = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
        #expect(Callgrind.calls(to: Self.planInitializer, in: lines) == definitions, "\(arguments)")
    }
}

/// Reading callgrind's output file.
enum Callgrind {
    /// A `fn=(id) name` or `cfn=(id) name` line: whether it names a callee, its id, and its name
    /// (empty after the first line of an id, which is where a name is spelled out).
    private static func function(in line: Substring) -> (isCallee: Bool, id: Substring, name: Substring)? {
        let isCallee = line.hasPrefix("cfn=(")
        guard isCallee || line.hasPrefix("fn=("), let open = line.firstIndex(of: "("),
            let close = line.firstIndex(of: ")")
        else { return nil }
        return (isCallee, line[line.index(after: open)..<close], line[line.index(after: close)...].drop { $0 == " " })
    }

    /// The names of the functions the profile holds costs for: those of its `fn=` lines.
    static func functionNames(in lines: [Substring]) -> [Substring] {
        var names: [Substring: Substring] = [:]
        var costed: [Substring] = []
        for line in lines {
            guard let function = function(in: line) else { continue }
            if !function.name.isEmpty, names[function.id] == nil { names[function.id] = function.name }
            if !function.isCallee, !costed.contains(function.id) { costed.append(function.id) }
        }
        return costed.compactMap { names[$0] }
    }

    /// How many calls the profile records to functions whose name matches `pattern`: the
    /// `calls=N …` line after each `cfn=` line naming one.
    static func calls(to pattern: String, in lines: [Substring]) -> Int {
        var names: [Substring: Substring] = [:]
        var total = 0
        var calleeMatches = false
        for line in lines {
            if let function = function(in: line) {
                if !function.name.isEmpty, names[function.id] == nil { names[function.id] = function.name }
                calleeMatches = function.isCallee && names[function.id].map { matches($0, pattern) } == true
            } else if calleeMatches, line.hasPrefix("calls="), let count = Int(line.dropFirst(6).prefix { $0 != " " }) {
                total += count
                calleeMatches = false
            }
        }
        return total
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters (valgrind's
    /// `--toggle-collect` patterns).
    static func matches(_ name: Substring, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        var rest = name[...]
        for (index, part) in parts.enumerated() {
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if index == parts.count - 1 {
                return part.isEmpty || rest.hasSuffix(part)
            } else if let range = rest.range(of: part) {
                rest = rest[range.upperBound...]
            } else {
                return false
            }
        }
        return rest.isEmpty
    }
}

/// Where valgrind is installed.
enum Valgrind {
    /// valgrind's path, or nil when it is not installed.
    static let path = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(
        where: FileManager.default.isExecutableFile)
}

/// The pattern matching the complexity tests rely on to name the functions they count.
@Suite struct CallgrindPatternTests {
    @Test func patternsMatchValgrindsWay() {
        let name: Substring = "$s19IntentDefinition0A9ValidatorO8validateyAA0B0VF"
        #expect(Callgrind.matches(name, "*ValidatorO8validate*"))
        #expect(!Callgrind.matches(name, "*ValidatorO9validated*"))
        #expect(Callgrind.matches("abc", "abc"))
        #expect(!Callgrind.matches("abcd", "abc"))
        #expect(Callgrind.matches("abcd", "a*d"))
        #expect(!Callgrind.matches("abdc", "a*d"))
    }

    @Test func functionNamesAreReadFromTheirFirstLine() {
        let lines: [Substring] = [
            "fl=(1) a.swift", "fn=(1) $sFirst", "0 5", "cfn=(3) $sCallee", "calls=1 0", "fn=(2) $sSecond", "fn=(1)",
            "cfn=(2)", "fn=(3)", "0 2",
        ]
        #expect(Callgrind.functionNames(in: lines) == ["$sFirst", "$sSecond", "$sCallee"])
    }
}
