import IntentCodegen

/// What `intentc --help` and `intentc --version` print.
enum HelpText {
    /// intentc's version number (SARIF logs name it too).
    static let versionNumber = "0.1.0"

    /// The version `--version` prints.
    static let version = "intentc " + versionNumber

    /// The hint printed under every command-line error.
    static let usageHint = "Run 'intentc --help' for usage."

    /// The flavors `--flavor` and the configuration's `"flavor"` accept, from the one list.
    private static let flavors = GenerationOptions.Flavor.allCases.map(\.rawValue).joined(separator: " | ")

    /// The usage text.
    static let usage = """
        OVERVIEW: Compile SiriKit .intentdefinition files into Swift.

        USAGE: intentc [generate] <file.intentdefinition | dir>... [options]
               intentc lint <file.intentdefinition | dir>... [options]
               intentc dump <file.intentdefinition> [options]
               intentc compat <old.intentdefinition> <new.intentdefinition> [options]
               intentc compat <file.intentdefinition> --against git:<rev> [options]
               intentc strings <file.intentdefinition> [options]
               intentc migrate <file.intentdefinition> -o <dir> [options]
               intentc migrate <file.intentdefinition | git:<rev>:<path>> --check <source>... [options]
               intentc --help | --version

        A directory given to generate or lint stands for every *.intentdefinition below it.

        SUBCOMMANDS:
          generate (default)       Generate Swift, one file per definition.
          lint                     Check definitions without generating anything.
          dump                     Print the decoded, validated model as JSON.
          compat                   Report changes that break configurations and shortcuts
                                   users stored with the old version.
          strings                  Print the strings to translate (Base text by key, compound
                                   keys included); report each language's completeness.
          migrate                  Write App Intents source your team owns from then on:
                                   one file per intent, enum and custom type, and one
                                   String Catalog; print them and the steps left to do.
          migrate --check          Check that an app's App Intents migrate every intent, so
                                   users keep their configured widgets and shortcuts.

        MIGRATE --CHECK OPTIONS (writes nothing):
          --check <source>...      Check the App Intents in <source> (Swift files, folders of
                                   them, a built .app/.appex, its Metadata.appintents or its
                                   extract.actionsdata) against the definition: every intent
                                   migrated, every parameter carried by name and type.
          --partial                Intents no App Intent migrates are notes (left to SiriKit).
          --shipped-class-prefix as below.

        COMPAT OPTIONS:
          --against git:<rev>      Compare with the file at <rev> of its git repository.
          --class-prefix, --config as below; "compat" in intentc.json relaxes categories.

        MIGRATE OPTIONS:
          -o, --output <dir>       The folder to write into (required). Other files in it
                                   are never touched.
          --force                  Replace files migrate would write that already exist
                                   (without it, nothing is written when any exists).
          --access, --class-prefix, --shipped-class-prefix and the translation options as
          below; --access defaults to internal.

        GENERATE OPTIONS:
          -o, --output <dir>       Write one Swift file per definition into <dir> (created if
                                   missing). Without it, one input's Swift goes to stdout.
          --output-file <file>     Write the one input's Swift to exactly <file> (for build
                                   plugins); the same rules as --output apply.
          --check                  Write nothing; exit 1 and print a unified diff when a file
                                   in <dir> (or <file>) is missing or differs.
          --dry-run                Write nothing; list the files that would be written.
          --embed-translations     Write the translation tables into the generated file
                                   (default flavor); an unreadable table is then an error.

        GENERATE AND LINT OPTIONS:
          --access <level>         public | package | internal (default: public)
          --class-prefix <prefix>  Prefix for type names, as Xcode's project Class Prefix.
          --shipped-class-prefix <prefix>
                                   The Class Prefix of the Intents classes the app shipped,
                                   kept in App Intents' intentClassName (default: none).
          --import <module>        Extra import in generated files (repeatable).
          --flavor <flavor>        \(flavors) (default: default)
          --config <file>          Read settings from an intentc.json file; flags override it.

        TRANSLATION OPTIONS (generate, lint, strings, migrate):
          --translations <dir>     Read the tables in <dir> and its <lang>.lproj folders
                                   (default: <lang>.lproj beside a definition in Base.lproj).
          --development-language <lang>  The Base text's language (default: en).
          --strings-format <f>     strings: strings | xcstrings (default: strings)

        COMMON OPTIONS:
          --max-input-size <bytes> Refuse larger definitions (default: 67108864, 64 MiB).
          --warnings-as-errors     Treat warnings as errors.
          --diagnostics-format <f> text | json | github | sarif (default: text). text goes to
                                   stderr; the others to stdout, or to stderr when the
                                   command prints its own output there (dump, strings,
                                   generate without -o, --check, --dry-run).
          --color <when>           auto | always | never (default: auto; auto honours NO_COLOR)
          --quiet                  Print errors only.
          -h, --help               Show this help.
          --version                Show the version.

        CONFIGURATION (intentc.json):
          {"version": 1, "accessLevel": "internal", "classPrefix": "BC", "imports": ["Foo"],
           "flavor": "default", "embedTranslations": false,
           "files": {"Widgets/Intents.intentdefinition": {...}}}
          A "files" key matches inputs whose path ends with it, whole components at a time;
          the longest matching key wins. Per-file settings override top-level ones.
          "compat": {"rename": "warning", "enum-index": "off"} sets compat's categories
          (removal, rename, type, enum-index, configurable, widget, response-code, safe)
          to error, warning, note or off.

        EXIT STATUS:
          0 success (warnings allowed), 1 errors or --check drift, 64 bad command line.

        """
}
