"""Where the Apple SDKs and their module cache are, for the stand-in swift_library.

The SDKs live outside the workspace: `$INTENTC_APPLE_SDKS` (a folder with iPhoneOS*.sdk,
MacOSX*.sdk and apinotes/), by default `../shared/apple-sdk` beside the intentc checkout.
"""

def _apple_sdk_impl(repository_ctx):
    env = repository_ctx.os.environ
    sdks = env.get("INTENTC_APPLE_SDKS", "")
    if not sdks:
        # Examples/Bazel → the checkout → the folder beside it.
        example = repository_ctx.path(Label("@//:WORKSPACE")).dirname
        sdks = str(repository_ctx.path(str(example) + "/../../../shared/apple-sdk"))
    if not repository_ctx.path(sdks).exists:
        fail("no Apple SDKs at %s: set INTENTC_APPLE_SDKS" % sdks)
    cache = env.get("INTENTC_APPLE_SDK_CACHE", "") or (env.get("TMPDIR", "") or "/tmp") + "/intentc-apple-sdk"
    repository_ctx.file("WORKSPACE", "workspace(name = \"apple_sdk\")\n")
    repository_ctx.file("BUILD.bazel", "exports_files([\"paths.bzl\"])\n")
    repository_ctx.file("paths.bzl", "APPLE_SDKS = %r\nAPPLE_SDK_CACHE = %r\n" % (sdks, cache))

apple_sdk = repository_rule(
    implementation = _apple_sdk_impl,
    environ = ["INTENTC_APPLE_SDKS", "INTENTC_APPLE_SDK_CACHE", "TMPDIR"],
    local = True,
)
