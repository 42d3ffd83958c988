"""`no_coverage`: a stand-in for Bazel's coverage report generator, for builds without network.

Every test target depends on Bazel's coverage tools (`@remote_coverage_tools`), which Bazel
downloads on first use, even when no coverage is collected. A workspace that has no network points
the flag at this target instead, in its `.bazelrc`:

    build --coverage_report_generator=@intentc//bazel:no_coverage

Coverage reports are then not made: run, the stand-in fails saying why. Nothing else changes.
"""

def _no_coverage_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\necho 'coverage is not collected: --coverage_report_generator is @intentc//bazel:no_coverage' >&2\nexit 1\n",
        is_executable = True,
    )
    return [DefaultInfo(executable = script)]

no_coverage = rule(
    implementation = _no_coverage_impl,
    executable = True,
    doc = "An executable that only says coverage is not collected, and fails.",
)
