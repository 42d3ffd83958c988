import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file of a target while it builds.
///
/// Each definition gets its own build command with exact inputs (the definition and the
/// target's `intentc.json`, if any) and exactly one output, so SwiftPM reruns `intentc` only for
/// what changed, and `intentc` rewrites the output only when its text changed.
@main
struct IntentcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let definitions =
            target.sourceModule.map {
                $0.sourceFiles(withSuffix: GenerationPlan.definitionExtension).map(\.url)
            } ?? []
        guard !definitions.isEmpty else { return [] }
        guard let module = target as? SwiftSourceModuleTarget else {
            Diagnostics.error(
                "IntentcPlugin generates Swift, but target '\(target.name)' is not a Swift target")
            return []
        }
        let jobs = GenerationPlan.jobs(
            definitions: definitions,
            targetDirectory: module.directoryURL,
            outputDirectory: context.pluginWorkDirectoryURL
        )
        let sources = module.sourceFiles.map(\.url)
        for clash in GenerationPlan.nameClashes(between: jobs, and: sources, in: module.directoryURL) {
            Diagnostics.error(clash.message, file: clash.definition.path, line: nil)
        }
        let intentc = try context.tool(named: "intentc")
        return jobs.map { job in
            .buildCommand(
                displayName:
                    "Generating \(job.output.lastPathComponent) from \(job.definition.lastPathComponent)",
                executable: intentc.url,
                arguments: job.arguments(),
                environment: GenerationPlan.environment,
                inputFiles: job.inputFiles,
                outputFiles: [job.output]
            )
        }
    }
}
