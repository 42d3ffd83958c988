import IntentCodegen
import IntentDefinition

/// `migrate`'s `--indent` and `--line-length`: nil where not given.
struct LayoutOverrides: Equatable, Sendable {
    var indentation: SourceLayout.Indentation?
    var lineLength: Int?
}

/// What the command line asks intentc to do, after parsing and checking.
enum ParsedCommandLine: Equatable, Sendable {
    /// `--help` / `-h`, after a subcommand for that subcommand's help.
    case help(Invocation.Command?)
    /// `--version`.
    case version
    /// A subcommand over input files.
    case run(Invocation)
}

/// One run of a subcommand: its inputs and every option given.
struct Invocation: Equatable, Sendable {
    /// The subcommands.
    enum Command: String, Equatable, Sendable, CaseIterable {
        /// Generate Swift (the default).
        case generate
        /// Validate only.
        case lint
        /// Print the decoded, validated model as JSON.
        case dump
        /// Report changes that break configurations stored with an earlier version.
        case compat
        /// Export the strings to translate and report how complete each language is.
        case strings
        /// Write App Intents source a team owns from then on, once; with `--check`, check an app's
        /// App Intents against the definition.
        case migrate
    }

    /// The subcommand.
    var command: Command = .generate
    /// The definition files, in command-line order.
    var inputs: [String] = []
    /// `-o` / `--output`: the folder generated files go to; nil prints to standard output.
    var outputDirectory: String?
    /// `--output-file`: the one file a single input's Swift goes to (the build plugin's form).
    var outputFile: String?
    /// `--access`, `--class-prefix`, `--import`, `--flavor`.
    var settings = GenerationSettings()
    /// `--config`: the `intentc.json` to read.
    var configurationPath: String?
    /// `--max-input-size`: the reader's byte limit, when raised or lowered.
    var maximumInputSize: Int?
    /// `--check`: compare instead of writing.
    var check = false
    /// `--dry-run`: list instead of writing.
    var dryRun = false
    /// `--force`: `migrate` replaces files that exist.
    var force = false
    /// `--partial` (`migrate --check`): intents without an App Intent are left to SiriKit.
    var partial = false
    /// `--indent`, `--line-length` (`migrate`): the layout over the project's style file's.
    var layout = LayoutOverrides()
    /// `--string-keys` (`migrate`): what the String Catalog's keys are; nil when not given (IDs).
    var stringKeys: GenerationOptions.StringKeys?
    /// `--against git:<rev>`: the revision `compat` reads the old version from.
    var againstRevision: String?
    /// How diagnostics are shown.
    var reporting = ReportingOptions()
    /// `--translations <dir>`, `--development-language`, `--strings-format`.
    var translations = TranslationOptions()

    /// Whether the subcommand writes its own output to standard output: `dump`, `strings`, and
    /// `generate` without `--output`/`--output-file` (the Swift) or with `--check` (the diff) or
    /// `--dry-run` (the list). Structured diagnostics then go to standard error, so that the two
    /// never mix.
    var writesOwnOutputToStandardOutput: Bool {
        switch command {
        case .dump, .strings: true
        case .generate: check || dryRun || (outputDirectory == nil && outputFile == nil)
        case .lint, .compat: false
        case .migrate: !check
        }
    }

    /// Where the Swift generated for an input goes: the `--output-file`, else `fileName` in the
    /// `--output` folder, else nil (standard output).
    func outputPath(forFileName fileName: String) -> String? {
        guard let outputDirectory else { return outputFile }
        return outputDirectory.hasSuffix("/") ? outputDirectory + fileName : outputDirectory + "/" + fileName
    }

    /// Where the Swift generated for each input goes, in input order; nil goes to standard output.
    /// `flavor` tells each input's flavor, whose ``GenerationOptions/Flavor/outputFileSuffix``
    /// ends its file name.
    func outputPaths(flavor: (String) -> GenerationOptions.Flavor) -> [String?] {
        OutputFileNaming.outputFileNames(forInputPaths: inputs, suffixes: inputs.map { flavor($0).outputFileSuffix })
            .map(outputPath(forFileName:))
    }
}

/// The flags that shape diagnostics output, shared by every subcommand.
struct ReportingOptions: Equatable, Sendable {
    /// `--diagnostics-format`.
    enum Format: String, Equatable, Sendable, CaseIterable {
        /// `path:line:col: severity: message [ICnnn]` lines.
        case text
        /// One JSON array.
        case json
        /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=ICnnn::…`), which
        /// a workflow run shows as annotations on the files.
        case github
        /// One SARIF 2.1.0 log, for code scanning.
        case sarif

        /// Whether the format is for programs (JSON, workflow commands, SARIF), not people:
        /// written to standard output unless the subcommand's own output goes there.
        var isStructured: Bool { self != .text }
    }

    /// `--color`.
    enum ColorChoice: String, Equatable, Sendable, CaseIterable {
        /// Colors when standard error is a terminal and `NO_COLOR` is unset or empty.
        case auto
        /// Always colors.
        case always
        /// Never colors.
        case never
    }

    /// `--warnings-as-errors`.
    var warningsAsErrors = false
    /// `--diagnostics-format`.
    var format = Format.text
    /// `--color`.
    var color = ColorChoice.auto
    /// `--quiet`: only errors are printed.
    var quiet = false
}

/// The options of the translation checks (`lint`) and of `intentc strings`.
struct TranslationOptions: Equatable, Sendable {
    /// `--strings-format`: what `intentc strings` writes.
    enum ExportFormat: String, Equatable, Sendable, CaseIterable {
        /// Old-style `"key" = "value";` text.
        case strings
        /// A String Catalog (JSON).
        case xcstrings
    }

    /// `--translations <dir>`: the folder holding the tables (`<lang>.lproj/*.strings`, …);
    /// without it, tables are looked for beside a definition in `Base.lproj`.
    var directory: String?
    /// `--development-language`: the language of the Base text (default `en`).
    var developmentLanguage = "en"
    /// `--strings-format` (default `strings`).
    var exportFormat = ExportFormat.strings

    /// The tables to check for the definition at `input`.
    func tablePaths(forInput input: String) -> [String] {
        if let directory { return TranslationDiscovery.tables(inDirectory: directory) }
        return TranslationDiscovery.tables(besideDefinition: input)
    }
}
