// Shared verbatim by both plugins (each plugin folder holds a symbolic link to this file), so it
// must import nothing but Foundation.
import Foundation

/// What the build plugin plans for one target of an Xcode project, whose targets have no folder
/// of their own: the folder that plays it (``GenerationPlan/xcodeTargetFolder(named:in:fileManager:)``,
/// else the project's), the `intentc.json` it reads (``TargetConfiguration``), the jobs, and the
/// set-up warnings. The Xcode conformance passes XcodeProjectPlugin's values in; tests pass the
/// layouts Xcode's templates create.
struct XcodeTargetPlan {
    /// A target of the project: its name and its input files (those whose membership includes it).
    struct Target {
        let name: String
        let inputs: [URL]

        /// The target's definitions among its input files.
        var definitions: [URL] { inputs.filter { $0.pathExtension == GenerationPlan.definitionExtension } }
    }

    /// The folder the target's definitions are shown relative to.
    let targetDirectory: URL
    /// The `intentc.json` the target reads, with warnings about those it does not.
    let configuration: TargetConfiguration
    /// One job per definition and flavor.
    let jobs: [GenerationJob]
    /// IC236 and, when the target reads no `intentc.json`, IC237 for each one in the project's
    /// folders that no target reads.
    let findings: [SetupAdvice.Finding]

    /// The plan for `target` among the project's `targets` (which include it), in the project at
    /// `project`, writing into `outputDirectory`.
    init(
        target: Target, among targets: [Target], project: URL, outputDirectory: URL,
        fileManager: FileManager = .default
    ) {
        let folder = GenerationPlan.xcodeTargetFolder(named: target.name, in: project, fileManager: fileManager)
        targetDirectory = folder ?? project
        configuration = Self.configuration(of: target, in: project, fileManager: fileManager)
        var findings = configuration.findings
        if configuration.file == nil {
            findings += TargetConfiguration.unreadConfigurations(
                in: TargetConfiguration.projectFolders(of: project, fileManager: fileManager),
                read: targets.map { Self.configuration(of: $0, in: project, fileManager: fileManager).file },
                targetName: target.name, shownFrom: project, fileManager: fileManager)
        }
        self.findings = findings
        jobs = GenerationPlan.jobs(
            definitions: target.definitions, targetDirectory: targetDirectory, configuration: configuration.file,
            outputDirectory: outputDirectory, fileManager: fileManager)
    }

    /// The `intentc.json` that `target` reads: its folder's, else the one nearest its definitions
    /// within the project.
    private static func configuration(of target: Target, in project: URL, fileManager: FileManager)
        -> TargetConfiguration
    {
        TargetConfiguration(
            targetName: target.name,
            targetFolder: GenerationPlan.xcodeTargetFolder(named: target.name, in: project, fileManager: fileManager),
            definitions: target.definitions, searchRoot: project, shownFrom: project, fileManager: fileManager)
    }
}
