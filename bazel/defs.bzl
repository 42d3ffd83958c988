"""Bazel rules for intentc: Swift from SiriKit `.intentdefinition` files, on any executor.

Plain Starlark, nothing loaded but Bazel itself. Load from `@intentc//bazel:defs.bzl`:

- `intentc_intent_library`: the Swift (and App Intents String Catalog) generated from one
  definition, in one or several flavors, as declared outputs. Its attributes are named as rules_apple's
  `apple_intent_library` names them where they mean the same (`src`, `class_prefix`,
  `class_visibility`, `swift_version`), so its files go straight into `swift_library(srcs = …)`.
- `intentc_lint_test`: passes when the definitions have no errors; fails with intentc's located
  diagnostics (`file:line:col: error: … [ICnnn]`) otherwise.
- `intentc_compat_test`: passes when a definition keeps what a baseline version stored (class
  names, parameter names, enum indices, …); fails with the located breaking changes.
- `intentc_migration_test`: passes when an app's App Intents sources migrate every intent of a
  definition it no longer ships; fails with each loss located in the sources or the definition.

The three tests are `size = "small"` unless a target says otherwise.

Moving from rules_apple: `@intentc//bazel/swift:swift.bzl` has `swift_intent_library`, a drop-in
for rules_apple's macro (needs rules_swift); an `apple_intent_library` target becomes an
`intentc_intent_library` with `flavors = ["intents"]` (this rule's default flavor is intentc's
framework-free `default`).

Every action is hermetic: the tool, the definition and its translation tables are its only inputs,
its command line holds only paths relative to the execution root, and intentc writes no dates,
versions, absolute paths or environment into what it generates. So the actions run in Bazel's
Linux sandbox, on remote Linux executors, and are shared through disk and remote caches.
"""

_FLAVORS = ["default", "intents", "appintents"]

# apple_intent_library's class_visibility, as the Swift access level Xcode gives the classes:
# `public` classes are public; `project` and `private` ones are visible in their module only.
# An empty value is Xcode's default, public (intentc's default too).
_ACCESS_FOR_CLASS_VISIBILITY = {
    "": "public",
    "public": "public",
    "project": "internal",
    "private": "internal",
}

# Language modes the generated code compiles in. intentc writes the same Swift for all of them
# (it compiles in Swift 5 and Swift 6 mode alike), so the attribute only validates, as a moved
# swift_intent_library target's value must still be accepted.
_SWIFT_VERSIONS = ["", "4", "4.2", "5", "6"]

_TRANSLATION_EXTENSIONS = [".strings", ".stringsdict", ".xcstrings"]

_TOOL_ATTR_DOC = """The intentc executable. Defaults to `@intentc//bazel:intentc`, which is
`@intentc_tool//:intentc` unless `--@intentc//bazel:intentc=<label>` names another one."""

def _stem(src):
    name = src.basename
    suffix = ".intentdefinition"
    if not name.endswith(suffix):
        fail("src must be an .intentdefinition file, not %s" % name)
    return name[:-len(suffix)]

def _dirname(path):
    return path.rpartition("/")[0]

def _translations_args(label, src, tables, runfiles = False):
    """The `--translations` arguments for `tables`, or none where intentc finds them itself.

    intentc reads the `<lang>.lproj` folders beside a definition in `Base.lproj` on its own. In
    the sandbox those folders hold exactly the declared tables, so undeclared ones cannot leak in.
    Any other layout needs the one folder that holds the tables (or their `<lang>.lproj` folders):
    its execution-root path for an action, its runfiles path (`runfiles`) for a test.
    """
    if not tables:
        return []
    folders = {}
    for table in tables:
        folder = _dirname(table.short_path if runfiles else table.path)
        if folder.endswith(".lproj"):
            folder = _dirname(folder)
        folders[folder] = True
    if len(folders) != 1:
        fail("%s: translations must share one folder (or its <lang>.lproj folders), not %s" %
             (label, ", ".join(sorted(folders.keys()))))
    folder = folders.keys()[0]
    src_folder = _dirname(src.short_path if runfiles else src.path)
    if src_folder.endswith("/Base.lproj") or src_folder == "Base.lproj":
        if _dirname(src_folder) == folder:
            return []
    return ["--translations", folder if folder else "."]

