import Foundation
import IntentDefinition
import Testing

@testable import PluginPlanning

/// Which `intentc.json` a target reads, in a package and in the layouts Xcode's templates create,
/// and the warnings when one is not read where a user put it.
@Suite struct TargetConfigurationTests {
    /// A folder on disk holding `files` (relative path → contents); removed afterwards.
    private final class Folder {
        let root: URL

        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appending(path: "target-configuration-\(UUID().uuidString)")
            for (path, contents) in files {
                let url = root.appending(path: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appending(path: path) }
    }

    private static let intents = #"{"version": 1, "flavor": "intents"}"#
    private static let appIntents = #"{"version": 1, "flavors": ["default", "appintents"]}"#

    private func path(_ url: URL?) -> String? { url?.standardizedFileURL.path }

    /// Xcode's Widget Extension template: target `MenuWidgetExtension`, folder `MenuWidget`, where
    /// the user puts `intentc.json` next to the definition and the widget's code.
    @Test func theWidgetExtensionTemplatesFolderConfiguresItsTarget() throws {
        let project = try Folder([
            "MenuWidget/MenuWidget.swift": "", "MenuWidget/MenuWidget.intentdefinition": "",
            "MenuWidget/intentc.json": Self.intents, "App/ContentView.swift": "",
        ])
        let widget = XcodeTargetPlan.Target(
            name: "MenuWidgetExtension",
            inputs: [project.url("MenuWidget/MenuWidget.swift"), project.url("MenuWidget/MenuWidget.intentdefinition")])
        let app = XcodeTargetPlan.Target(name: "App", inputs: [project.url("App/ContentView.swift")])
        let plan = XcodeTargetPlan(
            target: widget, among: [app, widget], project: project.root, outputDirectory: project.url("Out"))
        #expect(path(plan.targetDirectory) == path(project.url("MenuWidget")))
        #expect(path(plan.configuration.file) == path(project.url("MenuWidget/intentc.json")))
        #expect(plan.jobs.map(\.flavor) == ["intents"])
        #expect(plan.jobs.map(\.relativePath) == ["MenuWidget.intentdefinition"])
        #expect(plan.findings.isEmpty)
    }

