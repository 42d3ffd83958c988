"""A swift_library-shaped stand-in for rules_swift's: typechecks, never compiles or links.

`swift_library(name, srcs, deps, module_name, copts)` typechecks `srcs` as one module for an
Apple platform against Apple's real SDK with intentc's Scripts/typecheck-flavor.sh (which builds
IntentRuntime for that platform when a dep is the IntentRuntime library), and outputs a stamp.
The action uses the host's Swift toolchain, the SDK and a module cache outside Bazel, so it runs
unsandboxed and locally; the intentc actions it consumes are the hermetic ones.
"""

load("@apple_sdk//:paths.bzl", "APPLE_SDK_CACHE", "APPLE_SDKS")

SwiftModuleStubInfo = provider(fields = ["module_name"])

def _module_name(ctx):
    return ctx.attr.module_name or ctx.label.name

def _swift_library_impl(ctx):
    module_name = _module_name(ctx)
    stamp = ctx.actions.declare_file(ctx.label.name + ".typechecked")
    if module_name == "IntentRuntime":
        # typecheck-flavor.sh builds IntentRuntime for the platform itself.
        ctx.actions.write(stamp, "IntentRuntime\n")
        return [DefaultInfo(files = depset([stamp])), SwiftModuleStubInfo(module_name = module_name)]

    runtime = [d for d in ctx.attr.deps if SwiftModuleStubInfo in d and d[SwiftModuleStubInfo].module_name == "IntentRuntime"]
    flavor = "default" if runtime else "intents"
    swift_version = "6"
    for i, opt in enumerate(ctx.attr.copts):
        if opt == "-swift-version" and i + 1 < len(ctx.attr.copts):
            swift_version = ctx.attr.copts[i + 1]
    srcs = [f for f in ctx.files.srcs if f.extension == "swift"]
    script = ctx.file._typecheck
    command = " ".join([
        "INTENTC_APPLE_SDKS='%s'" % APPLE_SDKS,
        "INTENTC_APPLE_SDK_CACHE='%s'" % APPLE_SDK_CACHE,
        script.path,
        flavor,
        ctx.attr.apple_target,
        "--swift-version",
        swift_version,
        "--module-name",
        module_name,
    ] + [f.path for f in srcs]) + " && echo %s > %s" % (module_name, stamp.path)
    ctx.actions.run_shell(
        command = command,
        inputs = srcs + ctx.files._scripts + ctx.files._runtime,
        tools = [script],
        outputs = [stamp],
        mnemonic = "SwiftTypecheckAppleSDK",
        progress_message = "Typechecking %s for %s against the Apple SDK" % (module_name, ctx.attr.apple_target),
        use_default_shell_env = True,
        execution_requirements = {"no-sandbox": "1", "no-remote": "1"},
    )
    return [DefaultInfo(files = depset([stamp])), SwiftModuleStubInfo(module_name = module_name)]

swift_library = rule(
    implementation = _swift_library_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"]),
        "deps": attr.label_list(),
        "module_name": attr.string(),
        "copts": attr.string_list(),
        "apple_target": attr.string(default = "ios17.0"),
        "_typecheck": attr.label(default = "@intentc//:Scripts/typecheck-flavor.sh", allow_single_file = True),
        "_scripts": attr.label(default = "@intentc//:Scripts/apple-swiftc.sh", allow_single_file = True),
        "_runtime": attr.label(default = "@intentc//:intent_runtime_srcs"),
    },
)
