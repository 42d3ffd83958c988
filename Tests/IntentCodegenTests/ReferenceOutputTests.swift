import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

@testable import intentc

/// The Swift generated for a chosen set of definitions is committed under
/// `Tests/ReferenceOutputs/<flavor>/<name>.swift`, so that every change to the generator shows up
/// in review as a change to these files. The tests compare a fresh generation with each file and
/// never write them; `Scripts/regenerate-references.sh` rewrites them all (it runs these tests
/// with `INTENTC_RECORD_REFERENCES=1`).
///
/// Every input is in the repository, so a plain clone reproduces every reference byte for byte:
/// definitions the property generator writes for fixed seeds (every parameter type,
/// relationships of each predicate, custom codes, class-name overrides, hostile names), one of
/// `Definitions/` with a class prefix, and the models other tests build in code, whose names and
/// strings no definition file could hold. `Definitions/` themselves have their golden output in
/// `Generated/` (`intentc generate --check` in CI), so it is not committed twice. The real apps'
/// definitions of the outside corpus are read, linted, compiled and migrated by the corpus
/// suites, not compared byte for byte.
@Suite struct ReferenceOutputTests {
    /// The command that rewrites every reference file.
    static let regenerateCommand = "Scripts/regenerate-references.sh"

    /// `Tests/ReferenceOutputs` in the package.
    static let folder = PackagePaths.root.appending(path: "Tests/ReferenceOutputs")

    /// Whether this run rewrites the reference files instead of comparing with them.
    static let isRecording = ProcessInfo.processInfo.environment["INTENTC_RECORD_REFERENCES"] == "1"

    /// The property generator's seeds with a reference output, named `Seed<seed>`.
    static let generatedSeeds: [UInt64] = [3, 11, 29]

    /// The definition generated a second time with a class prefix, as Xcode's project setting.
    static let prefixedDefinition = (file: "BookClub", classPrefix: "SC")

    /// The definitions built in code, by reference name.
    static let builtInDefinitions: [String: Definition] = [
        "Landmines": LandmineDefinition.definition,
        "HostileStrings": HostileStringsTests.definition,
        "BookClubSample": SampleDefinitions.bookClub,
    ]

    /// Every reference's name (its file name without `.swift`), in every flavor's folder.
    static let referenceNames =
        generatedSeeds.map(referenceName(ofSeed:)) + [prefixedReferenceName]
        + builtInDefinitions.keys.sorted()

    static func referenceName(ofSeed seed: UInt64) -> String { "Seed\(seed)" }

    static let prefixedReferenceName = prefixedDefinition.file + "+classPrefix-" + prefixedDefinition.classPrefix

    @Test(
        .disabled(if: isRecording, "the reference files are being rewritten"),
        arguments: GenerationOptions.Flavor.allCases)
    func eachFlavorFolderHoldsExactlyTheReferences(flavor: GenerationOptions.Flavor) throws {
        let present = try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appending(path: flavor.rawValue).path
        ).sorted()
        #expect(
            present == Self.referenceNames.map { $0 + ".swift" }.sorted(),
            "regenerate with `\(Self.regenerateCommand)`")
    }

    @Test(arguments: GenerationOptions.Flavor.allCases, builtInDefinitions.keys.sorted())
    func builtInDefinitionMatchesItsReference(flavor: GenerationOptions.Flavor, name: String) throws {
        let definition = try #require(Self.builtInDefinitions[name])
        try compare(Self.generate(definition, GenerationOptions(flavor: flavor)), with: name, flavor: flavor)
    }

    @Test(arguments: GenerationOptions.Flavor.allCases, generatedSeeds)
    func generatedDefinitionMatchesItsReference(flavor: GenerationOptions.Flavor, seed: UInt64) throws {
        try compare(
            Self.generate(Self.generatedDefinition(seed: seed), GenerationOptions(flavor: flavor)),
            with: Self.referenceName(ofSeed: seed), flavor: flavor)
    }

    @Test(arguments: GenerationOptions.Flavor.allCases)
    func prefixedDefinitionMatchesItsReference(flavor: GenerationOptions.Flavor) throws {
        let definition = try Self.loadDefinitionFile(Self.prefixedDefinition.file)
        // The project's Class Prefix, which Xcode's shipped classes also carried.
        let prefix = Self.prefixedDefinition.classPrefix
        let options = GenerationOptions(classPrefix: prefix, flavor: flavor, shippedClassPrefix: prefix)
        try compare(Self.generate(definition, options), with: Self.prefixedReferenceName, flavor: flavor)
    }

    /// `Definitions/<name>.intentdefinition`, read, decoded and validated.
    static func loadDefinitionFile(_ name: String) throws -> Definition {
        try load(.file(PackagePaths.root.appending(path: "Definitions/\(name).intentdefinition").path))
    }

    /// The property generator's definition for `seed`, read, decoded and validated as a file
    /// named after the reference.
    static func generatedDefinition(seed: UInt64) throws -> Definition {
        let xml = DefinitionGenerator.definition(seed: seed).xml
        return try load(.bytes(Array(xml.utf8), path: referenceName(ofSeed: seed) + ".intentdefinition"))
    }

    private static func load(_ input: IntentCompiler.Input) throws -> Definition {
        let loaded = IntentCompiler.run(input, goal: .load)
        #expect(!loaded.failed, "\(loaded.diagnostics)")
        return try #require(loaded.definition, "\(loaded.diagnostics)")
    }

    /// The generated Swift; fails the test when generation reports errors.
    private static func generate(_ definition: Definition, _ options: GenerationOptions) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: options)
        return try #require(source, "\(diagnostics)")
    }

    /// Records a unified diff and the regenerate command when `fresh` differs from the committed
    /// reference `name`; when recording, writes `fresh` there instead.
    private func compare(_ fresh: String, with name: String, flavor: GenerationOptions.Flavor) throws {
        try compare(fresh, at: "Tests/ReferenceOutputs/\(flavor.rawValue)/\(name).swift")
    }

    /// Records a unified diff and the regenerate command when `fresh` differs from the committed
    /// file at `relativePath` (in the package); when recording, writes `fresh` there instead.
    func compare(_ fresh: String, at relativePath: String) throws {
        let url = PackagePaths.root.appending(path: relativePath)
        if Self.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(fresh.utf8).write(to: url)
            return
        }
        let committed = FileManager.default.contents(atPath: url.path).map(Array.init)
        if let diff = UnifiedDiff.diff(old: committed, new: Array(fresh.utf8), path: relativePath) {
            Issue.record(
                """
                \(relativePath) differs from a fresh generation; read the diff, and if the change is \
                intended, regenerate with `\(Self.regenerateCommand)`:
                \(diff)
                """)
        }
    }
}
