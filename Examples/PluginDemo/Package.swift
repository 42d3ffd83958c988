// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PluginDemo",
    // Needed because a definition lives in Base.lproj/: SwiftPM treats *.lproj folders as localizations.
    defaultLocalization: "en",
    dependencies: [
        // In your own package: .package(url: "https://…/intentc.git", from: "1.0.0")
        .package(name: "intentc", path: "../..")
    ],
    targets: [
        // Holds the .intentdefinition files; the plugin compiles them into Swift at build time.
        .target(
            name: "DemoIntents",
            dependencies: [.product(name: "IntentRuntime", package: "intentc")],
            plugins: [.plugin(name: "IntentcPlugin", package: "intentc")]
        ),
        .executableTarget(name: "PluginDemo", dependencies: ["DemoIntents"]),
    ],
    swiftLanguageModes: [.v6]
)
