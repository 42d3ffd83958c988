"""The `intentc_tool` repository for Bzlmod (Bazel 7 and later; Examples/BazelModule, in CI).

In the root module's MODULE.bazel:

    bazel_dep(name = "intentc", version = "0.1.0")
    intentc = use_extension("@intentc//bazel:extensions.bzl", "intentc")
    intentc.artifact_bundle(urls = ["https://…/intentc.artifactbundle.zip"], sha256 = "…")
    # or: intentc.local_binary(path = "/opt/intentc/bin/intentc")

The root module's choice wins; without one, the first a module declares is used.
"""

load(":repositories.bzl", "intentc_artifact_bundle", "intentc_local_binary")

_artifact_bundle = tag_class(attrs = {
    "urls": attr.string_list(mandatory = True),
    "sha256": attr.string(mandatory = True),
})

_local_binary = tag_class(attrs = {
    "path": attr.string(mandatory = True),
})

def _intentc_impl(module_ctx):
    ordered = [m for m in module_ctx.modules if m.is_root] + [m for m in module_ctx.modules if not m.is_root]
    for module in ordered:
        for bundle in module.tags.artifact_bundle:
            intentc_artifact_bundle(name = "intentc_tool", urls = bundle.urls, sha256 = bundle.sha256)
            return
        for local in module.tags.local_binary:
            intentc_local_binary(name = "intentc_tool", path = local.path)
            return
    fail("intentc: declare intentc.artifact_bundle(urls, sha256) or intentc.local_binary(path) in MODULE.bazel")

intentc = module_extension(
    implementation = _intentc_impl,
    tag_classes = {
        "artifact_bundle": _artifact_bundle,
        "local_binary": _local_binary,
    },
)
