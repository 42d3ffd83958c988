import IntentCodegen
import IntentDefinition

/// Turns `intentc`'s arguments into a ``ParsedCommandLine``: the only place that knows the flags.
enum ArgumentParser {
    /// Every flag, with its spellings and the subcommands that take it.
    enum Option: CaseIterable {
        case output, outputFile, access, classPrefix, shippedClassPrefix, importModule, flavor, check, dryRun, config
        case maxInputSize, warningsAsErrors, diagnosticsFormat, color, quiet, help, version, against
        case translations, developmentLanguage, stringsFormat, embedTranslations, force
        case partial, indent, lineLength, stringKeys

        /// The spellings (long form first), whether a value follows, and the subcommands that take it.
        var spec: (spellings: [String], takesValue: Bool, commands: Set<Invocation.Command>) {
            let every = Set(Invocation.Command.allCases)
            let generation: Set<Invocation.Command> = [.generate, .lint]
            let naming = generation.union([.migrate])
            switch self {
            case .output: return (["--output", "-o"], true, [.generate, .migrate])
            case .outputFile: return (["--output-file"], true, [.generate])
            case .access: return (["--access"], true, naming)
            case .classPrefix: return (["--class-prefix"], true, naming.union([.compat]))
            case .shippedClassPrefix: return (["--shipped-class-prefix"], true, naming)
            case .importModule: return (["--import"], true, generation)
            case .flavor: return (["--flavor"], true, generation)
            case .check: return (["--check"], false, [.generate, .migrate])
            case .dryRun: return (["--dry-run"], false, [.generate])
            case .config: return (["--config"], true, generation.union([.compat]))
            case .maxInputSize: return (["--max-input-size"], true, every)
            case .warningsAsErrors: return (["--warnings-as-errors"], false, every)
            case .diagnosticsFormat: return (["--diagnostics-format"], true, every)
            case .color: return (["--color"], true, every)
            case .quiet: return (["--quiet"], false, every)
            case .help: return (["--help", "-h"], false, every)
            case .version: return (["--version"], false, every)
            case .against: return (["--against"], true, [.compat])
            case .translations: return (["--translations"], true, naming.union([.strings]))
            case .developmentLanguage: return (["--development-language"], true, naming.union([.strings]))
            case .stringsFormat: return (["--strings-format"], true, [.strings])
            case .embedTranslations: return (["--embed-translations"], false, [.generate])
            case .force: return (["--force"], false, [.migrate])
            case .partial: return (["--partial"], false, [.migrate])
            case .indent: return (["--indent"], true, [.migrate])
            case .lineLength: return (["--line-length"], true, [.migrate])
            case .stringKeys: return (["--string-keys"], true, [.migrate])
            }
        }

        /// The spellings, long form first.
        var spellings: [String] { spec.spellings }
    }

    /// Parses the arguments that follow the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        let flags = arguments.prefix { $0 != "--" }
        if flags.contains(where: { Option.help.spellings.contains($0) }) {
            return .help(flags.first.flatMap { Invocation.Command(rawValue: $0) })
        }
        if flags.contains(where: { Option.version.spellings.contains($0) }) { return .version }

