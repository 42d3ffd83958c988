// Shared verbatim by both plugins (each plugin folder holds a symbolic link to this file), so it
// must import nothing but Foundation.
import Foundation

/// The `intentc.json` a target reads, and warnings about those it does not.
///
/// One rule for packages and Xcode projects: a target reads the `intentc.json` of its own folder
/// when it has one; otherwise the one nearest to its definitions (in a definition's folder or a
/// folder above it, up to the search root: the target's folder in a package, the project's folder
/// in Xcode). So `MenuWidget/intentc.json` configures the definitions in `MenuWidget/` whatever
/// the target is called (Xcode's Widget Extension template names the target `MenuWidgetExtension`
/// and its folder `MenuWidget`).
struct TargetConfiguration: Equatable {
    /// The file the target reads, if any.
    let file: URL?
    /// IC236 for each `intentc.json` nearer to one of the target's definitions than the one it reads.
    let findings: [SetupAdvice.Finding]

    /// The configuration of the target `targetName`, whose own folder is `targetFolder` (nil when
    /// an Xcode target has none) and whose definitions are `definitions`, searching up to
    /// `searchRoot`; files are shown relative to `shownFrom`.
    init(
        targetName: String, targetFolder: URL?, definitions: [URL], searchRoot: URL, shownFrom root: URL,
        fileManager: FileManager = .default
    ) {
        let nearest = definitions.sorted { $0.path < $1.path }.map { definition in
            (definition, Self.nearestConfiguration(to: definition, upTo: searchRoot, fileManager: fileManager))
        }
        let own = targetFolder.map { $0.appending(path: GenerationPlan.configurationFileName) }
            .flatMap { fileManager.fileExists(atPath: $0.path) ? $0 : nil }
        let file = own ?? nearest.lazy.compactMap(\.1).first
        self.file = file
        var reported: Set<String> = []
        findings = nearest.compactMap { definition, configuration in
            guard let configuration, configuration.standardizedFileURL != file?.standardizedFileURL,
                reported.insert(configuration.standardizedFileURL.path).inserted
            else { return nil }
            let shown = { GenerationPlan.relativePath(of: $0, in: root) }
            let reads = file.map { "reads \(shown($0))" } ?? "reads no intentc.json"
            return SetupAdvice.Finding(
                message: "target '\(targetName)' \(reads), so \(shown(configuration)) beside its definition "
                    + "\(shown(definition)) is not read for it; a target reads one \(GenerationPlan.configurationFileName), "
                    + "its own folder's, else the one nearest its definitions: merge the two or move "
                    + "the definition [IC236]",
                file: configuration)
        }
    }

    /// The `intentc.json` in `definition`'s folder or the nearest folder above it, not above
    /// `root`; a definition outside `root` is looked up in its own folder only.
    static func nearestConfiguration(to definition: URL, upTo root: URL, fileManager: FileManager = .default) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var folder = definition.standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = folder.appending(path: GenerationPlan.configurationFileName)
            if fileManager.fileExists(atPath: candidate.path) { return candidate }
            guard folder.path.hasPrefix(rootPath + "/") else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// IC237 for each `intentc.json` in `folders` that none of the project's targets reads
    /// (`read`), reported to a target that reads none: the file is where a user expected one to be
    /// found (a folder of the project, or the project's own), and nothing would say it is ignored.
    static func unreadConfigurations(
        in folders: [URL], read: [URL?], targetName: String, shownFrom root: URL, fileManager: FileManager = .default
    ) -> [SetupAdvice.Finding] {
        let readPaths = Set(read.compactMap { $0?.standardizedFileURL.path })
        return folders.map { $0.appending(path: GenerationPlan.configurationFileName) }
            .filter { fileManager.fileExists(atPath: $0.path) && !readPaths.contains($0.standardizedFileURL.path) }
            .sorted { $0.path < $1.path }
            .map { configuration in
                SetupAdvice.Finding(
                    message: "\(GenerationPlan.relativePath(of: configuration, in: root)) is read by no target, and "
                        + "target '\(targetName)' reads no \(GenerationPlan.configurationFileName), so it generates "
                        + "intentc's default flavor; a target reads the \(GenerationPlan.configurationFileName) of its "
                        + "folder (named like the target, or like it without 'Extension'), else the one nearest "
                        + "its definitions: move the file there [IC237]",
                    file: configuration)
            }
    }

    /// The folders of an Xcode project where a user would put a target's `intentc.json`: the
    /// project's folder and each folder in it (not hidden), sorted.
    static func projectFolders(of project: URL, fileManager: FileManager = .default) -> [URL] {
        let children =
            (try? fileManager.contentsOfDirectory(
                at: project, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        let folders = children.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        return [project] + folders.sorted { $0.path < $1.path }
    }
}
