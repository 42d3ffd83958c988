"""Where the `intentc` executable comes from, for the WORKSPACE form (Bzlmod: extensions.bzl).

Declare one repository named `intentc_tool` (the name `@intentc//bazel:intentc` points at):

    load("@intentc//bazel:repositories.bzl", "intentc_artifact_bundle", "intentc_local_binary")

    # A released artifact bundle, fetched once and verified by its checksum:
    intentc_artifact_bundle(
        name = "intentc_tool",
        urls = ["https://…/intentc.artifactbundle.zip"],
        sha256 = "…",  # what Scripts/make-artifactbundle.sh prints
    )

    # or an intentc on this machine (a path relative to the workspace root, or absolute):
    intentc_local_binary(
        name = "intentc_tool",
        path = "tools/intentc",
    )

The Linux bundle's binary has the Swift runtime linked in; at run time it needs glibc and
libxml2's shared library (`libxml2.so.2`), as every Debian or Ubuntu image has it.
"""

load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")

def intentc_artifact_bundle(name, urls, sha256, **kwargs):
    """The intentc of a released artifact bundle zip: `http_archive` with its checksum.

    Args:
      name: the repository name; `intentc_tool` for the rules' default.
      urls: where the zip is (`file://` URLs work for a local copy).
      sha256: the zip's SHA-256, as Scripts/make-artifactbundle.sh prints it.
      **kwargs: passed to http_archive.
    """
    http_archive(
        name = name,
        urls = urls,
        sha256 = sha256,
        build_file = Label("//bazel:artifactbundle.BUILD.bazel"),
        **kwargs
    )

def _workspace_root(repository_ctx):
    """The main workspace's folder, whether its file is WORKSPACE, WORKSPACE.bazel or MODULE.bazel.

    Newer Bazel tells (`repository_ctx.workspace_root`). Older Bazel resolves a label only to a file
    that exists, and the workspace file may have any of those names; there, the folder is the one
    Bazel records in its output base (`DO_NOT_BUILD_HERE`), beside `external/`, which holds every
    repository's folder.
    """
    if hasattr(repository_ctx, "workspace_root"):
        return str(repository_ctx.workspace_root)
    output_base = repository_ctx.path(".").dirname.dirname
    return repository_ctx.read(output_base.get_child("DO_NOT_BUILD_HERE")).strip()

def _local_binary_impl(repository_ctx):
    path = repository_ctx.os.environ.get("INTENTC_BINARY", "") or repository_ctx.attr.path
    if not path:
        fail("intentc_local_binary: set path (or INTENTC_BINARY) to an intentc executable")
    if not path.startswith("/"):
        path = "%s/%s" % (_workspace_root(repository_ctx), path)
    binary = repository_ctx.path(path)
    if not binary.exists:
        fail("intentc_local_binary: no intentc at %s (build it with `swift build --product intentc`)" % path)

    # A link, not a copy: Bazel digests the file behind it, so a rebuilt intentc is a new input
    # and every action that ran the old one runs again.
    repository_ctx.symlink(binary, "intentc")
    repository_ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % repository_ctx.name)
    repository_ctx.file("BUILD.bazel", "exports_files([\"intentc\"], visibility = [\"//visibility:public\"])\n")

intentc_local_binary = repository_rule(
    implementation = _local_binary_impl,
    doc = "An intentc executable on this machine, e.g. `.build/release/intentc` of a checkout.",
    attrs = {
        "path": attr.string(doc = "The executable: absolute, or relative to the main workspace's root " +
                                  "(the folder of its WORKSPACE, WORKSPACE.bazel or MODULE.bazel)."),
    },
    environ = ["INTENTC_BINARY"],
    local = True,
)
