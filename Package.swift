// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "intentc",
    products: [
        .executable(name: "intentc", targets: ["intentc"]),
        .library(name: "IntentDefinition", targets: ["IntentDefinition"]),
        .library(name: "IntentCodegen", targets: ["IntentCodegen"]),
        .library(name: "IntentRuntime", targets: ["IntentRuntime"]),
        .plugin(name: "IntentcPlugin", targets: ["IntentcPlugin"]),
        .plugin(name: "GenerateIntentCode", targets: ["GenerateIntentCode"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "IntentDefinition", dependencies: ["CLibXML2"]),
        .target(name: "IntentCodegen", dependencies: ["IntentDefinition"]),
        .target(name: "IntentRuntime"),
        .executableTarget(name: "intentc", dependencies: ["IntentDefinition", "IntentCodegen"]),
        .plugin(name: "IntentcPlugin", capability: .buildTool(), dependencies: ["intentc"]),
        .plugin(
            name: "GenerateIntentCode",
            capability: .command(
                intent: .custom(
                    verb: "generate-intent-code",
                    description: "Generate Swift from the .intentdefinition files of the package's targets"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated Swift files into each target's Generated folder")
                ]
            ),
            dependencies: ["intentc"]
        ),
        .testTarget(name: "IntentDefinitionTests", dependencies: ["IntentDefinition"]),
        // IntentRuntime: the compile tests typecheck generated code against its built module.
        .testTarget(
            name: "IntentCodegenTests", dependencies: ["IntentCodegen", "IntentDefinition", "IntentRuntime"]),
        .testTarget(name: "IntentRuntimeTests", dependencies: ["IntentRuntime"]),
        .testTarget(
            name: "DiagnosticSuiteTests",
            dependencies: ["IntentDefinition", "IntentCodegen"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "intentcTests", dependencies: ["intentc"]),
    ],
    swiftLanguageModes: [.v6]
)
