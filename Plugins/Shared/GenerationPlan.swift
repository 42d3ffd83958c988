// Shared verbatim by both plugins (each plugin folder holds a symbolic link to this file), so it
// must import nothing but Foundation.
import Foundation

/// One `intentc` run: a definition and the single Swift file generated from it.
struct GenerationJob {
    /// The `.intentdefinition` file, absolute, so that diagnostics name it in full.
    let definition: URL
    /// The definition's path relative to its target's directory, as shown to the user.
    let relativePath: String
    /// The Swift file `intentc` writes.
    let output: URL
    /// The target's `intentc.json`, when it has one.
    let configuration: URL?

    /// Every file the generated text depends on: editing any of them regenerates the output.
    var inputFiles: [URL] {
        [definition] + (configuration.map { [$0] } ?? [])
    }

    /// The `intentc` command line; `check` compares with the existing output instead of writing.
    func arguments(check: Bool = false) -> [String] {
        var arguments = ["generate", definition.path, "--output-file", output.path]
        if let configuration {
            arguments += ["--config", configuration.path]
        }
        if check {
            arguments.append("--check")
        }
        return arguments
    }
}

/// Decides which definitions of a target are generated, and into which files.
enum GenerationPlan {
    /// The optional configuration file at the root of a target's directory.
    static let configurationFileName = "intentc.json"
    /// The extension of the files the plugins compile.
    static let definitionExtension = "intentdefinition"
    /// The environment of every `intentc` run: stable hashing, so output never depends on hash order.
    static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    /// One job per definition of the target whose directory is `targetDirectory`, writing into
    /// `outputDirectory` under the names the CLI would choose (`OutputFileNaming`, over the paths
    /// relative to the target's directory). Localized copies (`de.lproj/X.intentdefinition` next
    /// to `Base.lproj/X.intentdefinition`) are skipped: like Xcode, code comes from the Base file.
    static func jobs(
        definitions: [URL], targetDirectory: URL, outputDirectory: URL, fileManager: FileManager = .default
    ) -> [GenerationJob] {
        let candidates = definitions.map {
            (url: $0, relativePath: relativePath(of: $0, in: targetDirectory))
        }
        .sorted { $0.relativePath < $1.relativePath }
        let relativePaths = Set(candidates.map(\.relativePath))
        let generated = candidates.filter { !isLocalizedCopy($0.relativePath, among: relativePaths) }
        let names = OutputFileNaming.outputFileNames(forInputPaths: generated.map(\.relativePath))
        let configuration = targetDirectory.appending(path: configurationFileName)
        let hasConfiguration = fileManager.fileExists(atPath: configuration.path)
        return zip(generated, names).map { candidate, name in
            GenerationJob(
                definition: candidate.url,
                relativePath: candidate.relativePath,
                output: outputDirectory.appending(path: name),
                configuration: hasConfiguration ? configuration : nil
            )
        }
    }

    /// A message for each Swift file among `sources` named like a job's output, ignoring case:
    /// Swift refuses two files with one name in a module (SwiftPM only says "multiple producers"),
    /// and on a case-insensitive file system `colors.swift` and `Colors.swift` are one name.
    static func nameClashes(between jobs: [GenerationJob], and sources: [URL], in targetDirectory: URL)
        -> [(definition: URL, message: String)]
    {
        // Output names differ even ignoring case (OutputFileNaming), so the keys are unique.
        let jobsByOutputName = Dictionary(
            uniqueKeysWithValues: jobs.map { ($0.output.lastPathComponent.lowercased(), $0) })
        return sources.sorted { $0.path < $1.path }.compactMap { source in
            guard source.pathExtension == "swift",
                let job = jobsByOutputName[source.lastPathComponent.lowercased()]
            else {
                return nil
            }
            let output = job.output.lastPathComponent
            let ignoringCase = output == source.lastPathComponent ? "" : " ignoring case"
            let message =
                "\(job.relativePath) generates \(output), the name\(ignoringCase) of the target's own "
                + "\(relativePath(of: source, in: targetDirectory)); Swift needs distinct file names, so rename one"
            return (job.definition, message)
        }
    }

    /// `path` relative to `directory`, or its file name when it lies elsewhere.
    static func relativePath(of url: URL, in directory: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = directory.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
    }

    /// Whether `path` is `<dir>/<lang>.lproj/<name>` and `<dir>/Base.lproj/<name>` also exists.
    private static func isLocalizedCopy(_ path: String, among paths: Set<String>) -> Bool {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2 else { return false }
        let folderIndex = components.count - 2
        let folder = components[folderIndex]
        guard folder.hasSuffix(".lproj"), folder != "Base.lproj" else { return false }
        components[folderIndex] = "Base.lproj"
        return paths.contains(components.joined(separator: "/"))
    }
}
