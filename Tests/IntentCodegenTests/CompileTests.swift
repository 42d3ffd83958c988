import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Generated code compiles warning-free in Swift 6 mode, also with MainActor default isolation,
/// passes `swift-format lint`, and behaves as documented when run.
@Suite(FastLoop.heavy) struct CompileTests {
    static let isolationModes: [[String]] = [[], ["-default-isolation", "MainActor"]]

    private func generated(_ definition: Definition, _ options: GenerationOptions = GenerationOptions()) throws
        -> String
    {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: options)
        return try #require(source, "generation failed: \(diagnostics)")
    }

    private func expectClean(_ output: SwiftToolchain.Output, _ comment: String) {
        #expect(output.status == 0, "\(comment): \(output.text)")
        #expect(!output.text.contains("warning:"), "\(comment): \(output.text)")
    }

    @Test(arguments: isolationModes)
    func menuListClientTypechecks(flags: [String]) throws {
        let output = try SwiftToolchain.typecheck(
            ["Custom.swift": generated(SampleDefinitions.custom), "Client.swift": ClientSources.menuList], flags: flags)
        expectClean(output, "MenuList \(flags)")
    }

    @Test(arguments: isolationModes)
    func bookClubClientTypechecks(flags: [String]) throws {
        let output = try SwiftToolchain.typecheck(
            ["BookClub.swift": generated(SampleDefinitions.bookClub), "Client.swift": ClientSources.bookClub + "\n"],
            flags: flags)
        expectClean(output, "BookClub \(flags)")
    }

    @Test(arguments: isolationModes)
    func edgeCasesTypecheck(flags: [String]) throws {
        let source = try generated(SampleDefinitions.edgeCases)
        expectClean(try SwiftToolchain.typecheck(["EdgeCases.swift": source], flags: flags), "edge cases \(flags)")
    }

    @Test(arguments: isolationModes)
    func landminesTypecheck(flags: [String]) throws {
        let source = try generated(LandmineDefinition.definition)
        expectClean(try SwiftToolchain.typecheck(["Landmines.swift": source], flags: flags), "landmines \(flags)")
    }

    @Test(arguments: GenerationOptions.AccessLevel.allCases)
    func everyAccessLevelTypechecksAndLints(access: GenerationOptions.AccessLevel) throws {
        let source = try generated(
            SampleDefinitions.bookClub, GenerationOptions(accessLevel: access, classPrefix: "BC"))
        expectClean(try SwiftToolchain.typecheck(["BookClub.swift": source]), "access \(access)")
        let lint = try SwiftToolchain.lint(source)
        #expect(lint.text.isEmpty, "\(lint.text)")
    }

    /// A response's code is read-only outside the generated file, as Xcode's
    /// `fileprivate(set)`; its parameter values stay settable.
    @Test func responseCodesCannotBeReassigned() throws {
        let client = """
            nonisolated func edit() {
              var response = LogReadingIntentResponse(code: .success)
              response.pagesRead = 3
              response.code = .failure
            }
            """
        let output = try SwiftToolchain.typecheck(
            [
                "BookClub.swift": generated(SampleDefinitions.bookClub),
                "Client.swift": "import IntentRuntime\n" + client,
            ])
        #expect(output.status != 0)
        let errors = output.text.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors.count == 1
                && errors.allSatisfy { $0.contains("Client.swift:5:") && $0.contains("setter is inaccessible") },
            "\(output.text)")
    }

    @Test func samplesAndLandminesPassSwiftFormatLint() throws {
        for definition in [
            SampleDefinitions.custom, SampleDefinitions.bookClub, SampleDefinitions.edgeCases,
            LandmineDefinition.definition,
        ] {
            let lint = try SwiftToolchain.lint(try generated(definition))
            #expect(lint.status == 0 && lint.text.isEmpty, "\(definition.path): \(lint.text)")
        }
    }

    /// Runs the BookClub client: resolution against a provider, validation, responses,
    /// recursive custom types through Codable, descriptors.
    @Test func bookClubBehavesAsDocumented() throws {
        let output = try SwiftToolchain.compileAndRun([
            "BookClub.swift": generated(SampleDefinitions.bookClub),
            "Client.swift": ClientSources.bookClub,
            "main.swift": "try await run()\n",
        ])
        #expect(output.status == 0, "\(output.text)")
        let lines = Set(output.standardOutput.split(separator: "\n").map(String.init))
        let expected = [
            "book: Dune (new edition)",  // kept by identifier, display text refreshed
            "period: month",  // week is no longer offered: the provider's default
            "pages: 20",  // unset: the definition's default
            "tags: [\"poetry\"]",  // elements still offered, in stored order
            "chapter: Odes poetry",  // the shelf is resolved first, and the provider sees it
            "note: Hi \"there\"",
            "shared: true",
            "gone: nil",  // no longer offered, no provider default, no definition default
            "defaults: week 20 true",
            "issues: book is required but has no value; pagesPerDay is 0, below the minimum 1; "
                + "speed is 0.1, below the minimum 0.5; speed is 0.2, below the minimum 0.5",
            "valid: true",  // speed 0.1 stays below its minimum
            // TimeInterval bounds are checked, measurement bounds are not (no unit in the file).
            "moreIssues: minutes is 30, below the minimum 60; offset is -2, but negative numbers are not allowed",
            "longEnough: true",
            "response: success 4 20",
            "edited: success 3",
            "confirm: ready",
            "codes: [0, 1, 2, 3, 4, 5, 6, 100, 101]",
            "tooMany: 900",
            "roundTrip: true Dune Messiah Dune",
            "keys: [\"author\", \"displayString\", \"identifier\", \"related\", \"sequel\", \"title\"]",
            "intentRoundTrip: true",
            "unsetRoundTrip: true",  // nil stays nil even where the definition has a default
            "evolved: week 20 true Hi \"there\" []",  // missing keys take the definition's defaults
            "unknownValues: unknown nil [\"happy\", \"sad\"] 4",  // unknown raw values do not fail
            "olderAuthor: unknown Dune nil",
            "periodNames: [\"Unknown\", \"Day\", \"Week\", \"Month\"] e-Period",
            "descriptor: LogReading Log Reading 18",
            "relationship: period",
        ]
        for line in expected {
            #expect(lines.contains(line), "missing \(line) in:\n\(output.standardOutput)")
        }
    }
}
