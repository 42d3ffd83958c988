// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer harnesses, a package of their own so the root package's `swift build` and
// `swift test` never see an executable without `main`. Build and run them with Scripts/fuzz.sh.
//   IntentcFuzz: the whole pipeline (read → decode → validate → generate).
//   ReaderFuzz: the reader alone, many times faster, with the reader's own invariants.
//   BinaryReaderFuzz: the reader on binary property lists (`bplist00`), with the same invariants.
//   SwiftReaderFuzz: the declaration reader of App Intents Swift (`migrate --check`), with its
//   invariants.
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
        ),
        .target(
            name: "ReaderInvariants",
            dependencies: [.product(name: "IntentDefinition", package: "intentc")]
        ),
        .executableTarget(
            name: "ReaderFuzz",
            dependencies: ["ReaderInvariants"]
        ),
        .executableTarget(
            name: "BinaryReaderFuzz",
            dependencies: ["ReaderInvariants", .product(name: "IntentDefinition", package: "intentc")]
        ),
        .executableTarget(
            name: "SwiftReaderFuzz",
            dependencies: [
                .product(name: "AppIntentsSource", package: "intentc"),
                .product(name: "IntentDefinition", package: "intentc"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
