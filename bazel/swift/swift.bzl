"""`swift_intent_library` on intentc: the drop-in for rules_apple's macro of that name.

Moving a target over is a change of the `load` line only:

    -load("@build_bazel_rules_apple//apple:resources.bzl", "swift_intent_library")
    +load("@intentc//bazel/swift:swift.bzl", "swift_intent_library")

     swift_intent_library(
         name = "WidgetIntents",
         src = "Widget.intentdefinition",
         class_prefix = "WX",
         class_visibility = "public",
         swift_version = "5",
     )

As rules_apple's, it makes a `swift_library` named `name` from the Swift generated for `src`
(Xcode's Intents classes: `flavors = ["intents"]`); the generation runs on any executor instead of
a macOS one. Extra flavors (`default`, `appintents`) add IntentRuntime to the library's deps.
Needs rules_swift (`@build_bazel_rules_swift`); bazel/defs.bzl has the rule without it.
"""

load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")
load("//bazel:defs.bzl", "intentc_intent_library")

_RUNTIME = "@intentc//bazel/swift:IntentRuntime"

def swift_intent_library(
        name,
        src,
        class_prefix = None,
        class_visibility = None,
        swift_version = None,
        flavors = ["intents"],
        deps = [],
        module_name = None,
        visibility = None,
        tags = None,
        testonly = None,
        **kwargs):
    """A swift_library named `name` over intentc's Swift for `src`.

    Args:
      name: the swift_library's name; the generated sources are `name + "_srcs"`.
      src: the .intentdefinition file.
      class_prefix: as apple_intent_library's.
      class_visibility: as apple_intent_library's (`public`, `private`, `project`).
      swift_version: as apple_intent_library's; also the library's language mode.
      flavors: intentc flavors; `["intents"]` generates what Xcode generates.
      deps: more deps of the swift_library.
      module_name: the library's module name (rules_swift's default when unset).
      visibility: of the swift_library.
      tags: of both targets.
      testonly: of both targets.
      **kwargs: more attributes of intentc_intent_library (access, translations, …).
    """
    generator = {}
    if class_prefix != None:
        generator["class_prefix"] = class_prefix
    if class_visibility != None:
        generator["class_visibility"] = class_visibility
    if swift_version != None:
        generator["swift_version"] = swift_version
    intentc_intent_library(
        name = name + "_srcs",
        src = src,
        flavors = flavors,
        tags = tags,
        testonly = testonly,
        visibility = visibility,
        **dict(generator, **kwargs)
    )
    library = {}
    if module_name != None:
        library["module_name"] = module_name
    if swift_version != None:
        library["copts"] = ["-swift-version", swift_version]
    runtime = [_RUNTIME] if [f for f in flavors if f != "intents"] and _RUNTIME not in deps else []
    swift_library(
        name = name,
        srcs = [":" + name + "_srcs"],
        deps = deps + runtime,
        visibility = visibility,
        tags = tags,
        testonly = testonly,
        **library
    )
