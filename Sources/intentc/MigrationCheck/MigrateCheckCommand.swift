import AppIntentsSource
import IntentCodegen
import IntentDefinition

/// `intentc migrate DEFINITION --check SOURCE…`: writes nothing; checks that the App Intents in
/// the sources migrate every intent of the definition (``MigrationChecker``). The definition may
/// be `git:<rev>:<path>`, since teams delete it once migrated.
enum MigrateCheckCommand {
    /// The form `DEFINITION` takes to be read from git.
    static let gitPrefix = "git:"

    /// The rules of `migrate --check`'s arguments: the definition, then one or more sources.
    static func checkArguments(_ invocation: Invocation) throws(UsageError) {
        guard invocation.inputs.count >= 2 else {
            throw UsageError("'intentc migrate --check' takes the definition, then the App Intents sources to check")
        }
        if invocation.inputs[0].hasPrefix(gitPrefix), gitRevisionAndPath(invocation.inputs[0]) == nil {
            throw UsageError("'\(invocation.inputs[0])' needs the form 'git:<revision>:<path>'")
        }
        // `--check` is a flag, so the definition is the first path whatever stands between.
        let isDefinition = { (path: String) in
            path.hasSuffix(InputDirectories.definitionExtension) || path.hasPrefix(gitPrefix)
        }
        if !isDefinition(invocation.inputs[0]),
            let definition = invocation.inputs.dropFirst().first(where: isDefinition)
        {
            throw UsageError(
                "'intentc migrate --check' takes the definition first: 'intentc migrate \(definition) --check "
                    + "<source>...'")
        }
    }

    /// Runs the check; returns whether nothing is an error.
    static func run(_ context: CommandContext) -> Bool {
        let argument = context.invocation.inputs[0]
        guard let (definition, displayPath) = loadDefinition(argument, context) else { return false }
        guard definition.intents.contains(where: { $0.kind == .custom }) else {
            context.reporter.report([MigrateCommand.nothingToMigrate(definition)], file: displayPath)
            return true
        }
        let sources = MigrationSources.read(Array(context.invocation.inputs.dropFirst()))
        // A source that cannot be read would make every intent it migrates look unmigrated.
        guard !context.reporter.report(sources.diagnostics, file: nil) else { return false }
        let options = MigrationChecker.Options(
            shippedClassPrefix: context.generationOptions(forInput: displayPath).shippedClassPrefix,
            partial: context.invocation.partial)
        let report = MigrationChecker.check(
            definition, sources: AppIntentsSourceIndex(sources.summaries), built: sources.built, options: options)
        guard !context.reporter.report(report.diagnostics, file: displayPath) else { return false }
        if !context.invocation.reporting.quiet { context.console.writeError(report.summary + "\n") }
        return true
    }

    /// `git:<rev>:<path>` split at the colon after the revision; nil when either part is empty.
    static func gitRevisionAndPath(_ argument: String) -> (revision: String, path: String)? {
        let rest = argument.dropFirst(gitPrefix.count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let revision = String(rest[..<colon])
        let path = String(rest[rest.index(after: colon)...])
        return revision.isEmpty || path.isEmpty ? nil : (revision, path)
    }

    /// The definition with the path diagnostics name it by, or nil after reporting why it
    /// cannot be checked against (its warnings are lint's business and are not printed).
    private static func loadDefinition(_ argument: String, _ context: CommandContext) -> (Definition, String)? {
        var input = IntentCompiler.Input.file(argument)
        var displayPath = argument
        if let (revision, path) = gitRevisionAndPath(argument) {
            let (version, diagnostics) = GitRevisionReader.read(path, at: revision)
            context.reporter.report(diagnostics, file: path)
            guard let version else { return nil }
            context.reporter.filesNotOnDisk.insert(version.displayPath)
            input = .bytes(version.bytes, path: version.displayPath)
            displayPath = version.displayPath
        }
        let result = IntentCompiler.run(
            input, goal: .load, options: IntentCompiler.Options(reader: context.readerOptions))
        let errors = result.diagnostics.filter { $0.severity == .error }
        context.reporter.report(errors, file: displayPath)
        guard errors.isEmpty, let definition = result.definition else { return nil }
        return (definition, displayPath)
    }
}
