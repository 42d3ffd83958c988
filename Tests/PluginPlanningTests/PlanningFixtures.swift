import Foundation

@testable import PluginPlanning

/// A target folder for planning tests, and the jobs planned for definitions given by their paths
/// inside it.
struct PlanningTarget {
    /// The target's directory.
    let directory: URL
    /// Where the jobs write.
    let outputDirectory: URL

    /// A target at `directory`, writing into its `Out` folder. The folder need not exist: only the
    /// `intentc.json` lookup touches the disk.
    init(directory: URL = URL(fileURLWithPath: "/no-such-package-\(UUID().uuidString)/Sources/Demo")) {
        self.directory = directory
        outputDirectory = directory.appending(path: "Out", directoryHint: .isDirectory)
    }

    /// `relativePath` inside the target's directory.
    func url(_ relativePath: String) -> URL {
        directory.appending(path: relativePath)
    }

    /// The jobs for the definitions at `relativePaths` (in the order given), with the
    /// `intentc.json` a package target would read (``TargetConfiguration``).
    func jobs(_ relativePaths: [String]) -> [GenerationJob] {
        let definitions = relativePaths.map(url)
        let configuration = TargetConfiguration(
            targetName: "Demo", targetFolder: directory, definitions: definitions, searchRoot: directory,
            shownFrom: directory)
        return GenerationPlan.jobs(
            definitions: definitions, targetDirectory: directory, configuration: configuration.file,
            outputDirectory: outputDirectory)
    }

    /// The clash messages for hand-written sources at `relativePaths`, given the jobs for
    /// `definitions`.
    func clashes(definitions: [String], sources relativePaths: [String]) -> [(
        definition: URL, file: URL, message: String
    )] {
        GenerationPlan.nameClashes(
            between: jobs(definitions), and: relativePaths.map(url), in: directory)
    }
}
