import IntentCodegen
import IntentDefinition

/// Turns `intentc`'s arguments into a ``ParsedCommandLine``: the only place that knows the flags.
enum ArgumentParser {
    /// Every flag, with its spellings and the subcommands that take it.
    enum Option: CaseIterable {
        case output, outputFile, access, classPrefix, shippedClassPrefix, importModule, flavor, check, dryRun, config
        case maxInputSize, warningsAsErrors, diagnosticsFormat, color, quiet, help, version, against
        case translations, developmentLanguage, stringsFormat, embedTranslations

        /// The spellings, long form first.
        var spellings: [String] {
            switch self {
            case .output: ["--output", "-o"]
            case .outputFile: ["--output-file"]
            case .access: ["--access"]
            case .classPrefix: ["--class-prefix"]
            case .shippedClassPrefix: ["--shipped-class-prefix"]
            case .importModule: ["--import"]
            case .flavor: ["--flavor"]
            case .check: ["--check"]
            case .dryRun: ["--dry-run"]
            case .config: ["--config"]
            case .maxInputSize: ["--max-input-size"]
            case .warningsAsErrors: ["--warnings-as-errors"]
            case .diagnosticsFormat: ["--diagnostics-format"]
            case .color: ["--color"]
            case .quiet: ["--quiet"]
            case .help: ["--help", "-h"]
            case .version: ["--version"]
            case .against: ["--against"]
            case .translations: ["--translations"]
            case .developmentLanguage: ["--development-language"]
            case .stringsFormat: ["--strings-format"]
            case .embedTranslations: ["--embed-translations"]
            }
        }

        /// Whether the flag is followed by a value.
        var takesValue: Bool {
            switch self {
            case .output, .outputFile, .access, .classPrefix, .shippedClassPrefix, .importModule, .flavor, .config,
                .maxInputSize,
                .diagnosticsFormat, .color, .against, .translations, .developmentLanguage, .stringsFormat:
                true
            case .check, .dryRun, .warningsAsErrors, .quiet, .help, .version, .embedTranslations:
                false
            }
        }

        /// Whether the flag may be given more than once.
        var isRepeatable: Bool { self == .importModule }

        /// The subcommands that accept the flag.
        var commands: Set<Invocation.Command> {
            switch self {
            case .output, .outputFile, .check, .dryRun, .embedTranslations: [.generate]
            case .translations, .developmentLanguage: [.generate, .lint, .strings]
            case .stringsFormat: [.strings]
            case .access, .importModule, .flavor, .shippedClassPrefix: [.generate, .lint]
            case .classPrefix, .config: [.generate, .lint, .compat]
            case .against: [.compat]
            case .maxInputSize, .warningsAsErrors, .diagnosticsFormat, .color, .quiet, .help, .version:
                Set(Invocation.Command.allCases)
            }
        }

        static func named(_ spelling: String) -> Option? {
            allCases.first { $0.spellings.contains(spelling) }
        }
    }

    /// Parses the arguments that follow the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        let flags = arguments.prefix { $0 != "--" }
        if flags.contains(where: { Option.help.spellings.contains($0) }) { return .help }
        if flags.contains(where: { Option.version.spellings.contains($0) }) { return .version }

