// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "intentc",
    // As low as the code allows: IntentRuntime's API is `async` and `Sendable`, and Swift
    // concurrency exists from iOS 13, macOS 10.15, watchOS 6 and tvOS 13 on. The compiler
    // (the plugins' tool on a Mac) needs nothing newer.
    platforms: [.iOS(.v13), .macOS(.v10_15), .watchOS(.v6), .tvOS(.v13)],
    products: [
        .executable(name: "intentc", targets: ["intentc"]),
        .library(name: "IntentDefinition", targets: ["IntentDefinition"]),
        .library(name: "IntentCodegen", targets: ["IntentCodegen"]),
        .library(name: "IntentRuntime", targets: ["IntentRuntime"]),
        // The reader and checker behind `migrate --check`, a product so that Fuzz/ can fuzz it.
        .library(name: "AppIntentsSource", targets: ["AppIntentsSource"]),
        .plugin(name: "IntentcPlugin", targets: ["IntentcPlugin"]),
        .plugin(name: "GenerateIntentCode", targets: ["GenerateIntentCode"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // iconv converts definitions in other encodings; on Apple platforms it is a library of
        // its own (on Linux, part of the C library).
        .target(
            name: "IntentDefinition", dependencies: ["CLibXML2"],
            linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS]))]),
        .target(name: "IntentCodegen", dependencies: ["IntentDefinition"]),
        // `intentc migrate --check`: a declaration-level reader of App Intents Swift, and the
        // check of an app's App Intents against the definition they replace.
        .target(name: "AppIntentsSource", dependencies: ["IntentDefinition"]),
        .target(name: "IntentRuntime"),
        .executableTarget(name: "intentc", dependencies: ["IntentDefinition", "IntentCodegen", "AppIntentsSource"]),
        .plugin(name: "IntentcPlugin", capability: .buildTool(), dependencies: ["intentc"]),
        .plugin(
            name: "GenerateIntentCode",
            capability: .command(
                intent: .custom(
                    verb: "generate-intent-code",
                    description: "Generate Swift from the .intentdefinition files of the package's targets"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated Swift files into each target's Generated folder")
                ]
            ),
            dependencies: ["intentc"]
        ),
        // Helpers every test target may use: the toolchain runner, the corpus locator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IntentDefinitionTests", dependencies: ["IntentDefinition", "TestSupport"]),
        // IntentRuntime: the compile tests typecheck generated code against its built module.
        // Contracts: the snapshots of the contracts that carry users' data (ContractSnapshotTests).
        .testTarget(
            name: "IntentCodegenTests",
            dependencies: ["IntentCodegen", "IntentDefinition", "IntentRuntime", "TestSupport", "intentc"],
            exclude: ["Contracts"]),
        // TestSupport: the isolation test typechecks the test models against the built module;
        // IntentDefinition: the localization tests read the corpus's real translation tables.
        .testTarget(name: "IntentRuntimeTests", dependencies: ["IntentRuntime", "IntentDefinition", "TestSupport"]),
        // intentc: the catalog coverage covers the command line's own codes too.
        .testTarget(
            name: "DiagnosticSuiteTests",
            dependencies: ["IntentDefinition", "IntentCodegen", "intentc", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        // The reader of App Intents Swift on its own: its unit tests, and the reader against the
        // compiler's parser on every Swift file of the repository, a generated corpus, the real
        // migrations in ../shared/reference and the iPhone SDK's Swift interfaces (CompilerOracle:
        // a program the test compiles against the toolchain's SwiftParser).
        .testTarget(
            name: "AppIntentsSourceTests", dependencies: ["AppIntentsSource", "IntentDefinition", "TestSupport"],
            exclude: ["CompilerOracle"]),
        // MigrationCheckFixtures: the definition and App Intents sources `migrate --check` is tested on.
        .testTarget(
            name: "intentcTests", dependencies: ["intentc", "IntentCodegen", "AppIntentsSource", "TestSupport"],
            exclude: ["MigrationCheckFixtures"]),
        // Random valid definitions (TestSupport's DefinitionGenerator): lint accepts them, every
        // flavor's output compiles against Apple's SDKs, dump and compat hold, the appintents
        // output passes `migrate --check` (`Scripts/check-generated-definitions.sh N` for a large
        // run). intentc: dump's JSON. AppIntentsSource: the check.
        .testTarget(
            name: "GeneratedDefinitionTests",
            dependencies: ["IntentCodegen", "IntentDefinition", "intentc", "TestSupport", "AppIntentsSource"]),
        // The plugins' shared planning code (Plugins/Shared: GenerationPlan.swift and a link to
        // OutputFileNaming.swift), compiled as a library only so that its tests run in `swift test`;
        // each plugin compiles the same files through its own links.
        .target(name: "PluginPlanning", path: "Plugins/Shared"),
        // IntentDefinition and IntentCodegen: the tests check the plugins' codes against the catalog
        // and their copy of the generated-file header against the generator's.
        .testTarget(
            name: "PluginPlanningTests",
            dependencies: ["PluginPlanning", "IntentDefinition", "IntentCodegen", "TestSupport"]),
        // Typechecks on Apple's real SDKs through Scripts/typecheck-flavor.sh: intentc's output in
        // every flavor at each target, Xcode's reference output and App Intents conversions, client
        // and widget code, what the frameworks reject, the script itself; and compares the
        // `intents` output with Xcode's fact by fact.
        .testTarget(
            name: "FlavorTypecheckTests", dependencies: ["IntentCodegen", "IntentDefinition", "TestSupport"],
            exclude: ["Clients"]),
        // The Swift generated from Definitions/ (regenerate, never edit:
        // `swift run intentc generate Definitions/*.intentdefinition -o Generated`), with its App
        // Intents in Generated/AppIntents (`… --flavor appintents … -o Generated/AppIntents`; files
        // named `<Name>+AppIntents.swift`, compiled to nothing where App Intents does not exist).
        // The String Catalogs generated beside the App Intents belong in an app's bundle, not here.
        .target(
            name: "GeneratedIntents", dependencies: ["IntentRuntime"], path: "Generated",
            exclude: ["Intents", "AppIntents/BookClubAppIntents.xcstrings", "AppIntents/CustomAppIntents.xcstrings"]),
        // The same definitions as Xcode's Intents classes (regenerate, never edit: `swift run
        // intentc generate --flavor intents Definitions/*.intentdefinition -o Generated/Intents`).
        // Empty where the Intents framework does not exist: every file is `#if canImport(Intents)`.
        .target(name: "GeneratedIntentsClasses", path: "Generated/Intents"),
        // `swift run MenuListExample`: a widget snapshot resolving a stored MenuList configuration.
        .executableTarget(
            name: "MenuListExample", dependencies: ["GeneratedIntents"], path: "Examples/MenuList"),
        // intentc: the determinism tests run the built binary; MenuListExample: the tests run the example.
        .testTarget(
            name: "GeneratedIntentsTests",
            dependencies: [
                "GeneratedIntents", "IntentRuntime", "IntentDefinition", "IntentCodegen", "intentc",
                "MenuListExample", "TestSupport",
            ],
            // Committed stored configurations and translation fixtures, read from the source tree
            // (see their READMEs).
            exclude: ["StoredConfigurations", "Translations"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
