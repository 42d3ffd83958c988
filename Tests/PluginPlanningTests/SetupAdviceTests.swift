import Foundation
import IntentCodegen
import IntentDefinition
import Testing

@testable import PluginPlanning

/// The plugins' set-up warnings: each names the file, says what to change, and carries a code of
/// intentc's catalog with the catalog's severity.
@Suite struct SetupAdviceTests {
    /// A package folder on disk with `files` (relative paths) created empty; removed afterwards.
    private final class PackageFolder {
        let root: URL

        init(_ files: [String]) throws {
            root = FileManager.default.temporaryDirectory.appending(path: "setup-advice-\(UUID().uuidString)")
            for file in files {
                let url = root.appending(path: file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appending(path: path) }
    }

    /// The code at the end of `message` (`[IC230]`), checked against the catalog's severity.
    private func expectCode(
        _ message: String?, _ code: DiagnosticCode, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            message?.hasSuffix(" [\(code.rawValue)]") == true, "\(message ?? "nil")", sourceLocation: sourceLocation)
        #expect(DiagnosticCode.catalog.contains(code), sourceLocation: sourceLocation)
    }

    /// Definitions in `*.lproj` folders are resources whatever the manifest says, so they are not
    /// reported.
    @Test func definitionsListedAsResourcesAreWarnedAbout() {
        let target = PlanningTarget()
        let findings = SetupAdvice.definitionsListedAsResources(
            [
                target.url("Widgets/Intents.intentdefinition"), target.url("Images/logo.png"),
                target.url("Colors.intentdefinition"), target.url("Base.lproj/Library.intentdefinition"),
                target.url("de.lproj/Library.intentdefinition"),
            ],
            shownFrom: target.directory.deletingLastPathComponent().deletingLastPathComponent())
        #expect(
            findings.map(\.file) == [
                target.url("Colors.intentdefinition"), target.url("Widgets/Intents.intentdefinition"),
            ])
        #expect(
            findings.last?.message.hasPrefix(
                "Sources/Demo/Widgets/Intents.intentdefinition is listed in the target's resources")
                == true)
        #expect(findings.last?.message.contains("remove it from `resources:` in Package.swift") == true)
        expectCode(findings.first?.message, .pluginDefinitionIsResource)
        #expect(DiagnosticCode.pluginDefinitionIsResource.severity == .warning)
    }

    @Test func aTargetWhoseDefinitionsAreAllExcludedIsWarnedAbout() throws {
        let package = try PackageFolder([
            "Sources/App/Widgets/Intents.intentdefinition", "Sources/App/Colors.intentdefinition",
            "Sources/App/.hidden/Old.intentdefinition", "Sources/App/intentc.json",
        ])
        let finding = try #require(
            SetupAdvice.targetWithoutDefinitions(
                "App", visible: [], targetDirectory: package.url("Sources/App"), shownFrom: package.root))
        #expect(
            finding.file.standardizedFileURL == package.url("Sources/App/Colors.intentdefinition").standardizedFileURL)
        #expect(
            finding.message.hasPrefix(
                "target 'App' (Sources/App) uses IntentcPlugin but has no definition it can see: `exclude:` in Package.swift hides "
                    + "Colors.intentdefinition, Widgets/Intents.intentdefinition, so no code is generated"))
        #expect(finding.message.contains("remove them from `exclude:`"))
        expectCode(finding.message, .pluginDefinitionsExcluded)
        // A target that sees one of its definitions gets no such warning.
        #expect(
            SetupAdvice.targetWithoutDefinitions(
                "App", visible: [package.url("Sources/App/Colors.intentdefinition")],
                targetDirectory: package.url("Sources/App"), shownFrom: package.root) == nil)
    }

    @Test func aConfigurationWithoutDefinitionsIsWarnedAbout() throws {
        let package = try PackageFolder(["Sources/App/intentc.json", "Sources/Plain/Main.swift"])
        let finding = try #require(
            SetupAdvice.targetWithoutDefinitions(
                "App", visible: [], targetDirectory: package.url("Sources/App"), shownFrom: package.root))
        #expect(finding.file == package.url("Sources/App").appending(path: "intentc.json"))
        #expect(
            finding.message.hasPrefix(
                "target 'App' holds no .intentdefinition file, so Sources/App/intentc.json is not used"))
        expectCode(finding.message, .pluginConfigurationUnused)
        #expect(
            SetupAdvice.targetWithoutDefinitions(
                "Plain", visible: [], targetDirectory: package.url("Sources/Plain"), shownFrom: package.root) == nil)
    }

    @Test func aConfigurationAboveTheTargetIsWarnedAbout() throws {
        let package = try PackageFolder(["intentc.json", "Sources/intentc.json", "Sources/App/Colors.intentdefinition"])
        let findings = SetupAdvice.misplacedConfigurations(
            targetDirectory: package.url("Sources/App"), packageDirectory: package.root)
        #expect(findings.map(\.file.lastPathComponent) == ["intentc.json", "intentc.json"])
        #expect(
            findings.map(\.message) == [
                "intentc.json is not read: the plugins read intentc.json only from the target's own folder; "
                    + "move it to Sources/App/intentc.json [IC232]",
                "Sources/intentc.json is not read: the plugins read intentc.json only from the target's own folder; "
                    + "move it to Sources/App/intentc.json [IC232]",
            ])
        expectCode(findings.first?.message, .pluginConfigurationMisplaced)
        let clean = try PackageFolder(["Sources/App/intentc.json"])
        #expect(
            SetupAdvice.misplacedConfigurations(targetDirectory: clean.url("Sources/App"), packageDirectory: clean.root)
                == [])
    }

    @Test func thePluginsKnowTheGeneratorsHeader() {
        #expect(SetupAdvice.generatedHeader == SwiftGenerator.headerMarker)
    }
}
