import Foundation
import TestSupport
import Testing

@testable import PluginPlanning

/// The plugins' Xcode conformances (`#if canImport(XcodeProjectPlugin)`), typechecked for real:
/// Tests/StandIns/XcodeProjectPlugin is built as a module named XcodeProjectPlugin, and each
/// plugin's sources are typechecked against it and the toolchain's own PackagePlugin, so the
/// condition holds and the Xcode branch is compiled, as in Xcode.
@Suite struct XcodeConformanceTests {
    static let plugins = ["IntentcPlugin", "GenerateIntentCode"]

    @Test(arguments: plugins) func theXcodeBranchTypechecksWithoutWarnings(_ plugin: String) throws {
        let result = try Self.typecheck(plugin, standIn: Self.standInSource())
        #expect(result.status == 0, "\(result.text)")
        #expect(!result.text.contains("warning:"), "\(result.text)")
    }

    /// Proves the branch is compiled: a stand-in whose XcodeTarget lacks `inputFiles` breaks it.
    @Test(arguments: plugins) func aStandInWithoutInputFilesFailsTheXcodeBranch(_ plugin: String) throws {
        let broken = try Self.standInSource().replacingOccurrences(
            of: "public let inputFiles: FileList", with: "")
        let result = try Self.typecheck(plugin, standIn: broken)
        #expect(result.status != 0)
        #expect(result.text.contains("inputFiles"), "\(result.text)")
    }

    static func standInSource() throws -> String {
        try String(
            contentsOf: PackagePaths.root.appending(path: "Tests/StandIns/XcodeProjectPlugin/XcodeProjectPlugin.swift"),
            encoding: .utf8)
    }

    /// Builds `standIn` as XcodeProjectPlugin and typechecks `plugin`'s sources against it.
    static func typecheck(_ plugin: String, standIn: String) throws -> SwiftToolchain.Output {
        let pluginAPI = try pluginAPIDirectory()
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.root.appending(path: "Plugins/\(plugin)").path
        ).filter { $0.hasSuffix(".swift") }.sorted().map {
            PackagePaths.root.appending(path: "Plugins/\(plugin)/\($0)").path
        }
        #expect(sources.contains { $0.hasSuffix("+Xcode.swift") })
        return try SwiftToolchain.withFiles(["XcodeProjectPlugin.swift": standIn]) { folder, paths in
            let flags = ["-swift-version", "6", "-package-description-version", "6.0", "-I", pluginAPI]
            let module = try SwiftToolchain.run(
                "swiftc",
                flags + [
                    "-emit-module", "-module-name", "XcodeProjectPlugin", "-emit-module-path",
                    folder.appending(path: "XcodeProjectPlugin.swiftmodule").path,
                ] + paths,
                in: folder)
            guard module.status == 0 else { return module }
            return try SwiftToolchain.run("swiftc", flags + ["-typecheck", "-I", folder.path] + sources, in: folder)
        }
    }

    /// The toolchain's PackagePlugin module: `<toolchain>/lib/swift/pm/PluginAPI`, beside `swiftc`.
    static func pluginAPIDirectory() throws -> String {
        let found = try SwiftToolchain.run(
            "sh", ["-c", "command -v swiftc"], in: FileManager.default.temporaryDirectory)
        let swiftc = URL(fileURLWithPath: found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
            .resolvingSymlinksInPath()
        return swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "lib/swift/pm/PluginAPI").path
    }
}