def _generate_options(ctx):
    """The options every generating action of one target shares, in intentc's own spelling."""
    args = []
    if ctx.attr.access:
        access = ctx.attr.access
    else:
        access = _ACCESS_FOR_CLASS_VISIBILITY[ctx.attr.class_visibility]
    args += ["--access", access]
    if ctx.attr.class_prefix:
        args += ["--class-prefix", ctx.attr.class_prefix]
    if ctx.attr.shipped_class_prefix:
        args += ["--shipped-class-prefix", ctx.attr.shipped_class_prefix]
    for module in ctx.attr.imports:
        args += ["--import", module]
    if ctx.attr.development_language:
        args += ["--development-language", ctx.attr.development_language]
    if ctx.attr.embed_translations:
        args.append("--embed-translations")
    if ctx.attr.warnings_as_errors:
        args.append("--warnings-as-errors")
    if ctx.file.config:
        args += ["--config", ctx.file.config.path]
    args += _translations_args(ctx.label, ctx.file.src, ctx.files.translations)
    return args

def _intentc_intent_library_impl(ctx):
    if not ctx.attr.flavors:
        fail("flavors must name at least one of %s" % ", ".join(_FLAVORS))
    for flavor in ctx.attr.flavors:
        if flavor not in _FLAVORS:
            fail("unknown flavor '%s' (%s)" % (flavor, ", ".join(_FLAVORS)))
    if ctx.attr.swift_version not in _SWIFT_VERSIONS:
        fail("swift_version must be one of %s, not '%s'" %
             (", ".join([v for v in _SWIFT_VERSIONS if v]), ctx.attr.swift_version))

    src = ctx.file.src
    stem = _stem(src)
    tool = ctx.file._intentc
    options = _generate_options(ctx)
    inputs = [src] + ctx.files.translations + ([ctx.file.config] if ctx.file.config else [])

    swift_files = []
    catalogs = []
    for flavor in ctx.attr.flavors:
        # One file per flavor, named so that several flavors fit in one module; intentc writes
        # exactly these (with --output-file the App Intents catalog always goes beside the Swift,
        # empty when nothing is looked up in it, so it can be declared).
        if flavor == "default":
            swift = ctx.actions.declare_file("%s/%s.swift" % (ctx.label.name, stem))
            outputs = [swift]
        elif flavor == "intents":
            swift = ctx.actions.declare_file("%s/%s+Intents.swift" % (ctx.label.name, stem))
            outputs = [swift]
        else:
            swift = ctx.actions.declare_file("%s/%s+AppIntents.swift" % (ctx.label.name, stem))
            catalog = ctx.actions.declare_file("%s/%sAppIntents.xcstrings" % (ctx.label.name, stem))
            catalogs.append(catalog)
            outputs = [swift, catalog]
        swift_files.append(swift)

        args = ctx.actions.args()
        args.add("generate")
        args.add("--flavor", flavor)
        args.add_all(options)
        args.add("--output-file", swift)
        args.add(src)
        ctx.actions.run(
            executable = tool,
            arguments = [args],
            inputs = inputs,
            outputs = outputs,
            mnemonic = "IntentcGenerate",
            progress_message = "Generating %s Swift for %s" % (flavor, src.short_path),
            # intentc reads nothing from the environment that changes what it writes, and never
            # touches the network: the sandbox gives it none, so a change that did would fail.
            env = {},
            execution_requirements = {"block-network": "1"},
        )

    return [
        DefaultInfo(files = depset(swift_files)),
        OutputGroupInfo(
            swift_sources = depset(swift_files),
            string_catalogs = depset(catalogs),
        ),
    ]

