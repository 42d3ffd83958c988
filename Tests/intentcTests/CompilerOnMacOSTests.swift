import Foundation
import TestSupport
import Testing

/// The compiler runs on a Mac as the plugins' tool, so its libraries and command line must build
/// for macOS at the minimum `Package.swift` declares, with Apple's Foundation and availability
/// checked: IntentDefinition, IntentCodegen, AppIntentsSource and intentc are typechecked against Apple's macOS SDK,
/// and any error or warning fails.
///
/// What the check cannot cover: the SDK here carries Swift 5.9's standard library, so code is
/// held to that library's API (the sources use nothing newer). Function bodies are typechecked
/// but not lowered to SIL (no definite-initialization pass): the Swift 6 compiler crashes lowering
/// a `do throws(…)` block against that library, so the modules the later ones import are built
/// from their declarations only (`-experimental-skip-non-inlinable-function-bodies`).
@Suite("The compiler on macOS", AppleSDK.availability)
struct CompilerOnMacOSTests {
    /// The macOS deployment target `Package.swift` declares, e.g. `10.15`.
    static let declaredMinimum: String = {
        let manifest =
            (try? String(contentsOf: PackagePaths.root.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
        guard let match = manifest.firstMatch(of: /\.macOS\(\.v(\d+)(?:_(\d+))?\)/) else { return "" }
        return match.1 + "." + (match.2 ?? "0")
    }()

    /// Arguments every module of the compiler is built with, as SwiftPM builds them.
    private static let common = [
        "-swift-version", "6", "-package-name", "intentc",
        "-I", PackagePaths.root.appending(path: "Sources/CLibXML2").path,
    ]

    @Test("Package.swift declares a macOS minimum")
    func declaresMinimum() {
        #expect(!Self.declaredMinimum.isEmpty)
    }

    @Test("IntentDefinition, IntentCodegen and intentc typecheck at the declared minimum")
    func typechecks() throws {
        try #require(!Self.declaredMinimum.isEmpty)
        let target = AppleSDK.Target.macOS(Self.declaredMinimum)
        let modules = FileManager.default.temporaryDirectory
            .appending(path: "intentc-compiler-macos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: modules) }
        var importPaths: [String] = []
        for library in ["IntentDefinition", "IntentCodegen", "AppIntentsSource"] {
            let paths = try Self.sources(of: library)
            let output = try AppleSDK.typecheck(
                paths: paths, for: target, moduleName: library, importPaths: importPaths, flags: Self.common)
            Self.expectClean(output, library)
            guard output.status == 0 else { return }
            let folder = try AppleSDK.emitModule(
                library, sources: paths, for: target, importPaths: importPaths,
                flags: Self.common + ["-experimental-skip-non-inlinable-function-bodies"], into: modules)
            importPaths.append(folder.path)
        }
        // The command line has top-level code (main.swift), so it is not parsed as a library.
        let output = try AppleSDK.frontend(
            target,
            ["-typecheck", "-module-name", "intentc"] + Self.common + importPaths.flatMap { ["-I", $0] }
                + Self.sources(of: "intentc"),
            in: PackagePaths.root)
        Self.expectClean(output, "intentc")
    }

    @Test("the check refuses API newer than the declared minimum")
    func refusesNewerAPI() throws {
        try #require(!Self.declaredMinimum.isEmpty)
        let output = try AppleSDK.typecheck(
            ["Newer.swift": #"func bytes(_ text: String) -> Bool { text.firstRange(of: "Bytes: ") != nil }"#],
            for: .macOS(Self.declaredMinimum))
        #expect(output.status != 0)
        #expect(output.text.contains("'firstRange(of:)' is only available in macOS 13.0 or newer"))
    }

    /// The Swift files of the target `name`, sorted.
    private static func sources(of name: String) throws -> [String] {
        let folder = PackagePaths.root.appending(path: "Sources/\(name)")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            throw ToolchainError("cannot list \(folder.path)")
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appending(path: $0).path }
    }

    private static func expectClean(_ output: SwiftToolchain.Output, _ module: String) {
        #expect(output.status == 0, "\(module) does not typecheck for macOS:\n\(output.text)")
        #expect(!output.text.contains("warning:"), "\(module) has warnings for macOS:\n\(output.text)")
    }
}
