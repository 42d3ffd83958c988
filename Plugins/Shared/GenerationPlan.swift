// Shared verbatim by both plugins (each plugin folder holds a symbolic link to this file), so it
// must import nothing but Foundation.
import Foundation

/// One `intentc` run: a definition, in one flavor, and the Swift file generated from it (with the
/// `appintents` flavor's String Catalog beside it).
struct GenerationJob {
    /// The `.intentdefinition` file, absolute, so that diagnostics name it in full.
    let definition: URL
    /// The definition's path relative to its target's directory, as shown to the user.
    let relativePath: String
    /// The Swift file `intentc` writes.
    let output: URL
    /// The target's `intentc.json`, when it has one.
    let configuration: URL?
    /// The flavor `intentc` is told to generate (`--flavor`); nil leaves it to `intentc.json`.
    var flavor: String? = nil
    /// The definition's translation tables found beside it (``GenerationPlan/translationTables(of:fileManager:)``):
    /// `intentc` checks them, and embeds them when asked to.
    var translationTables: [URL] = []

    /// Every file the generated text or the run's diagnostics depend on: editing any of them
    /// reruns `intentc`.
    var inputFiles: [URL] {
        [definition] + (configuration.map { [$0] } ?? []) + translationTables
    }

    /// The String Catalog `intentc --output-file` writes beside the Swift for the `appintents`
    /// flavor (empty when no text needs it): the table the generated texts with placeholders are
    /// looked up in, compiled into the target's resources. Nil for the other flavors.
    var catalog: URL? {
        guard flavor == GenerationPlan.appIntentsFlavor else { return nil }
        return output.deletingLastPathComponent().appending(path: GenerationPlan.catalogFileName(of: definition))
    }

    /// Every file the run writes: the Swift and, for `appintents`, the catalog.
    var outputFiles: [URL] { [output] + (catalog.map { [$0] } ?? []) }

    /// What the build log shows for the run in `target`: the files, the target and the flavor
    /// (`Generating Custom+AppIntents.swift from Custom.intentdefinition (Widgets, appintents)`).
    /// A flavor left to `intentc.json` is not named.
    func displayName(target: String) -> String {
        let shownFlavor = flavor ?? (configuration == nil ? "default" : nil)
        let details = [target] + (shownFlavor.map { [$0] } ?? [])
        return "Generating \(output.lastPathComponent) from \(definition.lastPathComponent) "
            + "(\(details.joined(separator: ", ")))"
    }

    /// The `intentc` command line; `check` compares with the existing output instead of writing.
    func arguments(check: Bool = false) -> [String] {
        var arguments = ["generate", definition.path, "--output-file", output.path]
        if let configuration {
            arguments += ["--config", configuration.path]
        }
        if let flavor {
            arguments += ["--flavor", flavor]
        }
        if check {
            arguments.append("--check")
        }
        return arguments
    }
}

/// Decides which definitions of a target are generated, and into which files.
enum GenerationPlan {
    /// The optional configuration file of a target (``TargetConfiguration`` says which one it reads).
    static let configurationFileName = "intentc.json"
    /// The extension of the files the plugins compile.
    static let definitionExtension = "intentdefinition"
    /// The environment of every `intentc` run: stable hashing, so output never depends on hash order.
    static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1"]
    /// The `--flavor` value of App Intents, whose runs also write a String Catalog.
    static let appIntentsFlavor = "appintents"
    /// What ends each flavor's file names before `.swift` (the CLI's `outputFileSuffix`, which
    /// the plugins cannot import; PluginPlanningTests compares the two): App Intents compile in
    /// the default flavor's module, so their files need other names.
    static let outputFileSuffixes = [appIntentsFlavor: "+AppIntents"]

    /// The String Catalog's file name for `definition` (the CLI's
    /// `GeneratedFile.emptyAppIntentsCatalog(forDefinitionAt:sourceLanguage:)`): `<Name>AppIntents.xcstrings`, whose
    /// name is the table the generated App Intents look their texts up in.
    static func catalogFileName(of definition: URL) -> String {
        definition.deletingPathExtension().lastPathComponent + "AppIntents.xcstrings"
    }