_intentc_intent_library = rule(
    implementation = _intentc_intent_library_impl,
    doc = """Generates the Swift for one intent definition with intentc.

Its files (DefaultInfo) are the Swift sources, one per flavor, for `swift_library(srcs = …)`:
`<name>/<Definition>.swift` (`default`), `<name>/<Definition>+Intents.swift` (`intents`),
`<name>/<Definition>+AppIntents.swift` (`appintents`). The App Intents String Catalog,
`<name>/<Definition>AppIntents.xcstrings`, is in the output group `string_catalogs` (and in the
`<name>_string_catalogs` target the macro adds), for an app's or extension's `resources`.
A definition with errors fails the action with intentc's located diagnostics and no output.""",
    attrs = {
        "src": attr.label(
            mandatory = True,
            allow_single_file = [".intentdefinition"],
            doc = "The `.intentdefinition` file (as apple_intent_library's `src`).",
        ),
        "flavors": attr.string_list(
            default = ["default"],
            doc = "One or several of `default`, `intents` (Xcode's Intents classes, what " +
                  "swift_intent_library generates) and `appintents`.",
        ),
        "class_prefix": attr.string(
            doc = "Prefix of the generated type names, as Xcode's project Class Prefix " +
                  "(`--class-prefix`; as apple_intent_library's `class_prefix`).",
        ),
        "class_visibility": attr.string(
            default = "",
            values = ["", "public", "private", "project"],
            doc = "As apple_intent_library's: `public` (or empty) generates public types, " +
                  "`project` and `private` internal ones. `access` overrides it.",
        ),
        "access": attr.string(
            default = "",
            values = ["", "public", "package", "internal"],
            doc = "intentc's `--access`; overrides `class_visibility` (and allows `package`).",
        ),
        "swift_version": attr.string(
            default = "",
            doc = "As apple_intent_library's; intentc's Swift is the same for every language " +
                  "mode, so this is only checked to be one of 4, 4.2, 5 or 6.",
        ),
        "shipped_class_prefix": attr.string(
            doc = "The Class Prefix of the Intents classes the app shipped (`--shipped-class-prefix`).",
        ),
        "translations": attr.label_list(
            allow_files = _TRANSLATION_EXTENSIONS,
            doc = "The definition's translation tables (`<lang>.lproj/<Definition>.strings`, " +
                  "`.stringsdict`, `.xcstrings`). Beside a definition in `Base.lproj` intentc " +
                  "finds them itself; otherwise they must share one folder, passed as " +
                  "`--translations`. Only declared tables are read.",
        ),
        "development_language": attr.string(
            doc = "The language the Base text is written in (`--development-language`, default en).",
        ),
        "embed_translations": attr.bool(
            default = False,
            doc = "Write the translation tables into the generated Swift (`--embed-translations`).",
        ),
        "imports": attr.string_list(
            doc = "Extra imports in the generated files (`--import`).",
        ),
        "warnings_as_errors": attr.bool(
            default = False,
            doc = "Fail the action on warnings too (`--warnings-as-errors`).",
        ),
        "config": attr.label(
            allow_single_file = [".json"],
            doc = "An `intentc.json` for settings not covered here; these attributes override it.",
        ),
        "_intentc": attr.label(
            default = Label("//bazel:intentc"),
            allow_single_file = True,
            cfg = "exec",
            doc = _TOOL_ATTR_DOC,
        ),
    },
)

def intentc_intent_library(name, visibility = None, tags = None, testonly = None, **kwargs):
    """Generates Swift from one `.intentdefinition`; see `_intentc_intent_library` for attributes.

    Declares `name` (the Swift sources) and `name + "_string_catalogs"` (the App Intents String
    Catalogs, empty unless `flavors` has `appintents`), for an app's `resources`.
    """
    _intentc_intent_library(
        name = name,
        visibility = visibility,
        tags = tags,
        testonly = testonly,
        **kwargs
    )
    native.filegroup(
        name = name + "_string_catalogs",
        srcs = [":" + name],
        output_group = "string_catalogs",
        visibility = visibility,
        tags = tags,
        testonly = testonly,
    )

def _test_script(ctx, command):
    """A test executable that runs intentc from its runfiles and exits with its status."""
    tool = ctx.file._intentc
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    quoted = " ".join([_shell_quote(word) for word in [tool.short_path] + command])
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\n# Generated by intentc's Bazel rules.\nexec %s\n" % quoted,
        is_executable = True,
    )
    return script

def _shell_quote(word):
    return "'" + word.replace("'", "'\\''") + "'"

def _lint_impl(ctx):
    command = ["lint"]
    if ctx.attr.warnings_as_errors:
        command.append("--warnings-as-errors")
    if ctx.attr.development_language:
        command += ["--development-language", ctx.attr.development_language]
    if ctx.files.translations:
        if len(ctx.files.srcs) != 1:
            fail("translations need exactly one definition in srcs")
        command += _translations_args(ctx.label, ctx.files.srcs[0], ctx.files.translations, runfiles = True)
    command += [f.short_path for f in ctx.files.srcs]
    script = _test_script(ctx, command)

    runfiles = ctx.runfiles(files = [ctx.file._intentc] + ctx.files.srcs + ctx.files.translations)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_intentc_lint_test = rule(
    implementation = _lint_impl,
    test = True,
    doc = """Validates definitions with `intentc lint`. Fails, with every diagnostic located at
`file:line:col` in the test log, when one has an error (or a warning, with
`warnings_as_errors`).""",
    attrs = {
        "srcs": attr.label_list(
            mandatory = True,
            allow_empty = False,
            allow_files = [".intentdefinition"],
            doc = "The `.intentdefinition` files.",
        ),
        "translations": attr.label_list(
            allow_files = _TRANSLATION_EXTENSIONS,
            doc = "Translation tables of the (single) definition, checked as `generate` checks them.",
        ),
        "development_language": attr.string(doc = "`--development-language`."),
        "warnings_as_errors": attr.bool(default = False, doc = "`--warnings-as-errors`."),
        "_intentc": attr.label(
            default = Label("//bazel:intentc"),
            allow_single_file = True,
            cfg = "target",
            doc = _TOOL_ATTR_DOC,
        ),
    },
)

