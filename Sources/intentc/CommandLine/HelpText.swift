import IntentCodegen

/// What `intentc --help`, `intentc <subcommand> --help` and `intentc --version` print.
enum HelpText {
    /// intentc's version number (SARIF logs name it too).
    static let versionNumber = "0.1.0"

    /// The version `--version` prints.
    static let version = "intentc " + versionNumber

    /// The hint printed under every command-line error.
    static let usageHint = "Run 'intentc --help' for usage."

    /// The flavors `--flavor` and the configuration's `"flavor"` accept, from the one list.
    private static let flavors = GenerationOptions.Flavor.allCases.map(\.rawValue).joined(separator: " | ")

    /// `intentc --help`: every subcommand, the options all of them take, the configuration file
    /// and the exit status; each subcommand's own options are in its help.
    static var usage: String {
        var text = "OVERVIEW: Compile SiriKit .intentdefinition files into Swift.\n\n"
        text += "USAGE: " + Invocation.Command.allCases.flatMap(usageLines).joined(separator: "\n       ") + "\n"
        text += "       intentc --help | --version\n\n"
        text += "A directory given to generate or lint stands for every *.intentdefinition below it.\n\n"
        text += "SUBCOMMANDS:\n"
        for command in Invocation.Command.allCases {
            text += row(command == .generate ? "generate (default)" : command.rawValue, summary(of: command))
        }
        text += "\nRun 'intentc <subcommand> --help' for the options of one subcommand.\n\n"
        text += "COMMON OPTIONS (every subcommand):\n"
        for option in ArgumentParser.Option.allCases where option.isCommon {
            text += row(label(of: option), description(of: option, for: nil))
        }
        return text + "\n" + configuration + "\n" + exitStatus
    }

    /// `intentc <command> --help`: its usage and the options it takes.
    static func usage(of command: Invocation.Command) -> String {
        var text = "OVERVIEW: " + summary(of: command).joined(separator: "\n          ") + "\n\n"
        text += "USAGE: " + usageLines(of: command).joined(separator: "\n       ") + "\n\n"
        if let note = note(of: command) { text += note + "\n\n" }
        let options = ArgumentParser.Option.allCases.filter { $0.spec.commands.contains(command) }
        if options.contains(where: { !$0.isCommon }) { text += "OPTIONS:\n" }
        for option in options where !option.isCommon {
            text += row(label(of: option), description(of: option, for: command))
        }
        text += (options.contains { !$0.isCommon } ? "\n" : "") + "COMMON OPTIONS (described in intentc --help):\n"
        var line = " "
        for spelling in options.filter(\.isCommon).map(\.spellings[0]) {
            if line.count + spelling.count > 86 {
                text += line + "\n"
                line = " "
            }
            line += " " + spelling
        }
        text += line + "\n"
        if options.contains(.config) { text += "\n" + configuration }
        return text + "\n" + exitStatus
    }

