import Foundation
import PackagePlugin

/// `swift package generate-intent-code`: writes the Swift generated from each target's
/// `.intentdefinition` files into the package, for teams that commit generated code.
///
/// Options: `--target <name>` (repeatable; default: every non-test target holding definitions),
/// `--output <folder>` (relative to each target's directory; default `Generated`), `--check`
/// (write nothing; fail and show the differences when a generated file is stale or missing).
@main
struct GenerateIntentCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try CommandOptions(arguments)
        let intentc = try context.tool(named: "intentc")
        let targets = try selectedTargets(context.package, options)
        if targets.isEmpty {
            print("No target holds .\(GenerationPlan.definitionExtension) files.")
        }
        var problems: [String] = []
        for target in targets {
            problems += try run(
                intentc.url, for: target.name, in: target.directoryURL, sources: target.sourceFiles.map(\.url),
                options: options, shownFrom: context.package.directoryURL)
        }
        try fail(on: problems, check: options.check)
    }

    /// The targets named with `--target`, else every non-test source target holding definitions.
    private func selectedTargets(_ package: Package, _ options: CommandOptions) throws
        -> [SwiftSourceModuleTarget]
    {
        if !options.targetNames.isEmpty {
            return try package.targets(named: options.targetNames).map { target in
                guard let module = target as? SwiftSourceModuleTarget else {
                    throw CommandFailure("target '\(target.name)' is not a Swift target")
                }
                return module
            }
        }
        return package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { module in
            module.kind != .test && !definitions(in: module, skipping: nil).isEmpty
        }
    }

    /// Generates (or checks) the files of the target `target` whose directory is `directory`
    /// and whose Swift sources are `sources`, naming files relative to `root` (the package's or
    /// the Xcode project's folder); returns what went wrong. Its `intentc.json` is looked for up
    /// to `searchRoot` (``TargetConfiguration``; the target's directory when nil).
    func run(
        _ intentc: URL, for target: String, in directory: URL, searchRoot: URL? = nil, sources: [URL],
        options: CommandOptions, shownFrom root: URL
    ) throws -> [String] {
        let outputDirectory = options.outputDirectory(in: directory)
        let definitions = GenerationPlan.definitions(under: directory, skipping: outputDirectory)
        // An Xcode target without a folder of its own has the project's: not a folder of its own.
        let ownFolder =
            searchRoot.map { $0.standardizedFileURL == directory.standardizedFileURL } == true ? nil : directory
        let configuration = TargetConfiguration(
            targetName: target, targetFolder: ownFolder, definitions: definitions, searchRoot: searchRoot ?? directory,
            shownFrom: root)
        let findings =
            SetupAdvice.misplacedConfigurations(targetDirectory: directory, packageDirectory: root)
            + configuration.findings
        for finding in findings {
            Diagnostics.warning(finding.message, file: finding.file.path, line: 1)
        }
        let jobs = GenerationPlan.jobs(
            definitions: definitions,
            targetDirectory: directory,
            configuration: configuration.file,
            outputDirectory: outputDirectory
        )
        guard !jobs.isEmpty else {
            print("\(target): no .\(GenerationPlan.definitionExtension) files")
            return []
        }
        let ownSources = sources.filter {
            !$0.standardizedFileURL.path.hasPrefix(outputDirectory.path + "/")
        }
        let clashes = GenerationPlan.nameClashes(between: jobs, and: ownSources, in: directory)
        guard clashes.isEmpty else {
            return clashes.map { "\(target): \($0.message)" }
        }
        if !options.check {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        }
        var problems: [String] = []
        for job in jobs {
            let shownOutput = GenerationPlan.relativePath(of: job.output, in: root)
            let before = try? Data(contentsOf: job.output)
            let status = try runProcess(intentc, arguments: job.arguments(check: options.check))
            let line = "\(target): \(job.relativePath) → \(shownOutput)"
            if status == 0 {
                let unchanged = options.check || before == (try? Data(contentsOf: job.output))
                print(unchanged ? "\(line) is up to date" : "\(line) written")
            } else {
                problems.append(options.check ? "\(line) is stale" : "\(line) failed")
            }
        }
        for orphan in orphans(in: outputDirectory, expected: jobs.map(\.output)) {
            let shown = GenerationPlan.relativePath(of: orphan, in: root)
            let message = "\(target): \(shown) is not generated from any definition; delete it"
            if options.check {
                problems.append(message)
            } else {
                Diagnostics.warning(message)
            }
        }
        return problems
    }

    /// Every definition under the target's directory, found on disk (a target that commits its
    /// generated code usually excludes its definitions from its sources), except in `skipped`.
    private func definitions(in target: SwiftSourceModuleTarget, skipping skipped: URL?) -> [URL] {
        GenerationPlan.definitions(under: target.directoryURL, skipping: skipped)
    }

    /// Swift files in the output folder that no job produces.
    private func orphans(in directory: URL, expected: [URL]) -> [URL] {
        let expectedNames = Set(expected.map(\.lastPathComponent))
        let present =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
            ?? []
        return present.filter { $0.pathExtension == "swift" && !expectedNames.contains($0.lastPathComponent) }
            .sorted { $0.path < $1.path }
    }

    /// Fails the whole command when any target had problems, after reporting each.
    func fail(on problems: [String], check: Bool) throws {
        guard !problems.isEmpty else { return }
        for problem in problems {
            Diagnostics.error(problem)
        }
        let stale = problems.contains { $0.hasSuffix(" is stale") }
        let hint = check && stale ? "; run without --check to regenerate" : ""
        throw CommandFailure("\(problems.count) problem(s)\(hint)")
    }

    /// Runs `intentc`, its output going straight to ours; returns its exit status.
    private func runProcess(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(GenerationPlan.environment) { $1 }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The command's arguments.
struct CommandOptions {
    let targetNames: [String]
    let output: String
    let check: Bool

    init(_ arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        check = extractor.extractFlag(named: "check") > 0
        let unknown = extractor.remainingArguments
        guard unknown.isEmpty else {
            throw CommandFailure(
                "unexpected argument(s) \(unknown.joined(separator: " ")); "
                    + "usage: generate-intent-code [--target <name>]... [--output <folder>] [--check]"
            )
        }
        let output = outputs.last ?? "Generated"
        guard outputs.count <= 1, !output.hasPrefix("/") else {
            throw CommandFailure("--output takes one folder, relative to each target's directory")
        }
        self.output = output
    }

    func outputDirectory(in targetDirectory: URL) -> URL {
        targetDirectory.appending(path: output, directoryHint: .isDirectory).standardizedFileURL
    }
}

/// Why the command failed.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
