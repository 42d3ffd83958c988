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
/// The corpus files are read from the corpus folder (never copied into the package); the
/// built-in definitions are the models other tests build in code, whose names and strings no
/// definition file could hold (the validator refuses such names, XML refuses such characters).
@Suite struct ReferenceOutputTests {
    /// The command that rewrites every reference file.
    static let regenerateCommand = "Scripts/regenerate-references.sh"

    /// `Tests/ReferenceOutputs` in the package.
    static let folder = PackagePaths.root.appending(path: "Tests/ReferenceOutputs")

    /// Whether this run rewrites the reference files instead of comparing with them.
    static let isRecording = ProcessInfo.processInfo.environment["INTENTC_RECORD_REFERENCES"] == "1"

    /// The corpus files with a reference output, and the reason each was chosen.
    static let corpusFiles = [
        "001_openhab_openhab-ios_Intents.intentdefinition",  // per-intent class prefixes, 28 response codes
        "010_ColdGrub1384_Pyto_Intents.intentdefinition",  // an intent class-name override, relationships
        "017_TelegramMessenger_Telegram-iOS_Intents.intentdefinition",  // search, fixed-size arrays
        "020_UberJason_SiriIntentsEnumBug_Intents.intentdefinition",  // an Integer-typed enum parameter
        "022_daneden_Solstice_Intents.intentdefinition",  // rich responses
        "030_rosteleset_SmartYard-iOS_Intents.intentdefinition",  // a custom type class-name override
        "039_EmilioPelaez_SpeedDialWidgets_Widgets.intentdefinition",  // 3 enums, 2 types, 6 relationships
        "041_kevingomes17_ios-swift-soup-chef_Intents.intentdefinition",  // enums, a custom type, custom codes
    ]

    /// The corpus file generated a second time with a class prefix, as Xcode's project setting.
    static let prefixedCorpusFile = (
        file: "041_kevingomes17_ios-swift-soup-chef_Intents.intentdefinition", classPrefix: "SC"
    )

    /// The definitions built in code, by reference name.
    static let builtInDefinitions: [String: Definition] = [
        "Landmines": LandmineDefinition.definition,
        "HostileStrings": HostileStringsTests.definition,
        "BookClubSample": SampleDefinitions.bookClub,
    ]

    /// Every reference's name (its file name without `.swift`), in every flavor's folder.
    static let referenceNames =
        corpusFiles.map(referenceName(ofCorpusFile:)) + [prefixedReferenceName] + builtInDefinitions.keys.sorted()

    static func referenceName(ofCorpusFile file: String) -> String {
        String(file.dropLast(".intentdefinition".count))
    }

    static let prefixedReferenceName =
        referenceName(ofCorpusFile: prefixedCorpusFile.file) + "+classPrefix-" + prefixedCorpusFile.classPrefix

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

    @Test(CorpusLocator.availability, arguments: GenerationOptions.Flavor.allCases, corpusFiles)
    func corpusFileMatchesItsReference(flavor: GenerationOptions.Flavor, file: String) throws {
        let definition = try Self.loadCorpusFile(file)
        try compare(
            Self.generate(definition, GenerationOptions(flavor: flavor)), with: Self.referenceName(ofCorpusFile: file),
            flavor: flavor)
    }

    @Test(CorpusLocator.availability, arguments: GenerationOptions.Flavor.allCases)
    func prefixedCorpusFileMatchesItsReference(flavor: GenerationOptions.Flavor) throws {
        let definition = try Self.loadCorpusFile(Self.prefixedCorpusFile.file)
        // The project's Class Prefix, which Xcode's shipped classes also carried.
        let prefix = Self.prefixedCorpusFile.classPrefix
        let options = GenerationOptions(classPrefix: prefix, flavor: flavor, shippedClassPrefix: prefix)
        try compare(Self.generate(definition, options), with: Self.prefixedReferenceName, flavor: flavor)
    }

    /// The corpus file `name`, read, decoded and validated.
    static func loadCorpusFile(_ name: String) throws -> Definition {
        let file = try #require(
            try CorpusLocator.requireFiles().first { $0.lastPathComponent == name }, "\(name) is not in the corpus")
        let loaded = IntentCompiler.run(.file(file.path), goal: .load)
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