    /// A folder named like the target wins over the one without `Extension`; a target named just
    /// `Extension` has no shorter name.
    @Test func theFolderNamedLikeTheTargetComesFirst() throws {
        let project = try Folder(["MenuWidgetExtension/a.swift": "", "MenuWidget/b.swift": "", "Extension/c.swift": ""])
        #expect(
            path(GenerationPlan.xcodeTargetFolder(named: "MenuWidgetExtension", in: project.root))
                == path(project.url("MenuWidgetExtension")))
        #expect(
            path(GenerationPlan.xcodeTargetFolder(named: "Extension", in: project.root))
                == path(project.url("Extension")))
        #expect(GenerationPlan.xcodeTargetFolder(named: "Intents", in: project.root) == nil)
    }

    /// A definition shared by the app and the widget (target membership in both) is configured per
    /// target: each reads its own folder's `intentc.json`; a target with neither its own folder
    /// nor a file near its definitions reads none.
    @Test func aSharedDefinitionIsConfiguredByEachTargetsOwnFolder() throws {
        let project = try Folder([
            "Shared/Intents.intentdefinition": "", "MenuWidget/intentc.json": Self.appIntents,
            "IntentsExtension/intentc.json": Self.intents, "App/App.swift": "",
        ])
        let definition = project.url("Shared/Intents.intentdefinition")
        let targets = [
            XcodeTargetPlan.Target(name: "MenuWidgetExtension", inputs: [definition]),
            XcodeTargetPlan.Target(name: "IntentsExtension", inputs: [definition]),
            XcodeTargetPlan.Target(name: "App", inputs: [definition, project.url("App/App.swift")]),
        ]
        let plans = targets.map {
            XcodeTargetPlan(target: $0, among: targets, project: project.root, outputDirectory: project.url("Out"))
        }
        #expect(plans.map(\.jobs).map { $0.map(\.flavor) } == [["default", "appintents"], ["intents"], [nil]])
        #expect(
            plans.map { path($0.configuration.file) } == [
                path(project.url("MenuWidget/intentc.json")), path(project.url("IntentsExtension/intentc.json")), nil,
            ])
        #expect(plans.map(\.findings.count) == [0, 0, 0], "\(plans.map(\.findings))")
    }

    /// A target whose folder has no `intentc.json` reads the one nearest its definitions, in the
    /// definition's folder or above it, within the project (or, in a package, the target).
    @Test func withoutItsOwnTheTargetReadsTheOneNearestItsDefinitions() throws {
        let project = try Folder([
            "Widgets/Intents/Menu.intentdefinition": "", "Widgets/intentc.json": Self.intents,
            "Sources/Kit/Sub/Colors.intentdefinition": "", "Sources/Kit/Sub/intentc.json": Self.appIntents,
        ])
        let widget = XcodeTargetPlan.Target(
            name: "Board", inputs: [project.url("Widgets/Intents/Menu.intentdefinition")])
        let plan = XcodeTargetPlan(
            target: widget, among: [widget], project: project.root, outputDirectory: project.url("Out"))
        #expect(path(plan.configuration.file) == path(project.url("Widgets/intentc.json")))
        #expect(plan.jobs.map(\.relativePath) == ["Widgets/Intents/Menu.intentdefinition"])
        #expect(plan.jobs.map(\.flavor) == ["intents"])
        // A package target: a subfolder's file beside its definitions, the target's folder having none.
        let kit = project.url("Sources/Kit")
        let package = TargetConfiguration(
            targetName: "Kit", targetFolder: kit, definitions: [project.url("Sources/Kit/Sub/Colors.intentdefinition")],
            searchRoot: kit, shownFrom: project.root)
        #expect(path(package.file) == path(project.url("Sources/Kit/Sub/intentc.json")))
        // Never above the search root: a package's folders above the target are IC232's.
        #expect(
            TargetConfiguration.nearestConfiguration(
                to: project.url("Widgets/Intents/Menu.intentdefinition"), upTo: project.url("Widgets/Intents")) == nil)
    }

    /// IC236: a definition lies under an `intentc.json` other than the one its target reads.
    @Test func aConfigurationBesideADefinitionThatTheTargetDoesNotReadIsWarnedAbout() throws {
        let package = try Folder([
            "Sources/App/intentc.json": Self.intents, "Sources/App/Widgets/intentc.json": Self.appIntents,
            "Sources/App/Widgets/Menu.intentdefinition": "", "Sources/App/Widgets/Colors.intentdefinition": "",
            "Sources/App/Main.intentdefinition": "",
        ])
        let target = package.url("Sources/App")
        let configuration = TargetConfiguration(
            targetName: "App", targetFolder: target,
            definitions: ["Widgets/Menu", "Main", "Widgets/Colors"].map {
                target.appending(path: "\($0).intentdefinition")
            },
            searchRoot: target, shownFrom: package.root)
        #expect(path(configuration.file) == path(package.url("Sources/App/intentc.json")))
        #expect(configuration.findings.map { path($0.file) } == [path(package.url("Sources/App/Widgets/intentc.json"))])
        #expect(
            configuration.findings.first?.message
                == "target 'App' reads Sources/App/intentc.json, so Sources/App/Widgets/intentc.json beside its "
                + "definition Sources/App/Widgets/Colors.intentdefinition is not read for it; a target reads one "
                + "intentc.json, its own folder's, else the one nearest its definitions: merge the two or move the "
                + "definition [IC236]")
        #expect(DiagnosticCode.pluginConfigurationNotRead.severity == .warning)
        #expect(DiagnosticCode.catalog.contains(.pluginConfigurationNotRead))
    }

    /// IC237: an Xcode target that reads no `intentc.json`, in a project holding one that no
    /// target reads (a folder named after neither the target nor its definitions' folders).
    @Test func aConfigurationNoTargetReadsIsWarnedAboutToATargetReadingNone() throws {
        let project = try Folder([
            "Shared/Intents.intentdefinition": "", "WidgetCode/intentc.json": Self.intents,
            "WidgetCode/Widget.swift": "", "Tool/intentc.json": Self.intents, "Tool/Tool.intentdefinition": "",
        ])
        let widget = XcodeTargetPlan.Target(
            name: "Board",
            inputs: [project.url("Shared/Intents.intentdefinition"), project.url("WidgetCode/Widget.swift")])
        let tool = XcodeTargetPlan.Target(name: "Tool", inputs: [project.url("Tool/Tool.intentdefinition")])
        let plan = XcodeTargetPlan(
            target: widget, among: [widget, tool], project: project.root, outputDirectory: project.url("Out"))
        #expect(plan.configuration.file == nil)
        #expect(plan.jobs.map(\.flavor) == [nil])
        #expect(plan.findings.map { path($0.file) } == [path(project.url("WidgetCode/intentc.json"))])
        #expect(
            plan.findings.first?.message
                == "WidgetCode/intentc.json is read by no target, and target 'Board' reads no intentc.json, so it "
                + "generates intentc's default flavor; a target reads the intentc.json of its folder (named like the "
                + "target, or like it without 'Extension'), else the one nearest its definitions: move the file "
                + "there [IC237]")
        #expect(DiagnosticCode.pluginConfigurationReadByNoTarget.severity == .warning)
        // The target that reads its own is told nothing.
        let toolPlan = XcodeTargetPlan(
            target: tool, among: [widget, tool], project: project.root, outputDirectory: project.url("Out"))
        #expect(toolPlan.findings.isEmpty)
    }

    /// The build log names the target and the flavor of each run.
    @Test func eachRunIsNamedWithItsTargetAndFlavor() throws {
        let project = try Folder(["MenuWidget/Menu.intentdefinition": "", "MenuWidget/intentc.json": Self.appIntents])
        let widget = XcodeTargetPlan.Target(
            name: "MenuWidgetExtension", inputs: [project.url("MenuWidget/Menu.intentdefinition")])
        let plan = XcodeTargetPlan(
            target: widget, among: [widget], project: project.root, outputDirectory: project.url("Out"))
        #expect(
            plan.jobs.map { $0.displayName(target: widget.name) } == [
                "Generating Menu.swift from Menu.intentdefinition (MenuWidgetExtension, default)",
                "Generating Menu+AppIntents.swift from Menu.intentdefinition (MenuWidgetExtension, appintents)",
            ])
    }
}
