import IntentCodegen
import IntentDefinition

/// `intentc generate`: Swift for each definition, to standard output or into `--output`, or
/// compared (`--check`) or listed (`--dry-run`) instead of written. With `--flavor appintents`
/// and `--output` or `--output-file`, each definition's String Catalog (``AppIntentsStringCatalog``)
/// goes beside its Swift, under the same rules (with `--output-file` also when empty).
enum GenerateCommand {
    /// Generates every input; returns whether all succeeded (and, under `--check`, none drifted).
    static func run(_ context: CommandContext) -> Bool {
        var succeeded = true
        let outputPaths = context.invocation.outputPaths { context.generationOptions(forInput: $0).flavor }
        for (input, outputPath) in zip(context.invocation.inputs, outputPaths) {
            guard let (source, catalog) = generate(input, context) else {
                succeeded = false
                continue
            }
            guard let path = outputPath else {
                source.write(to: context.console.writeOutputBytes)
                continue
            }
            let swiftEmitted = emit(to: path, context, text: { source.text }) { sink throws(OutputWriter.Failure) in
                try source.write(to: sink)
            }
            if !swiftEmitted { succeeded = false }
            if let catalog, let catalogPath = context.invocation.catalogPath(forInput: input) {
                let bytes = Array(catalog.utf8)
                let catalogEmitted = emit(to: catalogPath, context, text: { catalog }) { sink throws(OutputWriter.Failure) in
                    try bytes.lend(to: sink)
                }
                if !catalogEmitted { succeeded = false }
            }
        }
        return succeeded
    }

    /// The Swift for `input` and its String Catalog (`appintents` into `--output` only), or nil
    /// after reporting errors. The translation tables beside the definition are checked as `lint`
    /// checks them (``GenerationTranslations``).
    private static func generate(_ input: String, _ context: CommandContext) -> (GeneratedSource, String?)? {
        let translations = GenerationTranslations(forInput: input, context)
        let output = context.compile(input, goal: .generate, translations: translations.embedded)
        var diagnostics = output.diagnostics
        if output.definition != nil { diagnostics += translations.diagnostics }
        let hasErrors = context.reporter.report(diagnostics, file: input)
        guard !hasErrors, !translations.refusesEmbedding, let source = output.generated else { return nil }
        let developmentLanguage = context.invocation.translations.developmentLanguage
        let catalog = translations.catalogSource.flatMap { checked in
            output.definition.flatMap {
                AppIntentsStringCatalog.make(
                    $0, options: context.generationOptions(forInput: input), translations: checked,
                    developmentLanguage: developmentLanguage)
            }
        }
        // `--output-file` writes every file its caller (the build plugin) declared, so a catalog
        // nothing is looked up in is written empty there.
        let emptyCatalog = context.invocation.outputFile != nil && translations.catalogSource != nil
        return (source, catalog ?? (emptyCatalog ? StringsExport.catalog([:], sourceLanguage: developmentLanguage) : nil))
    }

    /// Writes, checks or lists one output file; returns false on failure or drift. Writing and
    /// listing take the file's UTF-8 as `bytes` hands it over, piece by piece, so that a large
    /// file is never held whole; checking compares its whole `text`.
    private static func emit(
        to path: String, _ context: CommandContext, text: () -> String,
        bytes: (_ sink: (UnsafeBufferPointer<UInt8>) throws(OutputWriter.Failure) -> Void) throws(OutputWriter.Failure) -> Void
    ) -> Bool {
        do throws(OutputWriter.Failure) {
            if context.invocation.check {
                let existing = try OutputWriter.existingContents(at: path)
                guard let diff = UnifiedDiff.diff(old: existing, new: Array(text().utf8), path: path) else {
                    return true
                }
                context.console.writeOutput(diff)
                return false
            }
            let dryRun = context.invocation.dryRun
            if try OutputWriter.write(to: path, dryRun: dryRun, bytes) != .unchanged, dryRun {
                context.console.writeOutput(path + "\n")
            }
            return true
        } catch {
            context.reporter.report([diagnostic(for: error)], file: path)
            return false
        }
    }

    /// The diagnostic reporting a file that was not written.
    static func diagnostic(for failure: OutputWriter.Failure) -> Diagnostic {
        switch failure {
        case .notGenerated(let path) where OutputWriter.isStringCatalog(path):
            Diagnostic(
                .outputNotGenerated,
                "not overwriting '\(path)': its strings lack the comment '\(AppIntentsStringCatalog.commentMarker) …', "
                    + "so intentc did not generate it",
                at: SourceLocation(file: path, line: 1, column: 1))
        case .notGenerated(let path):
            Diagnostic(
                .outputNotGenerated,
                "not overwriting '\(path)': its first line is not '\(SwiftGenerator.headerMarker)', "
                    + "so intentc did not generate it",
                at: SourceLocation(file: path, line: 1, column: 1))
        case .unwritable(let path, let reason):
            Diagnostic(.outputUnwritable, "cannot write '\(path)': \(reason)", at: nil)
        }
    }
}