        var invocation = Invocation()
        var remaining = arguments[...]
        if let first = remaining.first, let command = Invocation.Command(rawValue: first) {
            invocation.command = command
            remaining.removeFirst()
        } else if let first = remaining.first, let command = misspeltCommand(first) {
            throw UsageError(
                message: "unknown subcommand '\(first)'; did you mean '\(command)'? (a file named '\(first)' is './\(first)')")
        }
        var seen: Set<String> = []
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if argument == Self.standardStream {
                throw UsageError(
                    message: "'-' (standard input) is not supported; name the definition file (a file named '-' is './-')")
            }
            if optionsEnded || !argument.hasPrefix("-") {
                invocation.inputs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, attachedValue) = split(argument)
            guard let option = Option.named(spelling) else {
                throw UsageError(message: "unknown option '\(spelling)'" + suggestion(forOption: spelling, of: invocation.command))
            }
            guard option.commands.contains(invocation.command) else {
                throw UsageError(
                    message: "'\(spelling)' is not an option of 'intentc \(invocation.command.rawValue)'")
            }
            let name = option.spellings[0]
            guard option.isRepeatable || seen.insert(name).inserted else {
                throw UsageError(message: "'\(name)' is given more than once")
            }
            var value: String?
            if option.takesValue {
                if let attachedValue {
                    value = attachedValue
                } else if let next = remaining.first, !next.hasPrefix("--") {
                    value = remaining.removeFirst()
                } else {
                    throw UsageError(message: "missing value for '\(spelling)'")
                }
            } else if attachedValue != nil {
                throw UsageError(message: "'\(spelling)' takes no value")
            }
            try apply(option, value: value ?? "", spelling: spelling, to: &invocation)
        }
        try check(invocation)
        return .run(invocation)
    }

    /// The subcommand `argument` is a misspelling of, when it looks like a word rather than a
    /// path (no `/`, no `.`) and is close to one (``NameSuggestion``).
    private static func misspeltCommand(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains(".") else { return nil }
        return NameSuggestion.closest(to: argument, among: Invocation.Command.allCases.map(\.rawValue))
    }

    /// "; did you mean '--x'?" for the option closest to `spelling` among those `command` takes,
    /// or nothing. Long options only, compared without their leading dashes, so that `--format`
    /// finds `--diagnostics-format` (a one-letter option is one edit from every other).
    private static func suggestion(forOption spelling: String, of command: Invocation.Command) -> String {
        guard spelling.hasPrefix("--") else { return "" }
        let undashed = { (text: String) in String(text.dropFirst(2)) }
        let candidates = Option.allCases.filter { $0.commands.contains(command) }.flatMap(\.spellings)
            .filter { $0.hasPrefix("--") }
        guard let closest = NameSuggestion.closest(to: undashed(spelling), among: candidates.map(undashed)),
            let chosen = candidates.first(where: { undashed($0) == closest })
        else { return "" }
        return "; did you mean '\(chosen)'?"
    }

    /// How other tools spell standard input or output; intentc reads and writes named files only.
    private static let standardStream = "-"

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func apply(
        _ option: Option, value: String, spelling: String, to invocation: inout Invocation
    ) throws(UsageError) {
        if [.output, .outputFile, .config].contains(option), value == standardStream {
            throw UsageError(message: "'\(spelling)' needs a file name; '-' (standard input or output) is not supported")
        }
        switch option {
        case .output:
            guard !value.isEmpty else { throw UsageError(message: "'\(spelling)' needs a directory") }
            invocation.outputDirectory = value
        case .outputFile:
            guard !value.isEmpty else { throw UsageError(message: "'\(spelling)' needs a file") }
            invocation.outputFile = value
        case .access: invocation.settings.accessLevel = try choice(value, for: spelling)
        case .flavor: invocation.settings.flavor = try choice(value, for: spelling)
        case .classPrefix:
            if let problem = GenerationSettings.problem(withClassPrefix: value) {
                throw UsageError(message: problem)
            }
            invocation.settings.classPrefix = value
        case .shippedClassPrefix:
            if let problem = GenerationSettings.problem(withClassPrefix: value) {
                throw UsageError(message: problem)
            }
            invocation.settings.shippedClassPrefix = value
        case .importModule:
            if let problem = GenerationSettings.problem(withImport: value) {
                throw UsageError(message: problem)
            }
            invocation.settings.imports = (invocation.settings.imports ?? []) + [value]
        case .config:
            guard !value.isEmpty else { throw UsageError(message: "'\(spelling)' needs a file") }
            invocation.configurationPath = value
        case .maxInputSize:
            guard let size = Int(value), size > 0 else {
                throw UsageError(message: "'\(spelling)' needs a positive number of bytes, not '\(value)'")
            }
            invocation.maximumInputSize = size
        case .check: invocation.check = true
        case .embedTranslations: invocation.settings.embedTranslations = true
        case .dryRun: invocation.dryRun = true
        case .warningsAsErrors: invocation.reporting.warningsAsErrors = true
        case .quiet: invocation.reporting.quiet = true
        case .diagnosticsFormat: invocation.reporting.format = try choice(value, for: spelling)
        case .color: invocation.reporting.color = try choice(value, for: spelling)
        case .against: invocation.againstRevision = try gitRevision(value, for: spelling)
        case .translations, .developmentLanguage, .stringsFormat:
            try invocation.translations.apply(option, value: value, spelling: spelling)
        case .help, .version: break  // handled before the loop
        }
    }

    private static func choice<Value: RawRepresentable<String> & CaseIterable>(
        _ value: String, for spelling: String
    ) throws(UsageError) -> Value {
        if let choice = Value(rawValue: value) { return choice }
        let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "invalid value '\(value)' for '\(spelling)' (expected one of: \(allowed))")
    }

    /// The rules that involve more than one argument; run again once folders are replaced by
    /// the definitions they hold.
    static func check(_ invocation: Invocation) throws(UsageError) {
        guard !invocation.inputs.isEmpty else { throw UsageError(message: "no input files") }
        // One string per path, its components joined by `/` (which no component holds) after a
        // leading `/` for an absolute path, so that two spellings of one path are one key.
        var seen: Set<String> = []
        for input in invocation.inputs {
            let key = (input.hasPrefix("/") ? "/" : "") + Configuration.pathComponents(of: input).joined(separator: "/")
            guard seen.insert(key).inserted else { throw UsageError(message: "'\(input)' is named more than once") }
        }
        switch invocation.command {
        case .dump:
            guard invocation.inputs.count == 1 else {
                throw UsageError(message: "'intentc dump' takes one file")
            }
        case .lint:
            break
        case .strings:
            guard invocation.inputs.count == 1 else {
                throw UsageError(message: "'intentc strings' takes one file")
            }
        case .compat:
            try checkCompat(invocation)
        case .generate:
            try checkOutputFile(invocation)
            if invocation.check && invocation.dryRun {
                throw UsageError(message: "'--check' and '--dry-run' cannot be combined")
            }
            if invocation.outputDirectory == nil && invocation.outputFile == nil {
                if invocation.check { throw UsageError(message: "'--check' needs '--output <dir>'") }
                if invocation.dryRun { throw UsageError(message: "'--dry-run' needs '--output <dir>'") }
                if invocation.inputs.count > 1 {
                    throw UsageError(message: "several input files need '--output <dir>'")
                }
            }
            // The flags' flavor only: the configuration file is read later, and the names stay
            // distinct with any flavor (``OutputFileNaming`` names them with their suffixes).
            let flavor = invocation.settings.flavor ?? .default
            try checkDistinctOutputPaths(inputs: invocation.inputs, outputPaths: invocation.outputPaths { _ in flavor })
        }
    }
}
