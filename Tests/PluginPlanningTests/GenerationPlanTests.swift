import Foundation
import TestSupport
import Testing

@testable import PluginPlanning

/// Which definitions of a target the plugins generate, under which names, from which inputs.
@Suite struct GenerationPlanTests {
    @Test func eachDefinitionBecomesOneJobSortedByPathAndNamedLikeTheCLI() {
        let target = PlanningTarget()
        let jobs = target.jobs([
            "Widgets/Intents.intentdefinition", "Colors.intentdefinition", "Shortcuts/Intents.intentdefinition",
        ])
        let sorted = [
            "Colors.intentdefinition", "Shortcuts/Intents.intentdefinition", "Widgets/Intents.intentdefinition",
        ]
        #expect(jobs.map(\.relativePath) == sorted)
        #expect(jobs.map(\.definition) == sorted.map(target.url))
        #expect(
            jobs.map(\.output)
                == ["Colors.swift", "Shortcuts_Intents.swift", "Widgets_Intents.swift"].map {
                    target.outputDirectory.appending(path: $0)
                })
    }

    @Test func localizedCopiesOfABaseDefinitionAreSkipped() {
        let jobs = PlanningTarget().jobs([
            "de.lproj/Library.intentdefinition", "Base.lproj/Library.intentdefinition",
            "fr.lproj/Library.intentdefinition",
        ])
        #expect(jobs.map(\.relativePath) == ["Base.lproj/Library.intentdefinition"])
        #expect(jobs.map(\.output.lastPathComponent) == ["Library.swift"])
    }

    @Test func aLocalizedDefinitionWithoutABaseIsGenerated() {
        let jobs = PlanningTarget().jobs([
            "App/Base.lproj/Menu.intentdefinition", "App/de.lproj/Menu.intentdefinition",
            "Other/de.lproj/Menu.intentdefinition", "de.lproj/Menu.intentdefinition",
        ])
        #expect(
            jobs.map(\.relativePath) == [
                "App/Base.lproj/Menu.intentdefinition", "Other/de.lproj/Menu.intentdefinition",
                "de.lproj/Menu.intentdefinition",
            ])
        #expect(
            jobs.map(\.output.lastPathComponent) == ["Base_Menu.swift", "Other_de_Menu.swift", "de_Menu.swift"])
    }

    @Test func baseLprojCountsAsFolderBaseWhenBaseNamesClash() {
        let jobs = PlanningTarget().jobs([
            "Widgets/Intents.intentdefinition", "Base.lproj/Intents.intentdefinition",
        ])
        #expect(jobs.map(\.output.lastPathComponent) == ["Base_Intents.swift", "Widgets_Intents.swift"])
    }

    @Test func namesThatDifferOnlyInCaseGetDistinctOutputs() {
        let jobs = PlanningTarget().jobs(["Intents.intentdefinition", "Sub/intents.intentdefinition"])
        #expect(jobs.map(\.output.lastPathComponent) == ["Intents.swift", "Sub_intents.swift"])
    }

    @Test func aDefinitionOutsideTheTargetIsShownByItsFileName() {
        let target = PlanningTarget()
        let elsewhere = URL(fileURLWithPath: "/elsewhere/Shared/Extra.intentdefinition")
        #expect(GenerationPlan.relativePath(of: elsewhere, in: target.directory) == "Extra.intentdefinition")
        let inside = target.url("A/B.intentdefinition")
        #expect(GenerationPlan.relativePath(of: inside, in: target.directory) == "A/B.intentdefinition")
        // A sibling folder whose name starts like the target's is not inside it.
        let sibling = target.directory.deletingLastPathComponent().appending(path: "DemoMore/C.intentdefinition")
        #expect(GenerationPlan.relativePath(of: sibling, in: target.directory) == "C.intentdefinition")
    }

    @Test func argumentsNameTheDefinitionAndTheOutputFile() throws {
        let job = try #require(PlanningTarget().jobs(["Widgets/Intents.intentdefinition"]).first)
        #expect(job.configuration == nil)
        #expect(job.arguments() == ["generate", job.definition.path, "--output-file", job.output.path])
        #expect(
            job.arguments(check: true) == [
                "generate", job.definition.path, "--output-file", job.output.path, "--check",
            ])
        #expect(job.inputFiles == [job.definition])
    }

    @Test func intentcJsonAtTheTargetRootIsPassedToEveryJobAndIsAnInput() throws {
        try SwiftToolchain.withFiles(["intentc.json": #"{"version": 1}"#]) { folder, _ in
            let target = PlanningTarget(directory: folder)
            let configuration = folder.appending(path: "intentc.json")
            let jobs = target.jobs(["A.intentdefinition", "Sub/B.intentdefinition"])
            #expect(jobs.count == 2)
            for job in jobs {
                #expect(job.configuration == configuration)
                #expect(job.inputFiles == [job.definition, configuration])
                #expect(
                    job.arguments() == [
                        "generate", job.definition.path, "--output-file", job.output.path, "--config",
                        configuration.path,
                    ])
                #expect(job.arguments(check: true).last == "--check")
            }
        }
    }

    /// A subfolder's `intentc.json` configures the target only when it lies beside (or above) its
    /// definitions, and the target's folder has none (``TargetConfiguration``).
    @Test func intentcJsonInASubfolderConfiguresOnlyTheDefinitionsBelowIt() throws {
        try SwiftToolchain.withFiles([:]) { folder, _ in
            let sub = folder.appending(path: "Sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data(#"{"version": 1}"#.utf8).write(to: sub.appending(path: "intentc.json"))
            let beside = PlanningTarget(directory: folder).jobs(["Sub/B.intentdefinition"])
            #expect(beside.map { $0.configuration?.lastPathComponent } == ["intentc.json"])
            #expect(beside.first?.arguments().contains("--config") == true)
            let elsewhere = PlanningTarget(directory: folder).jobs(["Other/B.intentdefinition"])
            #expect(elsewhere.count == 1)
            #expect(elsewhere.allSatisfy { $0.configuration == nil && !$0.arguments().contains("--config") })
        }
    }
}
