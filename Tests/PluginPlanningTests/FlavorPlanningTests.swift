import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

@testable import PluginPlanning

/// The flavors a target's `intentc.json` asks for: one job per definition and flavor, named as the
/// CLI names each flavor's files, App Intents runs writing their String Catalog too.
@Suite struct FlavorPlanningTests {
    /// The jobs for `definitions` in a target whose `intentc.json` holds `configuration`.
    private func jobs(configuration: String, _ definitions: [String]) throws -> [GenerationJob] {
        try SwiftToolchain.withFiles(["intentc.json": configuration]) { folder, _ in
            PlanningTarget(directory: folder).jobs(definitions)
        }
    }

    @Test func everyListedFlavorGetsAJobPerDefinitionWithItsOwnFileNames() throws {
        let jobs = try jobs(
            configuration: #"{"version": 1, "flavors": ["default", "appintents"]}"#,
            ["Widgets/Intents.intentdefinition", "Colors.intentdefinition", "Shortcuts/Menu.intentdefinition"])
        #expect(jobs.map(\.flavor) == ["default", "default", "default", "appintents", "appintents", "appintents"])
        #expect(
            jobs.map(\.output.lastPathComponent) == [
                "Colors.swift", "Menu.swift", "Intents.swift",
                "Colors+AppIntents.swift", "Menu+AppIntents.swift", "Intents+AppIntents.swift",
            ])
        #expect(
            jobs.map { $0.catalog?.lastPathComponent } == [
                nil, nil, nil, "ColorsAppIntents.xcstrings", "MenuAppIntents.xcstrings", "IntentsAppIntents.xcstrings",
            ])
        let appIntents = try #require(jobs.last)
        #expect(appIntents.outputFiles == [appIntents.output, try #require(appIntents.catalog)])
        #expect(appIntents.catalog?.deletingLastPathComponent() == appIntents.output.deletingLastPathComponent())
        #expect(
            appIntents.arguments() == [
                "generate", appIntents.definition.path, "--output-file", appIntents.output.path,
                "--config", try #require(appIntents.configuration).path, "--flavor", "appintents",
            ])
        #expect(jobs.first?.outputFiles == [try #require(jobs.first).output])
    }

    /// A one-flavor `"flavor"` is planned like a one-element `"flavors"`, so an App Intents
    /// target gets its catalog too.
    @Test func theSingleFlavorKeyStillWorks() throws {
        let jobs = try jobs(configuration: #"{"version": 1, "flavor": "appintents"}"#, ["Menu.intentdefinition"])
        #expect(jobs.map(\.flavor) == ["appintents"])
        #expect(jobs.map(\.output.lastPathComponent) == ["Menu+AppIntents.swift"])
        #expect(jobs.map { $0.catalog?.lastPathComponent } == ["MenuAppIntents.xcstrings"])
    }

    /// Without a flavor (or with a file intentc will report as broken) there is one job per
    /// definition, which names no flavor and writes no catalog.
    @Test func noFlavorOrAnUnreadableFileGivesOneJobPerDefinition() throws {
        for configuration in [#"{"version": 1}"#, #"{"version": 1, "flavors": ["#] {
            let jobs = try jobs(configuration: configuration, ["Menu.intentdefinition"])
            #expect(jobs.map(\.flavor) == [nil], "\(configuration)")
            #expect(jobs.map(\.output.lastPathComponent) == ["Menu.swift"])
            #expect(jobs.first?.catalog == nil)
            #expect(jobs.first?.arguments().contains("--flavor") == false)
        }
    }

    /// Flavors whose files would share names are left to intentc, which refuses them at their
    /// place in the file (IC126), instead of SwiftPM's "multiple producers".
    @Test func flavorsWhoseFilesShareNamesGetOneRunForIntentcToRefuse() throws {
        let jobs = try jobs(
            configuration: #"{"version": 1, "flavors": ["default", "intents"]}"#, ["Menu.intentdefinition"])
        #expect(jobs.map(\.flavor) == [nil])
        #expect(jobs.map(\.output.lastPathComponent) == ["Menu.swift"])
    }

    /// The plugins cannot import IntentCodegen, so they repeat its suffixes and catalog names;
    /// these keep the copies equal.
    @Test func theSuffixesAndCatalogNamesAreTheCLIs() {
        for flavor in GenerationOptions.Flavor.allCases {
            #expect(GenerationPlan.outputFileSuffixes[flavor.rawValue] ?? "" == flavor.outputFileSuffix, "\(flavor)")
        }
        #expect(GenerationPlan.appIntentsFlavor == GenerationOptions.Flavor.appIntents.rawValue)
        let definition = URL(fileURLWithPath: "/p/Sources/App/Base.lproj/Book Club.intentdefinition")
        let catalog = GeneratedFile.emptyAppIntentsCatalog(forDefinitionAt: definition.path, sourceLanguage: "en")
        #expect(catalog.placement == .beside(fileName: GenerationPlan.catalogFileName(of: definition)))
    }

    /// Two definitions with one base name would share the App Intents tables; reported at the
    /// second, naming both, with IC235.
    @Test func appIntentsOfDefinitionsWithOneBaseNameAreRefused() throws {
        let jobs = try jobs(
            configuration: #"{"version": 1, "flavors": ["default", "appintents"]}"#,
            ["Widgets/Intents.intentdefinition", "Shortcuts/intents.intentdefinition", "Menu.intentdefinition"])
        let clashes = GenerationPlan.catalogClashes(between: jobs)
        #expect(clashes.map(\.file.lastPathComponent) == ["Intents.intentdefinition"])
        #expect(clashes.first?.file.path.hasSuffix("Widgets/Intents.intentdefinition") == true)
        #expect(
            clashes.first?.message
                == "Shortcuts/intents.intentdefinition and Widgets/Intents.intentdefinition would both look their "
                + "App Intents texts up in table IntentsAppIntents (ignoring case), so one would show the other's; "
                + "rename one definition, or generate App Intents for each in its own target [IC235]")
        #expect(clashes.first?.message.hasSuffix("[\(DiagnosticCode.pluginCatalogTableClash.rawValue)]") == true)
        #expect(DiagnosticCode.catalog.contains(.pluginCatalogTableClash))
        let defaultOnly = try self.jobs(
            configuration: #"{"version": 1}"#,
            ["Widgets/Intents.intentdefinition", "Shortcuts/Intents.intentdefinition"])
        #expect(GenerationPlan.catalogClashes(between: defaultOnly).isEmpty)
    }
}
