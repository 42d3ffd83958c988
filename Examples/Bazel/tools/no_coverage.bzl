"""An executable that only says coverage is not collected (see tools/BUILD.bazel)."""

def _impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\necho 'coverage is not collected in this example' >&2\nexit 1\n", is_executable = True)
    return [DefaultInfo(executable = script)]

no_coverage = rule(implementation = _impl, executable = True)
