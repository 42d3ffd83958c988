import IntentCodegen
import IntentDefinition

/// `intentc compat`: the changes between an old and a new version of a definition that break
/// configurations and shortcuts users stored with the old one (``CompatibilityChecker``).
///
/// The old version is the first of two files, or, with `--against git:<rev>`, the file as it was
/// at that revision of its repository. Settings are looked up by the new file's path for both
/// versions; with `--against` and `--config`, the old version's class prefix comes from the
/// configuration file as it was at that revision (when it existed there), so a changed
/// `classPrefix` counts like a changed `INIntentClassPrefix`.
enum CompatCommand {
    /// Compares the two versions; returns whether nothing is an error.
    static func run(_ context: CommandContext) -> Bool {
        let newPath = context.invocation.inputs[context.invocation.inputs.count - 1]
        let oldDefinition = loadOldVersion(context, newPath: newPath)
        let newDefinition = comparable(.file(newPath), file: newPath, context)
        guard let oldDefinition, let newDefinition else { return false }
        guard let oldPrefix = oldClassPrefix(context, newPath: newPath) else { return false }
        let findings = CompatibilityChecker.compare(
            old: oldDefinition, new: newDefinition,
            options: CompatibilityChecker.Options(
                oldClassPrefix: oldPrefix, newClassPrefix: context.generationOptions(forInput: newPath).classPrefix,
                policy: context.configuration?.compatibility ?? CompatibilityPolicy()))
        return !context.reporter.report(findings, file: newPath)
    }

    /// The old version, or nil after reporting why it cannot be compared.
    private static func loadOldVersion(_ context: CommandContext, newPath: String) -> Definition? {
        guard let revision = context.invocation.againstRevision else {
            let oldPath = context.invocation.inputs[0]
            return comparable(.file(oldPath), file: oldPath, context)
        }
        let (version, diagnostics) = GitRevisionReader.read(newPath, at: revision)
        context.reporter.report(diagnostics, file: newPath)
        guard let version else { return nil }
        context.reporter.filesNotOnDisk.insert(version.displayPath)
        return comparable(.bytes(version.bytes, path: version.displayPath), file: version.displayPath, context)
    }

    /// The definition `input` loads to (the pipeline as `dump` runs it) when it has no errors,
    /// else nil after reporting them. A version's warnings are lint's business, not a change
    /// between versions: they are neither printed nor promoted by `--warnings-as-errors` here.
    private static func comparable(
        _ input: IntentCompiler.Input, file: String, _ context: CommandContext
    ) -> Definition? {
        let result = IntentCompiler.run(
            input, goal: .load, options: IntentCompiler.Options(reader: context.readerOptions))
        let errors = result.diagnostics.filter { $0.severity == .error }
        context.reporter.report(errors, file: file)
        return errors.isEmpty ? result.definition : nil
    }

    /// The class prefix the old version was built with; nil after reporting errors in the old
    /// configuration.
    private static func oldClassPrefix(_ context: CommandContext, newPath: String) -> String? {
        guard let revision = context.invocation.againstRevision, let path = context.invocation.configurationPath,
            let version = GitRevisionReader.read(path, at: revision).version
        else { return context.generationOptions(forInput: newPath).classPrefix }
        context.reporter.filesNotOnDisk.insert(version.displayPath)
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationLoader.decode(
            version.bytes, path: version.displayPath, diagnostics: &diagnostics)
        let hasErrors = context.reporter.report(diagnostics, file: version.displayPath)
        guard let configuration, !hasErrors else { return nil }
        return context.invocation.settings.applied(to: configuration.options(forInputPath: newPath)).classPrefix
    }
}
