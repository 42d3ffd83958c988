import IntentDefinition

/// The whole pipeline in one call — read → decode → validate → gate → name → plan → translate
/// → render — as `intentc generate`, `lint` and `dump` run it. The command line, the tests and
/// the fuzz harness all go through here, so they exercise exactly what users run.
public enum IntentCompiler {
    /// The definition to compile.
    public enum Input: Sendable {
        /// The file at a path.
        case file(String)
        /// Bytes, named in diagnostics and in the model by `path`.
        case bytes([UInt8], path: String)
    }

    /// How far the pipeline goes.
    public enum Goal: Sendable {
        /// Read, decode, validate and gate only (`intentc dump`).
        case load
        /// Also every check generation makes, without generating (`intentc lint`).
        case lint
        /// Generate the flavor's files (`intentc generate`).
        case generate
    }

    /// Everything that shapes a run.
    public struct Options: Sendable {
        /// How the Swift is shaped, and the flavor.
        public var generation: GenerationOptions
        /// The reader's limits.
        public var reader: PlistReader.Options
        /// Warnings count as errors: they stop the pipeline at the gate and fail the run.
        public var warningsAsErrors: Bool
        /// The definition's translations, for a flavor that takes them
        /// (``GenerationOptions/translationUse``), if any.
        public var translations: DefinitionTranslations?

        /// Creates options.
        public init(
            generation: GenerationOptions = GenerationOptions(), reader: PlistReader.Options = PlistReader.Options(),
            warningsAsErrors: Bool = false, translations: DefinitionTranslations? = nil
        ) {
            self.generation = generation
            self.reader = reader
            self.warningsAsErrors = warningsAsErrors
            self.translations = translations
        }

        /// Whether `diagnostics` fail the run under these options.
        public func fail(_ diagnostics: [Diagnostic]) -> Bool {
            (warningsAsErrors ? diagnostics.promotingWarnings() : diagnostics).containsErrors
        }
    }

    /// What a run produced.
    public struct Output: Sendable {
        /// The decoded model; nil when the input could not be read or decoded. Present (but
        /// not generated from) when validation found errors.
        public var definition: Definition?
        /// Every stage's diagnostics, sorted for display, with their own severities (warnings
        /// are not promoted here; ``failed`` accounts for `warningsAsErrors`).
        public var diagnostics: [Diagnostic]
        /// The generated files, the Swift first, each with its text; empty unless the goal is
        /// ``Goal/generate`` and nothing failed.
        public var files: [GeneratedFile]
        /// The generated Swift; nil unless the goal is
        /// ``Goal/generate`` and nothing failed.
        public var source: String? { files.first { $0.placement == .source }?.text }
        /// Whether the diagnostics contain errors, once warnings are promoted where asked.
        public var failed: Bool
    }

    /// Runs the pipeline on `input` up to `goal`. The gate after validation stops a
    /// definition with errors (after `warningsAsErrors`) before it is named or generated.
    public static func run(_ input: Input, goal: Goal, options: Options = Options()) -> Output {
        let loaded: DefinitionLoader.Result =
            switch input {
            case .file(let path): DefinitionLoader.load(contentsOf: path, options: options.reader)
            case .bytes(let bytes, let path): DefinitionLoader.load(bytes: bytes, path: path, options: options.reader)
            }
        var output = Output(
            definition: loaded.definition, diagnostics: loaded.diagnostics, files: [],
            failed: options.fail(loaded.diagnostics))
        guard let definition = loaded.definition, !output.failed else { return output }
        switch goal {
        case .load:
            return output
        case .lint:
            output.diagnostics += SwiftGenerator.check(definition, options: options.generation)
        case .generate:
            let generated = SwiftGenerator.generatedFiles(
                definition, options: options.generation, translations: options.translations)
            output.diagnostics += generated.diagnostics
            output.files = generated.files
        }
        output.diagnostics = output.diagnostics.sortedForDisplay()
        output.failed = options.fail(output.diagnostics)
        if output.failed { output.files = [] }
        return output
    }

    /// Reads, decodes, validates and gates `input` as ``run(_:goal:options:)`` does, then makes
    /// its ``AppIntentsMigration`` (`intentc migrate`) with `options.translations`. The output's
    /// files are the migration's (none when anything failed); the migration is nil when the
    /// pipeline stopped before it. `layout` is the owned code's (``SourceLayout/xcode`` unless
    /// the project states its own).
    public static func migrate(_ input: Input, options: Options = Options(), layout: SourceLayout = .xcode) -> (
        output: Output, migration: AppIntentsMigration?
    ) {
        var output = run(input, goal: .load, options: options)
        guard let definition = output.definition, !output.failed else { return (output, nil) }
        let migration = AppIntentsMigration.migrate(
            definition, options: options.generation, translations: options.translations, layout: layout)
        output.diagnostics = (output.diagnostics + migration.diagnostics).sortedForDisplay()
        output.failed = options.fail(output.diagnostics)
        output.files = output.failed ? [] : migration.files
        return (output, migration)
    }
}