    /// A label and its description, the description from column 28 (or on the next line when
    /// the label is longer).
    private static func row(_ label: String, _ description: [String]) -> String {
        let indent = String(repeating: " ", count: 27)
        let first = "  " + label
        var lines: [String] = []
        if first.count < 27 {
            lines.append(first + String(repeating: " ", count: 27 - first.count) + (description.first ?? ""))
            lines += description.dropFirst().map { indent + $0 }
        } else {
            lines.append(first)
            lines += description.map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func usageLines(of command: Invocation.Command) -> [String] {
        switch command {
        case .generate: ["intentc [generate] <file.intentdefinition | dir>... [options]"]
        case .lint: ["intentc lint <file.intentdefinition | dir>... [options]"]
        case .dump: ["intentc dump <file.intentdefinition> [options]"]
        case .compat:
            [
                "intentc compat <old.intentdefinition> <new.intentdefinition> [options]",
                "intentc compat <file.intentdefinition> --against git:<rev> [options]",
            ]
        case .strings: ["intentc strings <file.intentdefinition> [options]"]
        case .migrate:
            [
                "intentc migrate <file.intentdefinition> -o <dir> [options]",
                "intentc migrate <file.intentdefinition | git:<rev>:<path>> --check <source>... [options]",
            ]
        }
    }

    private static func summary(of command: Invocation.Command) -> [String] {
        switch command {
        case .generate: ["Generate Swift, one file per definition."]
        case .lint: ["Check definitions without generating anything."]
        case .dump: ["Print the decoded, validated model as JSON."]
        case .compat: ["Report changes that break configurations and shortcuts", "users stored with the old version."]
        case .strings:
            [
                "Print the strings to translate (Base text by key, compound",
                "keys included); report each language's completeness.",
            ]
        case .migrate:
            [
                "Write App Intents source your team owns from then on (one",
                "file per intent, enum and custom type, and one String",
                "Catalog); with --check, check that an app's App Intents",
                "migrate every intent, so users keep their configured",
                "widgets and shortcuts.",
            ]
        }
    }

    /// What a subcommand's help says between its usage and its options.
    private static func note(of command: Invocation.Command) -> String? {
        switch command {
        case .generate, .lint: "A directory stands for every *.intentdefinition below it."
        case .migrate:
            "Without --check, migrate writes into -o and never touches other files there; with\n"
                + "--check it writes nothing (Checking a Migration in the documentation)."
        case .dump, .compat, .strings: nil
        }
    }

    private static func label(of option: ArgumentParser.Option) -> String {
        switch option {
        case .output: "-o, --output <dir>"
        case .outputFile: "--output-file <file>"
        case .access: "--access <level>"
        case .classPrefix: "--class-prefix <prefix>"
        case .shippedClassPrefix: "--shipped-class-prefix <prefix>"
        case .importModule: "--import <module>"
        case .flavor: "--flavor <flavor>"
        case .check: "--check"
        case .dryRun: "--dry-run"
        case .config: "--config <file>"
        case .maxInputSize: "--max-input-size <bytes>"
        case .warningsAsErrors: "--warnings-as-errors"
        case .diagnosticsFormat: "--diagnostics-format <f>"
        case .color: "--color <when>"
        case .quiet: "--quiet"
        case .help: "-h, --help"
        case .version: "--version"
        case .against: "--against git:<rev>"
        case .translations: "--translations <dir>"
        case .developmentLanguage: "--development-language <lang>"
        case .stringsFormat: "--strings-format <f>"
        case .embedTranslations: "--embed-translations"
        case .force: "--force"
        case .partial: "--partial"
        case .indent: "--indent <n|tab>"
        case .lineLength: "--line-length <n>"
        case .stringKeys: "--string-keys <keys>"
        }
    }

    /// What `option` does, for `command` where that differs (nil: in general).
    private static func description(of option: ArgumentParser.Option, for command: Invocation.Command?) -> [String] {
        switch option {
        case .output where command == .migrate:
            ["The folder to write into (required without --check).", "Other files in it are never touched."]
        case .output:
            [
                "Write one Swift file per definition into <dir> (created if",
                "missing). Without it, one input's Swift goes to stdout.",
            ]
        case .outputFile:
            ["Write the one input's Swift to exactly <file> (for build", "plugins); the same rules as --output apply."]
        case .access where command == .migrate: ["public | package | internal (default: internal)"]
        case .access: ["public | package | internal (default: public)"]
        case .classPrefix: ["Prefix for type names, as Xcode's project Class Prefix."]
        case .shippedClassPrefix:
            [
                "The Class Prefix of the Intents classes the app shipped,",
                "kept in App Intents' intentClassName (default: none).",
            ]
        case .importModule: ["Extra import in generated files (repeatable)."]
        case .flavor: ["\(flavors) (default: default)"]
        case .check where command == .migrate:
            [
                "Check the App Intents in the sources that follow (Swift",
                "files, folders of them, a built .app/.appex, its",
                "Metadata.appintents or its extract.actionsdata) against the",
                "definition: every intent migrated, every parameter",
                "carried by name and type. Writes nothing.",
            ]
        case .check:
            [
                "Write nothing; exit 1 and print a unified diff when a file",
                "in <dir> (or <file>) is missing or differs.",
            ]
        case .dryRun: ["Write nothing; list the files that would be written."]
        case .indent:
            [
                "Indent with <n> spaces or a tab (default: the project's",
                ".swift-format or .editorconfig above -o, else 4 spaces).",
            ]
        case .lineLength: ["Wrap lines at <n> columns (default: as --indent; else 120)."]
        case .config: ["Read settings from an intentc.json file; flags override it."]
        case .maxInputSize: ["Refuse larger definitions (default: 67108864, 64 MiB)."]
        case .warningsAsErrors: ["Treat warnings as errors."]
        case .diagnosticsFormat:
            [
                "text | json | github | sarif (default: text). text goes to",
                "stderr; the others to stdout, or to stderr when the",
                "command prints its own output there (dump, strings,", "generate without -o, --check, --dry-run).",
            ]
        case .color: ["auto | always | never (default: auto; auto honours NO_COLOR)"]
        case .quiet: ["Print errors only."]
        case .help: ["Show this help (after a subcommand: that subcommand's)."]
        case .version: ["Show the version."]
        case .against: ["Compare with the file at <rev> of its git repository."]
        case .translations:
            [
                "Read the tables in <dir> and its <lang>.lproj folders",
                "(default: <lang>.lproj beside a definition in Base.lproj).",
            ]
        case .developmentLanguage: ["The Base text's language (default: en)."]
        case .stringsFormat: ["strings | xcstrings (default: strings)"]
        case .embedTranslations:
            [
                "Write the translation tables into the generated file",
                "(default flavor); an unreadable table is then an error.",
            ]
        case .force:
            [
                "Replace files migrate would write that already exist",
                "(without it, nothing is written when any exists).",
            ]
        case .partial: ["With --check: intents no App Intent migrates are notes", "(left to SiriKit), not errors."]
        case .stringKeys:
            [
                "ids | semantic (default: ids): the String Catalog's keys;",
                "semantic names each untranslated string (<Intent>.title).",
            ]
        }
    }

    private static let configuration = """
        CONFIGURATION (intentc.json):
          {"version": 1, "accessLevel": "internal", "classPrefix": "BC", "imports": ["Foo"],
           "flavor": "default", "embedTranslations": false,
           "files": {"Widgets/Intents.intentdefinition": {...}}}
          A "files" key matches inputs whose path ends with it, whole components at a time;
          the longest matching key wins. Per-file settings override top-level ones.
          "compat": {"rename": "warning", "enum-index": "off"} sets compat's categories
          (removal, rename, type, enum-index, configurable, widget, response-code, safe)
          to error, warning, note or off.

        """

    private static let exitStatus = """
        EXIT STATUS:
          0 success (warnings allowed), 1 errors or --check drift, 64 bad command line.

        """
}

extension ArgumentParser.Option {
    /// Whether every subcommand takes the option: the full help lists these.
    var isCommon: Bool { spec.commands.count == Invocation.Command.allCases.count }
}