def _compat_impl(ctx):
    command = ["compat"]
    if ctx.attr.class_prefix:
        command += ["--class-prefix", ctx.attr.class_prefix]
    if ctx.attr.warnings_as_errors:
        command.append("--warnings-as-errors")
    command += [ctx.file.baseline.short_path, ctx.file.src.short_path]
    script = _test_script(ctx, command)
    runfiles = ctx.runfiles(files = [ctx.file._intentc, ctx.file.baseline, ctx.file.src])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_intentc_compat_test = rule(
    implementation = _compat_impl,
    test = True,
    doc = """Checks with `intentc compat` that `src` keeps everything a `baseline` version of the
definition stored in users' widgets and shortcuts. Fails with each breaking change located in
`src` and a note at its place in the baseline.""",
    attrs = {
        "src": attr.label(
            mandatory = True,
            allow_single_file = [".intentdefinition"],
            doc = "The definition as it is now.",
        ),
        "baseline": attr.label(
            mandatory = True,
            allow_single_file = [".intentdefinition"],
            doc = "The definition as it shipped (a copy kept in the repository, or a file from " +
                  "a released artifact).",
        ),
        "class_prefix": attr.string(doc = "`--class-prefix`, as the generating target's."),
        "warnings_as_errors": attr.bool(default = False, doc = "`--warnings-as-errors`."),
        "_intentc": attr.label(
            default = Label("//bazel:intentc"),
            allow_single_file = True,
            cfg = "target",
            doc = _TOOL_ATTR_DOC,
        ),
    },
)

def _migration_impl(ctx):
    command = ["migrate"]
    if ctx.attr.partial:
        command.append("--partial")
    if ctx.attr.shipped_class_prefix:
        command += ["--shipped-class-prefix", ctx.attr.shipped_class_prefix]
    if ctx.attr.warnings_as_errors:
        command.append("--warnings-as-errors")
    command += [ctx.file.definition.short_path, "--check"] + [f.short_path for f in ctx.files.srcs]
    script = _test_script(ctx, command)
    runfiles = ctx.runfiles(files = [ctx.file._intentc, ctx.file.definition] + ctx.files.srcs)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_intentc_migration_test = rule(
    implementation = _migration_impl,
    test = True,
    doc = """Checks with `intentc migrate DEFINITION --check SRCS…` that an app's App Intents
migrate every intent of a definition, parameter by parameter, so that users keep their
configured widgets and shortcuts. Fails with each loss located in the Swift sources (or, for an
intent nothing migrates, in the definition).

The definition is a label, never a git revision: the sandbox has no repository to read one from,
and a revision would be an input Bazel does not track. Keep the definition as it shipped in the
repository (`legacy/Intents.intentdefinition`), or take it from a pinned source: a file of an
`http_archive` of the release's sources with its `sha256`, or of a `new_git_repository` at a
`commit`.""",
    attrs = {
        "definition": attr.label(
            mandatory = True,
            allow_single_file = [".intentdefinition"],
            doc = "The definition as the app last shipped it.",
        ),
        "srcs": attr.label_list(
            mandatory = True,
            allow_empty = False,
            allow_files = [".swift"],
            doc = "The Swift files that declare the App Intents, and the App Enums and App " +
                  "Entities their parameters use.",
        ),
        "partial": attr.bool(
            default = False,
            doc = "`--partial`: intents no App Intent migrates are notes (still served by SiriKit).",
        ),
        "shipped_class_prefix": attr.string(
            doc = "`--shipped-class-prefix`: the Class Prefix of the Intents classes the app shipped.",
        ),
        "warnings_as_errors": attr.bool(default = False, doc = "`--warnings-as-errors`."),
        "_intentc": attr.label(
            default = Label("//bazel:intentc"),
            allow_single_file = True,
            cfg = "target",
            doc = _TOOL_ATTR_DOC,
        ),
    },
)

# intentc's tests read a few small files and take milliseconds: `small` (Bazel's default for a
# test is `medium`), which a target may override.

def intentc_lint_test(name, size = "small", **kwargs):
    """`intentc lint` as a test; see `_intentc_lint_test` for its attributes."""
    _intentc_lint_test(name = name, size = size, **kwargs)

def intentc_compat_test(name, size = "small", **kwargs):
    """`intentc compat baseline src` as a test; see `_intentc_compat_test` for its attributes."""
    _intentc_compat_test(name = name, size = size, **kwargs)

def intentc_migration_test(name, size = "small", **kwargs):
    """`intentc migrate definition --check srcs…` as a test; see `_intentc_migration_test`."""
    _intentc_migration_test(name = name, size = size, **kwargs)
