import IntentDefinition

/// `intentc compat`: the changes between an old and a new version of a definition that break
/// configurations and shortcuts users stored with the old one (``CompatibilityChecker``).
///
/// The old version is the first of two files, or, with `--against git:<rev>`, the file as it was
/// at that revision of its repository. Both versions are named by the new file's path when
/// settings are looked up, so they are built with the same class prefix.
enum CompatCommand {
    /// Compares the two versions; returns whether nothing is an error.
    static func run(_ context: CommandContext) -> Bool {
        let newPath = context.invocation.inputs[context.invocation.inputs.count - 1]
        guard let (oldDefinition, oldErrors) = loadOldVersion(context, newPath: newPath) else { return false }
        let (newDefinition, newDiagnostics) = context.load(newPath)
        let newErrors = context.reporter.report(newDiagnostics, file: newPath)
        guard let oldDefinition, let newDefinition, !oldErrors, !newErrors else { return false }
        let prefix = context.generationOptions(forInput: newPath).classPrefix
        let findings = CompatibilityChecker.compare(
            old: oldDefinition, new: newDefinition,
            options: CompatibilityChecker.Options(
                oldClassPrefix: prefix, newClassPrefix: prefix,
                policy: context.configuration?.compatibility ?? CompatibilityPolicy()))
        return !context.reporter.report(findings, file: newPath)
    }

    /// The old version and whether it had errors (reported here); nil when it cannot be read
    /// from git at all.
    private static func loadOldVersion(
        _ context: CommandContext, newPath: String
    ) -> (Definition?, Bool)? {
        guard let revision = context.invocation.againstRevision else {
            let oldPath = context.invocation.inputs[0]
            let (definition, diagnostics) = context.load(oldPath)
            return (definition, context.reporter.report(diagnostics, file: oldPath))
        }
        switch GitRevisionReader.read(newPath, at: revision) {
        case .success(let version):
            let (definition, diagnostics) = context.load(bytes: version.bytes, path: version.displayPath)
            return (definition, context.reporter.report(diagnostics, file: version.displayPath))
        case .failure(let failure):
            context.reporter.report([failure.diagnostic], file: newPath)
            return nil
        }
    }
}
