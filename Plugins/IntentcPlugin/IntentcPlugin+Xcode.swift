#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build plugin in an Xcode project: the definitions are the target's own input files (those
    /// whose target membership includes it), planned as in a package by ``XcodeTargetPlan``, which
    /// finds the folder that plays the target's and the `intentc.json` it reads.
    extension IntentcPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let planned = XcodeTargetPlan.Target(name: target.displayName, inputs: target.inputFiles.map(\.url))
            guard !planned.definitions.isEmpty else { return [] }
            let project = context.xcodeProject.directoryURL
            let plan = XcodeTargetPlan(
                target: planned,
                among: context.xcodeProject.targets.map {
                    XcodeTargetPlan.Target(name: $0.displayName, inputs: $0.inputFiles.map(\.url))
                },
                project: project, outputDirectory: context.pluginWorkDirectoryURL)
            for finding in plan.findings {
                Diagnostics.warning(finding.message, file: finding.file.path, line: 1)
            }
            for clash in GenerationPlan.nameClashes(
                between: plan.jobs, and: planned.inputs, in: plan.targetDirectory, shownFrom: project)
            {
                Diagnostics.error(clash.message, file: clash.file.path, line: 1)
            }
            return buildCommands(for: plan.jobs, of: target.displayName, intentc: try context.tool(named: "intentc"))
        }
    }
#endif