    /// The flavors the target's `intentc.json` at `configuration` asks for at its top level: its
    /// `"flavors"` list, else its `"flavor"`, else none (one run per definition in intentc's
    /// default). The plugins must know them to name every output before `intentc` runs; a file
    /// that cannot be read or decoded gives none, and `intentc` reports what is wrong with it.
    static func flavors(inConfiguration configuration: URL?) -> [String] {
        guard let configuration, let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        if let flavors = object["flavors"] as? [String] { return flavors }
        return (object["flavor"] as? String).map { [$0] } ?? []
    }

    /// One job per definition of the target whose directory is `targetDirectory` and flavor its
    /// `configuration` asks for (the file ``TargetConfiguration`` finds;
    /// ``flavors(inConfiguration:)``; one job per definition without one), writing into
    /// `outputDirectory` under the names the CLI would
    /// choose for each flavor (`OutputFileNaming`, over the paths relative to the target's
    /// directory, with the flavor's suffix). Localized copies (`de.lproj/X.intentdefinition` next
    /// to `Base.lproj/X.intentdefinition`) are skipped: like Xcode, code comes from the Base file.
    static func jobs(
        definitions: [URL], targetDirectory: URL, configuration: URL?, outputDirectory: URL,
        fileManager: FileManager = .default
    ) -> [GenerationJob] {
        let candidates = definitions.map {
            (url: $0, relativePath: relativePath(of: $0, in: targetDirectory))
        }
        .sorted { $0.relativePath < $1.relativePath }
        let relativePaths = Set(candidates.map(\.relativePath))
        let generated = candidates.filter { !isLocalizedCopy($0.relativePath, among: relativePaths) }
        let plan = { (runs: [String?]) in
            runs.flatMap { flavor -> [GenerationJob] in
                let suffix = flavor.flatMap { outputFileSuffixes[$0] } ?? ""
                let names = OutputFileNaming.outputFileNames(
                    forInputPaths: generated.map(\.relativePath), suffixes: generated.map { _ in suffix })
                return zip(generated, names).map { candidate, name in
                    GenerationJob(
                        definition: candidate.url,
                        relativePath: candidate.relativePath,
                        output: outputDirectory.appending(path: name),
                        configuration: configuration,
                        flavor: flavor,
                        translationTables: translationTables(of: candidate.url, fileManager: fileManager)
                    )
                }
            }
        }
        let flavors = flavors(inConfiguration: configuration)
        let jobs = plan(flavors.isEmpty ? [nil] : flavors)
        // Flavors whose files share names (`default` and `intents`, which intentc refuses together
        // at their place in the file) would make SwiftPM report only "multiple producers": plan
        // one run per definition instead, so that intentc's located error is what the build shows.
        let outputs = Set(jobs.map { $0.output.lastPathComponent.lowercased() })
        return outputs.count == jobs.count ? jobs : plan([nil])
    }

    /// A message for each `appintents` job whose String Catalog has the name of an earlier one's
    /// (definitions with one base name in different folders, ignoring case): their texts would be
    /// looked up in one table, and SwiftPM refuses two resources of one name. `file` is the
    /// definition to report it at.
    static func catalogClashes(between jobs: [GenerationJob]) -> [(file: URL, message: String)] {
        var first: [String: GenerationJob] = [:]
        return jobs.compactMap { job in
            guard let catalog = job.catalog else { return nil }
            let key = catalog.lastPathComponent.lowercased()
            guard let earlier = first[key] else {
                first[key] = job
                return nil
            }
            return (
                job.definition,
                "\(earlier.relativePath) and \(job.relativePath) would both look their App Intents texts up in "
                    + "table \(catalog.deletingPathExtension().lastPathComponent) (ignoring case), so one would "
                    + "show the other's; rename one definition, or generate App Intents for each in its own "
                    + "target [IC235]"
            )
        }
    }