        var invocation = Invocation()
        var remaining = arguments[...]
        if let first = remaining.first, let command = Invocation.Command(rawValue: first) {
            invocation.command = command
            remaining.removeFirst()
        } else if let first = remaining.first, let command = misspeltCommand(first) {
            throw UsageError(
                "unknown subcommand '\(first)'; did you mean '\(command)'? (a file named '\(first)' is './\(first)')")
        }
        var seen: Set<String> = []
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if argument == Self.standardStream {
                throw UsageError(
                    "'-' (standard input) is not supported; name the definition file (a file named '-' is './-')")
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
            guard let option = Option.allCases.first(where: { $0.spellings.contains(spelling) }) else {
                throw UsageError(
                    "unknown option '\(spelling)'" + suggestion(forOption: spelling, of: invocation.command))
            }
            guard option.spec.commands.contains(invocation.command) else {
                throw UsageError("'\(spelling)' is not an option of 'intentc \(invocation.command.rawValue)'")
            }
            let name = option.spellings[0]
            // `--import` alone may be given again, once per module.
            guard option == .importModule || seen.insert(name).inserted else {
                throw UsageError("'\(name)' is given more than once")
            }
            var value: String?
            if option.spec.takesValue {
                if let attachedValue {
                    value = attachedValue
                } else if let next = remaining.first, !next.hasPrefix("--") {
                    value = remaining.removeFirst()
                } else {
                    throw UsageError("missing value for '\(spelling)'")
                }
            } else if attachedValue != nil {
                throw UsageError("'\(spelling)' takes no value")
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
        let candidates = Option.allCases.filter { $0.spec.commands.contains(command) }.flatMap(\.spellings)
            .filter { $0.hasPrefix("--") }
        guard let closest = NameSuggestion.closest(to: undashed(spelling), among: candidates.map(undashed)),
            let chosen = candidates.first(where: { undashed($0) == closest })
        else { return "" }
        return "; did you mean '\(chosen)'?"
    }

    /// How other tools spell standard input or output; intentc reads and writes named files only.
    private static let standardStream = "-"

    /// The form `--against` takes: `git:` and a revision.
    private static let gitRevisionPrefix = "git:"

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
            throw UsageError("'\(spelling)' needs a file name; '-' (standard input or output) is not supported")
        }
        switch option {
        case .output: invocation.outputDirectory = try nonEmpty(value, spelling, needs: "a directory")
        case .outputFile: invocation.outputFile = try nonEmpty(value, spelling, needs: "a file")
        case .config: invocation.configurationPath = try nonEmpty(value, spelling, needs: "a file")
        case .translations: invocation.translations.directory = try nonEmpty(value, spelling, needs: "a directory")
        case .access: invocation.settings.accessLevel = try choice(value, for: spelling)
        case .flavor: invocation.settings.flavor = try choice(value, for: spelling)
        case .diagnosticsFormat: invocation.reporting.format = try choice(value, for: spelling)
        case .color: invocation.reporting.color = try choice(value, for: spelling)
        case .stringsFormat: invocation.translations.exportFormat = try choice(value, for: spelling)
        case .stringKeys: invocation.stringKeys = try choice(value, for: spelling)
        case .classPrefix, .shippedClassPrefix:
            if let problem = GenerationSettings.problem(withClassPrefix: value) { throw UsageError(problem) }
            if option == .classPrefix {
                invocation.settings.classPrefix = value
            } else {
                invocation.settings.shippedClassPrefix = value
            }
        case .importModule:
            if let problem = GenerationSettings.problem(withImport: value) { throw UsageError(problem) }
            invocation.settings.imports = (invocation.settings.imports ?? []) + [value]
        case .maxInputSize:
            guard let size = Int(value), size > 0 else {
                throw UsageError("'\(spelling)' needs a positive number of bytes, not '\(value)'")
            }
            invocation.maximumInputSize = size
        case .indent:
            if value == "tab" {
                invocation.layout.indentation = .tabs(1)
            } else if let count = Int(value), (1...16).contains(count) {
                invocation.layout.indentation = .spaces(count)
            } else {
                throw UsageError("'\(spelling)' needs a number of spaces from 1 to 16, or 'tab', not '\(value)'")
            }
        case .lineLength:
            guard let count = Int(value), (40...1_000).contains(count) else {
                throw UsageError("'\(spelling)' needs a number of columns from 40 to 1000, not '\(value)'")
            }
            invocation.layout.lineLength = count
        case .developmentLanguage:
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
                throw UsageError("'\(spelling)' needs a language tag such as 'en', not '\(value)'")
            }
            invocation.translations.developmentLanguage = value
        case .against:
            guard value.hasPrefix(gitRevisionPrefix), value.count > gitRevisionPrefix.count else {
                throw UsageError("'\(spelling)' needs 'git:<revision>' (e.g. git:origin/main), not '\(value)'")
            }
            invocation.againstRevision = String(value.dropFirst(gitRevisionPrefix.count))
        case .check: invocation.check = true
        case .embedTranslations: invocation.settings.embedTranslations = true
        case .dryRun: invocation.dryRun = true
        case .force: invocation.force = true
        case .partial: invocation.partial = true
        case .warningsAsErrors: invocation.reporting.warningsAsErrors = true
        case .quiet: invocation.reporting.quiet = true
        case .help, .version: break  // handled before the loop
        }
    }

    private static func nonEmpty(_ value: String, _ spelling: String, needs what: String) throws(UsageError) -> String {
        guard !value.isEmpty else { throw UsageError("'\(spelling)' needs \(what)") }
        return value
    }

    private static func choice<Value: RawRepresentable<String> & CaseIterable>(
        _ value: String, for spelling: String
    ) throws(UsageError) -> Value {
        if let choice = Value(rawValue: value) { return choice }
        let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("invalid value '\(value)' for '\(spelling)' (expected one of: \(allowed))")
    }

    /// The rules that involve more than one argument; run again once folders are replaced by
    /// the definitions they hold.
    static func check(_ invocation: Invocation) throws(UsageError) {
        guard !invocation.inputs.isEmpty else { throw UsageError("no input files") }
        // One string per path, its components joined by `/` (which no component holds) after a
        // leading `/` for an absolute path, so that two spellings of one path are one key.
        var seen: Set<String> = []
        for input in invocation.inputs {
            let key = (input.hasPrefix("/") ? "/" : "") + Configuration.pathComponents(of: input).joined(separator: "/")
            guard seen.insert(key).inserted else { throw UsageError("'\(input)' is named more than once") }
        }
        let count = invocation.inputs.count
        switch invocation.command {
        case .dump, .strings:
            guard count == 1 else { throw UsageError("'intentc \(invocation.command.rawValue)' takes one file") }
        case .lint:
            break
        case .migrate:
            if invocation.check {
                guard invocation.outputDirectory == nil, !invocation.force else {
                    throw UsageError("'intentc migrate --check' writes nothing: drop '--output' and '--force'")
                }
                guard invocation.stringKeys == nil else {
                    throw UsageError("'--string-keys' shapes what 'intentc migrate' writes; '--check' writes nothing")
                }
                try MigrateCheckCommand.checkArguments(invocation)
            } else {
                guard !invocation.partial else { throw UsageError("'--partial' goes with 'intentc migrate --check'") }
                guard count == 1 else { throw UsageError("'intentc migrate' takes one file") }
                guard invocation.outputDirectory != nil else {
                    throw UsageError("'intentc migrate' needs '--output <dir>', or '--check <source>...'")
                }
            }
        case .compat:
            if invocation.againstRevision != nil, count != 1 {
                throw UsageError("'intentc compat --against' takes one file (the new version)")
            }
            if invocation.againstRevision == nil, count != 2 {
                throw UsageError("'intentc compat' takes two files (old, new), or one file and '--against git:<rev>'")
            }
        case .generate:
            // `--output-file` is the build plugin's form: one input, into the file it names.
            if invocation.outputFile != nil, invocation.outputDirectory != nil {
                throw UsageError("'--output-file' and '--output' cannot be combined")
            }
            if invocation.outputFile != nil, count != 1 {
                throw UsageError("'--output-file' takes exactly one input file")
            }
            if invocation.check && invocation.dryRun {
                throw UsageError("'--check' and '--dry-run' cannot be combined")
            }
            if invocation.outputDirectory == nil && invocation.outputFile == nil {
                if invocation.check { throw UsageError("'--check' needs '--output <dir>'") }
                if invocation.dryRun { throw UsageError("'--dry-run' needs '--output <dir>'") }
                if count > 1 { throw UsageError("several input files need '--output <dir>'") }
            }
            // The flags' flavor only: the configuration file is read later, and the names stay
            // distinct with any flavor (``OutputFileNaming`` names them with their suffixes).
            let flavor = invocation.settings.flavor ?? .default
            try checkDistinctOutputPaths(inputs: invocation.inputs, outputPaths: invocation.outputPaths { _ in flavor })
        }
    }

    /// Refuses inputs whose generated files would land on one path, ignoring case as macOS
    /// does. ``OutputFileNaming`` never names two files alike; this guards the promise where
    /// the paths are final.
    static func checkDistinctOutputPaths(inputs: [String], outputPaths: [String?]) throws(UsageError) {
        var inputsByPath: [String: String] = [:]
        for (input, path) in zip(inputs, outputPaths) {
            guard let path else { continue }
            if let earlier = inputsByPath.updateValue(input, forKey: path.lowercased()) {
                throw UsageError("'\(earlier)' and '\(input)' would both be generated into '\(path)'")
            }
        }
    }
}

/// A command line intentc cannot run: printed as one `intentc: error:` line, exit status 64.
struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--foo'`.
    var message: String
}

extension UsageError {
    init(_ message: String) { self.message = message }
}
