#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The build plugin in an Xcode project: the definitions are the target's own input files (those
/// whose target membership includes it), planned exactly as in a package, with the target's
/// folder found by ``GenerationPlan/xcodeTargetDirectory(named:in:)``.
extension IntentcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url)
        let definitions = inputs.filter { $0.pathExtension == GenerationPlan.definitionExtension }
        guard !definitions.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        let targetDirectory = GenerationPlan.xcodeTargetDirectory(named: target.displayName, in: project)
        let jobs = GenerationPlan.jobs(
            definitions: definitions, targetDirectory: targetDirectory,
            outputDirectory: context.pluginWorkDirectoryURL)
        for clash in GenerationPlan.nameClashes(between: jobs, and: inputs, in: targetDirectory, shownFrom: project) {
            Diagnostics.error(clash.message, file: clash.file.path, line: 1)
        }
        return buildCommands(for: jobs, intentc: try context.tool(named: "intentc"))
    }
}
#endif
