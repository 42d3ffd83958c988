import AppIntentsSource
import Foundation
import TestSupport
import Testing

/// The declaration reader against the compiler's parser (``CompilerOracle``) on every Swift file of
/// the repository and on a generated corpus of App Intents sources: types with their qualified
/// names and kinds, what they inherit, their properties' names, their static string-literal
/// properties, their `@Parameter` properties with types, enum cases, and type aliases. Every difference fails, naming the file, the
/// declaration and both answers. `#if` needs no separate case: the oracle reads the clauses the
/// reader reads (every one, constant conditions decided), so members under `#if` are compared too.
@Suite(CompilerOracle.availability) struct ReaderOracleTests {
    /// The folders of the repository whose Swift is read (hidden folders such as `.build` are not).
    static let folders = ["Sources", "Tests", "Generated", "Examples", "Plugins", "Fuzz"]

    /// How many files and declarations a comparison covered.
    struct Coverage {
        var files = 0
        var declarations = 0
        var rejected: [String] = []
    }

    static func swiftFiles(under folder: URL) -> [String] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The reader's answer in the oracle's terms.
    static func readerAnswer(_ summary: SwiftSourceSummary) -> [CompilerOracle.TypeAnswer] {
        summary.types.map { type in
            var answer = CompilerOracle.TypeAnswer(
                kind: type.kind.rawValue, name: type.name, line: type.location.line,
                inheritedTypes: type.inheritedTypes, properties: type.properties.map(\.name), staticStrings: [:],
                parameters: [:],
                cases: type.cases.map { [$0.name, $0.rawValue] })
            for property in type.properties {
                if property.isStatic, let value = property.literalValue { answer.staticStrings[property.name] = value }
                if property.attributes.contains(where: { $0 == "Parameter" || $0 == "AppIntents.Parameter" }),
                    let type = property.type
                {
                    answer.parameters[property.name] = type
                }
            }
            return answer
        }
    }

    /// Compares the reader with the compiler on `paths`, recording an issue per difference.
    static func compare(_ paths: [String], displayName: (String) -> String) throws -> Coverage {
        let answers = try CompilerOracle.answers(for: paths)
        var coverage = Coverage()
        for path in paths {
            let file = displayName(path)
            guard let compiler = answers[path] else {
                Issue.record("\(file): the compiler gave no answer")
                continue
            }
            if compiler.hasSyntaxErrors {
                coverage.rejected.append(file)
                continue
            }
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let summary = SwiftDeclarationReader.read(bytes, file: path)
            coverage.files += 1
            coverage.declarations += compiler.types.count + compiler.typeAliases.count
            compareTypes(reader: readerAnswer(summary), compiler: compiler.types, file: file)
            let aliases = summary.typeAliases.map { [$0.name, $0.target] }
            if aliases != compiler.typeAliases {
                Issue.record(
                    "\(file): type aliases \(aliases) for the reader, \(compiler.typeAliases) for the compiler")
            }
        }
        return coverage
    }

    /// Pairs the two lists by kind and name (the n-th `extension A` with the n-th) and compares
    /// each pair field by field.
    static func compareTypes(
        reader: [CompilerOracle.TypeAnswer], compiler: [CompilerOracle.TypeAnswer], file: String
    ) {
        func grouped(_ types: [CompilerOracle.TypeAnswer]) -> [String: [CompilerOracle.TypeAnswer]] {
            Dictionary(grouping: types) { "\($0.kind) \($0.name)" }
        }
        let readerTypes = grouped(reader)
        let compilerTypes = grouped(compiler)
        for key in Set(readerTypes.keys).union(compilerTypes.keys).sorted() {
            let mine = readerTypes[key] ?? []
            let theirs = compilerTypes[key] ?? []
            if mine.count != theirs.count {
                let message =
                    "\(file): \(key): the reader finds it \(mine.count) time(s) (lines \(mine.map(\.line))), "
                    + "the compiler \(theirs.count) (lines \(theirs.map(\.line)))"
                Issue.record(Comment(rawValue: message))
                continue
            }
            for (readerType, compilerType) in zip(mine, theirs) {
                let place = "\(file):\(compilerType.line): \(key)"
                if readerType.inheritedTypes != compilerType.inheritedTypes {
                    Issue.record(
                        "\(place): inherits \(readerType.inheritedTypes) for the reader, \(compilerType.inheritedTypes) for the compiler"
                    )
                }
                if readerType.properties != compilerType.properties {
                    Issue.record(
                        "\(place): properties \(readerType.properties) for the reader, \(compilerType.properties) for the compiler"
                    )
                }
                if readerType.staticStrings != compilerType.staticStrings {
                    Issue.record(
                        "\(place): static string literals \(readerType.staticStrings) for the reader, \(compilerType.staticStrings) for the compiler"
                    )
                }
                if readerType.parameters != compilerType.parameters {
                    Issue.record(
                        "\(place): @Parameter properties \(readerType.parameters) for the reader, \(compilerType.parameters) for the compiler"
                    )
                }
                if readerType.cases != compilerType.cases {
                    Issue.record(
                        "\(place): enum cases \(readerType.cases) for the reader, \(compilerType.cases) for the compiler"
                    )
                }
            }
        }
    }

