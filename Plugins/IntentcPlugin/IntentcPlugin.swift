import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file of a target while it builds.
///
/// Each definition gets one build command per flavor its `intentc.json` asks for (`"flavors"`,
/// e.g. `["default", "appintents"]`, which share one module), with exact inputs (the definition,
/// the target's `intentc.json`, if any, and the translation tables beside a `Base.lproj`
/// definition, which `intentc` checks) and exact outputs (the Swift; for App Intents also the
/// String Catalog), so SwiftPM reruns `intentc` only for what changed, and `intentc` rewrites an
/// output only when its text changed.
///
/// Set-up mistakes get warnings that say what to change (``SetupAdvice``): definitions listed as
/// resources or hidden by `exclude:`, an `intentc.json` outside the target's folder or with no
/// definition to configure, and code committed by `generate-intent-code` in the same target.
@main
struct IntentcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let files =
            target.sourceModule.map { Array($0.sourceFiles(withSuffix: GenerationPlan.definitionExtension)) } ?? []
        let definitions = files.map(\.url)
        guard let module = target as? SwiftSourceModuleTarget else {
            if !definitions.isEmpty {
                Diagnostics.error(
                    "IntentcPlugin generates Swift, but target '\(target.name)' is not a Swift target")
            }
            return []
        }
        if let finding = SetupAdvice.targetWithoutDefinitions(
            target.name, visible: definitions, targetDirectory: module.directoryURL,
            shownFrom: context.package.directoryURL)
        {
            report(finding)
        }
        guard !definitions.isEmpty else { return [] }
        let findings =
            SetupAdvice.definitionsListedAsResources(
                files.filter { $0.type == .resource }.map(\.url), shownFrom: context.package.directoryURL)
            + SetupAdvice.misplacedConfigurations(
                targetDirectory: module.directoryURL, packageDirectory: context.package.directoryURL)
        let configuration = TargetConfiguration(
            targetName: target.name, targetFolder: module.directoryURL, definitions: definitions,
            searchRoot: module.directoryURL, shownFrom: context.package.directoryURL)
        (findings + configuration.findings).forEach(report)
        let jobs = GenerationPlan.jobs(
            definitions: definitions,
            targetDirectory: module.directoryURL,
            configuration: configuration.file,
            outputDirectory: context.pluginWorkDirectoryURL
        )
        let sources = module.sourceFiles.map(\.url)
        for clash in GenerationPlan.nameClashes(
            between: jobs, and: sources, in: module.directoryURL, shownFrom: context.package.directoryURL)
        {
            Diagnostics.error(clash.message, file: clash.file.path, line: 1)
        }
        return buildCommands(for: jobs, of: target.name, intentc: try context.tool(named: "intentc"))
    }

    /// One build command per job of `target`, each with exact inputs and outputs (shared with the
    /// Xcode conformance): the Swift, and for App Intents the String Catalog, which SwiftPM and Xcode
    /// compile into the target's resources as they do a catalog of its own. Catalogs that would
    /// share a table name are reported instead (IC235).
    /// Each command's name says the target and the flavor, so that two targets, or two flavors,
    /// generating from one definition are told apart in the build log.
    func buildCommands(for jobs: [GenerationJob], of target: String, intentc: PluginContext.Tool) -> [Command] {
        for clash in GenerationPlan.catalogClashes(between: jobs) {
            Diagnostics.error(clash.message, file: clash.file.path, line: 1)
        }
        return jobs.map { job in
            .buildCommand(
                displayName: job.displayName(target: target),
                executable: intentc.url,
                arguments: job.arguments(),
                environment: GenerationPlan.environment,
                inputFiles: job.inputFiles,
                outputFiles: job.outputFiles
            )
        }
    }

    /// Prints a set-up warning at line 1 of its file (where Xcode shows it; SwiftPM on Linux shows
    /// only the message, which names the file itself).
    private func report(_ finding: SetupAdvice.Finding) {
        Diagnostics.warning(finding.message, file: finding.file.path, line: 1)
    }
}