    /// The translation tables `intentc` finds beside the definition at `definition` (the rule of
    /// `TranslationDiscovery.tables(besideDefinition:)`, which the plugins cannot import): for
    /// `<dir>/Base.lproj/<Name>.intentdefinition`, `<dir>/<lang>.lproj/<Name>.strings` and
    /// `.stringsdict` of every other language folder, and `<dir>/<Name>.xcstrings`. Empty when the
    /// definition is not in a `Base.lproj` folder. Sorted by path.
    static func translationTables(of definition: URL, fileManager: FileManager = .default) -> [URL] {
        let folder = definition.deletingLastPathComponent()
        guard folder.lastPathComponent == "Base.lproj" else { return [] }
        let root = folder.deletingLastPathComponent()
        let name = definition.deletingPathExtension().lastPathComponent
        let languages = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        }
        let candidates =
            languages.flatMap { language in
                ["strings", "stringsdict"].map { root.appending(path: "\(language)/\(name).\($0)") }
            } + [root.appending(path: "\(name).xcstrings")]
        return candidates.filter { isFile($0, fileManager) }.sorted { $0.path < $1.path }
    }

    private static func isFile(_ url: URL, _ fileManager: FileManager) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A message for each Swift file among `sources` named like a job's output, ignoring case:
    /// Swift refuses two files with one name in a module (SwiftPM only says "multiple producers"),
    /// and on a case-insensitive file system `colors.swift` and `Colors.swift` are one name.
    ///
    /// `file` is where to report it: the definition, or, when the clashing file was itself
    /// written by intentc (the command plugin's output in a target that also uses the build
    /// plugin), that file, with advice to delete it or use one plugin, naming it relative to
    /// `packageDirectory` (the target's directory when nil).
    static func nameClashes(
        between jobs: [GenerationJob], and sources: [URL], in targetDirectory: URL,
        shownFrom packageDirectory: URL? = nil
    ) -> [(definition: URL, file: URL, message: String)] {
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
            if SetupAdvice.isGeneratedByIntentc(source) {
                let message = SetupAdvice.committedCopyMessage(
                    source, generatedFrom: job.relativePath, in: targetDirectory,
                    shownFrom: packageDirectory ?? targetDirectory)
                return (job.definition, source, message)
            }
            let ignoringCase = output == source.lastPathComponent ? "" : " ignoring case"
            let message =
                "\(job.relativePath) generates \(output), the name\(ignoringCase) of the target's own "
                + "\(relativePath(of: source, in: targetDirectory)); Swift needs distinct file names, so rename one"
            return (job.definition, job.definition, message)
        }
    }

    /// Every definition found on disk under `directory`, hidden folders and `skipped` (a folder)
    /// left out, sorted by path: also those the manifest excludes from the target's sources.
    static func definitions(under directory: URL, skipping skipped: URL? = nil, fileManager: FileManager = .default)
        -> [URL]
    {
        let skippedPath = skipped?.standardizedFileURL.path
        guard
            let walk = fileManager.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walk {
            if url.standardizedFileURL.path == skippedPath {
                walk.skipDescendants()
            } else if url.pathExtension == definitionExtension {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folder that plays a target's directory in an Xcode project, which has none: the folder
    /// beside the project named like the target, else like the target without its `Extension`
    /// suffix (Xcode's Widget and Intents Extension templates name the target `MenuWidgetExtension`
    /// and its folder `MenuWidget`); nil when there is neither.
    static func xcodeTargetFolder(named target: String, in projectDirectory: URL, fileManager: FileManager = .default)
        -> URL?
    {
        let suffix = "Extension"
        let names =
            [target] + (target.hasSuffix(suffix) && target != suffix ? [String(target.dropLast(suffix.count))] : [])
        return names.lazy.map { projectDirectory.appending(path: $0, directoryHint: .isDirectory) }.first { folder in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
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