    @Test func theRepositorysSwiftReadsAsTheCompilerReadsIt() throws {
        let root = PackagePaths.root.standardizedFileURL
        let paths = Self.folders.flatMap { Self.swiftFiles(under: root.appending(path: $0)) }
        #expect(paths.contains { $0.contains("/Tests/ReferenceOutputs/") })
        #expect(paths.contains { $0.contains("/Generated/AppIntents/") })
        let coverage = try Self.compare(paths) { String($0.dropFirst(root.path.count + 1)) }
        // Only test fixtures may be invalid Swift on purpose.
        #expect(coverage.rejected.allSatisfy { $0.contains("Fixtures/") }, "rejected: \(coverage.rejected)")
        #expect(coverage.files + coverage.rejected.count == paths.count)
        print(
            "ReaderOracleTests: repository: \(coverage.files) files, \(coverage.declarations) declarations (types "
                + "and type aliases) compared (\(coverage.rejected.count) fixture(s) the compiler rejects left out)")
    }

    @Test func generatedAppIntentsSourcesReadAsTheCompilerReadsThem() throws {
        var generator = AppIntentsSourceGenerator(seed: 0x5EED_2026)
        let folder = try TemporaryDirectory()
        let paths = try generator.files(400).map { try folder.write($0.text, to: $0.name) }
        let coverage = try Self.compare(paths) { ($0 as NSString).lastPathComponent }
        // The generator writes valid Swift: a file the compiler rejects is the generator's bug.
        #expect(coverage.rejected.isEmpty, "rejected: \(coverage.rejected)")
        #expect(coverage.files == paths.count)
        print(
            "ReaderOracleTests: generated: \(coverage.files) files, \(coverage.declarations) declarations (types and type aliases) compared"
        )
    }
}

/// The same comparison on Swift written elsewhere: the App Intents of real apps' migrations in
/// `../shared/reference` and the Swift interfaces of Apple's iPhone SDK (App Intents' own among
/// them).
@Suite(CompilerOracle.availability) struct SharedMaterialOracleTests {
    static let reference = PackagePaths.root.appending(path: "../shared/reference").standardizedFileURL

    static var availability: ConditionTrait {
        .enabled(
            if: FileManager.default.fileExists(atPath: reference.path) || CorpusLocator.isCI,
            Comment(rawValue: "no reference material at \(reference.path); to run it, \(TestMaterial.howToRun)"))
    }

    @Test(availability) func realAppIntentsMigrationsReadAsTheCompilerReadsThem() throws {
        let paths = ReaderOracleTests.swiftFiles(under: Self.reference)
        try #require(!paths.isEmpty, "no Swift under \(Self.reference.path)")
        let coverage = try ReaderOracleTests.compare(paths) { String($0.dropFirst(Self.reference.path.count + 1)) }
        #expect(coverage.rejected.isEmpty, "rejected: \(coverage.rejected)")
        print(
            "SharedMaterialOracleTests: reference: \(coverage.files) files, \(coverage.declarations) declarations (types and type aliases) compared"
        )
    }

    @Test(AppleSDK.availability) func theSDKsSwiftInterfacesReadAsTheCompilerReadsThem() throws {
        try AppleSDK.requireSDK()
        guard let walk = FileManager.default.enumerator(at: AppleSDK.sdkFolder, includingPropertiesForKeys: nil)
        else { throw ToolchainError("cannot list \(AppleSDK.sdkFolder.path)") }
        // One SDK's, the iPhone's (about 10 s of the compiler's parser per SDK).
        let paths = walk.compactMap { ($0 as? URL)?.path }
            .filter { $0.hasSuffix(".swiftinterface") && $0.contains("/iPhoneOS") }.sorted()
        try #require(paths.contains { $0.hasSuffix("AppIntents.swiftmodule/arm64-apple-ios.swiftinterface") })
        let coverage = try ReaderOracleTests.compare(paths) { String($0.dropFirst(AppleSDK.sdkFolder.path.count + 1)) }
        #expect(coverage.rejected.isEmpty, "rejected: \(coverage.rejected)")
        print(
            "SharedMaterialOracleTests: SDK interfaces: \(coverage.files) files, \(coverage.declarations) declarations (types and type aliases) compared"
        )
    }
}
