// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer harness, a package of its own so the root package's `swift build` and
// `swift test` never see an executable without `main`. Build and run it with Scripts/fuzz.sh.
let package = Package(
    name: "IntentcFuzz",
    dependencies: [.package(name: "intentc", path: "..")],
    targets: [
        .executableTarget(
            name: "IntentcFuzz",
            dependencies: [
                .product(name: "IntentDefinition", package: "intentc"),
                .product(name: "IntentCodegen", package: "intentc"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
