#!/usr/bin/env bash
# End-to-end check of the artifact bundle Scripts/make-artifactbundle.sh makes. Run from
# anywhere; CI runs it from the repository root. Works in a temporary folder outside the
# repository (removed on exit); in the repository it writes only the release build, in
# .build/artifactbundle.
#
# Verifies:
#   1. the script builds and packs the bundle, and a second run gives the same zip and checksum;
#   2. the bundle's layout and info.json are exactly the documented ones, the zip holds the same
#      tree, and the printed checksum is the zip's SHA-256 (what SwiftPM's checksum is);
#   3. the binary links no Swift runtime library (ldd), and with an empty environment
#      (`env -i`) prints its version, lints Definitions/, fails on a broken definition with its
#      path, and generates the same Swift as the committed Generated/Custom.swift;
#   4. a client package using the bundle through `.binaryTarget(path:)` and a build-tool plugin
#      of its own (`context.tool(named: "intentc")`, the one the Installing article shows)
#      builds without compiling intentc, runs the bundle's binary on Custom.intentdefinition, and
#      its program resolves a configuration through the generated code (with IntentRuntime from
#      this repository, so the binary target is named IntentcTool);
#   5. a client without that dependency, whose binary target is named intentc and points at the
#      zip, gets Xcode's Intents classes as its intentc.json asks;
#   6. the first client's sources using IntentcPlugin from source (a path dependency on this
#      repository) build, compile intentc, and print the same.
# Prints one PASS/FAIL line per check and the first-build times of clients 4 and 6 (a benchmark
# figure, recorded in Documentation/Benchmarks.md, never a pass condition); exits 1 if any check
# failed.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-artifactbundle-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
export TMPDIR=$work/tmp
mkdir -p "$TMPDIR"
logs=$work/logs
mkdir -p "$logs"

check_name=check-artifactbundle
# shellcheck source=Scripts/check-lib.sh
. "$repo/Scripts/check-lib.sh"
show_log() { sed 's/^/    | /' "$logs/$1.log" | tail -n 25; }
now() { date +%s.%N; }
seconds() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.1f", end - start }'; }

# 1. Making the bundle, twice.
dist=$work/dist
start=$(now)
if ! "$repo/Scripts/make-artifactbundle.sh" "$dist" >"$logs/checksum1" 2>"$logs/make1.log"; then
  fail "make-artifactbundle.sh builds and packs the bundle"
  show_log make1
  finish
fi
made=$(seconds "$start" "$(now)")
pass "make-artifactbundle.sh builds and packs the bundle (${made} s, release build included)"
checksum=$(cat "$logs/checksum1")
"$repo/Scripts/make-artifactbundle.sh" "$dist" >"$logs/checksum2" 2>"$logs/make2.log"
check "a second run gives the same checksum ($checksum)" test "$(cat "$logs/checksum2")" = "$checksum"

# 2. Layout, info.json, zip, checksum.
bundle=$dist/intentc.artifactbundle
found=$(find "$bundle" -path '*/bin/intentc' | head -n 1)
version=$("$found" --version 2>/dev/null)
version=${version#intentc }
case "$(uname -s)" in
  Darwin) variant=macos triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
  *)
    variant=$(swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -n 1)
    triples="\"$variant\""
    ;;
esac
executable=intentc-$version-$variant/bin/intentc
binary=$bundle/$executable
expected_files="info.json
intentc-$version-$variant
intentc-$version-$variant/bin
intentc-$version-$variant/bin/intentc
LICENSE
NOTICE"
actual_files=$(cd "$bundle" && find . -mindepth 1 -printf '%P\n' | LC_ALL=C sort -f)
check "the bundle holds info.json, LICENSE, NOTICE and $executable, nothing else" \
  test "$actual_files" = "$(LC_ALL=C sort -f <<<"$expected_files")"
expected_info=$(
  cat <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "intentc": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$executable",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF
)
check "info.json: schema 1.0, executable artifact 'intentc', version $version from --version, one variant for $triples" \
  test "$(cat "$bundle/info.json")" = "$expected_info"
mkdir -p "$work/unzipped"
unzip -q "$dist/intentc.artifactbundle.zip" -d "$work/unzipped"
check "the zip holds the same tree, file for file" diff -r "$bundle" "$work/unzipped/intentc.artifactbundle"
check "the unzipped binary is executable" test -x "$work/unzipped/intentc.artifactbundle/$executable"
check "the printed checksum is the zip's SHA-256" \
  test "$(sha256sum "$dist/intentc.artifactbundle.zip" | cut -d' ' -f1)" = "$checksum"
size=$(wc -c <"$binary")
zip_size=$(wc -c <"$dist/intentc.artifactbundle.zip")

# 3. The binary on its own.
if [ "$(uname -s)" = Linux ]; then
  ldd "$binary" >"$logs/ldd.log" 2>&1
  check "the binary links no Swift runtime, Foundation or Dispatch library" \
    bash -c "! grep -qE 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found' '$logs/ldd.log'"
  check "the binary links libxml2's shared library" grep -q 'libxml2\.so' "$logs/ldd.log"
  echo "    needed: $(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')"
fi
check "env -i intentc --version prints 'intentc $version'" test "$(env -i "$binary" --version)" = "intentc $version"
check "env -i intentc lint Definitions succeeds" bash -c "cd '$repo' && env -i '$binary' lint Definitions"
mkdir -p "$work/broken"
sed '0,/<key>INIntentName<\/key>/s|<key>INIntentName</key>|<key>INIntentName</key><broken>|' \
  "$repo/Definitions/Custom.intentdefinition" >"$work/broken/Custom.intentdefinition"
if (cd "$work" && env -i "$binary" lint broken >"$logs/broken.log" 2>&1); then
  fail "env -i intentc lint fails on a broken definition"
else
  pass "env -i intentc lint fails on a broken definition"
fi
check "its error is located at the broken file's path" grep -qE '^broken/Custom.intentdefinition:[0-9]+:[0-9]+: error: ' "$logs/broken.log"
check "env -i intentc generate prints the committed Generated/Custom.swift" \
  bash -c "cd '$repo' && env -i '$binary' generate Definitions/Custom.intentdefinition | cmp -s - Generated/Custom.swift"

# 4 and 5. The client packages: the same sources, built with the bundle or from source.
# SwiftPM names a path dependency after its folder; a link named intentc keeps the clients'
# `package: "intentc"` right whatever this checkout's folder is called.
package=$work/intentc
ln -s "$repo" "$package"
# client <folder>: sources in the default flavor, with Definitions/Custom.intentdefinition: the
# library's provider and a program resolving a stored configuration through the generated code.
client() {
  mkdir -p "$1/Sources/WidgetIntents" "$1/Sources/Client"
  cp "$repo/Definitions/Custom.intentdefinition" "$1/Sources/WidgetIntents/"
  cat >"$1/Sources/WidgetIntents/Menu.swift" <<'EOF'
import IntentRuntime

/// The menu lists the app offers, as generated code asks for them.
public struct Menu: MyIntentIntentOptionsProvider {
  public init() {}

  public func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws
    -> IntentRuntime.IntentOptionsCollection<MenuList> {
    IntentRuntime.IntentOptionsCollection([
      MenuList(identifier: "1", display: "Aerial"), MenuList(identifier: "2", display: "City"),
    ])
  }
}
EOF
  cat >"$1/Sources/Client/main.swift" <<'EOF'
import IntentRuntime
import WidgetIntents

var configuration = MyIntentIntent(parameter: "Hi", type: MenuList(identifier: "2", display: "old"))
configuration = try await configuration.resolved(using: Menu())
print(configuration.type?.displayString ?? "no menu list")
EOF
}
# manifest <package name> [<binary target name> <path>] > Package.swift: the manifest for client's
# sources, which use IntentRuntime from this repository. With a binary target, the library's
# plugin is GenerateWithIntentc running the bundle's intentc; without, IntentcPlugin from source.
manifest() {
  local plugin='.plugin(name: "IntentcPlugin", package: "intentc")' tool=""
  if [ $# -eq 3 ]; then
    plugin='"GenerateWithIntentc"'
    tool="
        .binaryTarget(name: \"$2\", path: \"$3\"),
        .plugin(name: \"GenerateWithIntentc\", capability: .buildTool(), dependencies: [\"$2\"]),"
  fi
  cat <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "$1",
    dependencies: [.package(path: "$package")],
    targets: [$tool
        .target(
            name: "WidgetIntents", dependencies: [.product(name: "IntentRuntime", package: "intentc")],
            plugins: [$plugin]),
        .executableTarget(
            name: "Client", dependencies: ["WidgetIntents", .product(name: "IntentRuntime", package: "intentc")]),
    ]
)
EOF
}
# plugin <folder>: the client's own build-tool plugin, exactly as the Installing article shows it
# (the Swift block after its `<!-- artifactbundle-plugin-check -->` line).
plugin() {
  mkdir -p "$1/Plugins/GenerateWithIntentc"
  awk '/^<!-- artifactbundle-plugin-check -->$/ { marked = 1; next }
       marked && /^```swift$/ { inside = 1; next }
       inside && /^```$/ { exit }
       inside { print }' "$repo/Sources/intentc/intentc.docc/Installing.md" \
    >"$1/Plugins/GenerateWithIntentc/GenerateWithIntentc.swift"
}
# first_build <folder> <name>: a cold `swift build -v` into $logs/<name>.log, timed into $<name>_time.
first_build() {
  local start status
  start=$(now)
  (cd "$1" && swift build -v >"$logs/$2.log" 2>&1)
  status=$?
  printf -v "${2}_time" '%s' "$(seconds "$start" "$(now)")"
  return $status
}
not() { ! "$@"; }
# compiles_intentc <name>: the build compiled one of intentc's own modules.
compiles_intentc() { grep -qE -- "-module-name (intentc|IntentCodegen|IntentDefinition|AppIntentsSource)( |\$)" "$logs/$1.log"; }
# ran_bundle <name> <folder>: the build ran the intentc of the bundle in <folder> (a regular
# expression) on WidgetIntents/Custom.intentdefinition.
ran_bundle() {
  grep -qE "$2/intentc\.artifactbundle/$executable generate [^ ]*/WidgetIntents/Custom\.intentdefinition --output-file " \
    "$logs/$1.log"
}
program() { (cd "$1" && "$(swift build --show-bin-path)/Client"); }

# The default flavor needs IntentRuntime, so this client depends on the intentc package too,
# whose executable target is named intentc already: the binary target takes another name.
with_bundle=$work/BundleClient
client "$with_bundle"
plugin "$with_bundle"
check "the Installing article's plugin is extracted" \
  grep -q 'context.tool(named: "intentc")' "$with_bundle/Plugins/GenerateWithIntentc/GenerateWithIntentc.swift"
mkdir -p "$with_bundle/Binaries"
cp -R "$bundle" "$with_bundle/Binaries/"
manifest BundleClient IntentcTool Binaries/intentc.artifactbundle >"$with_bundle/Package.swift"
if first_build "$with_bundle" bundle; then
  pass "the client using the bundle through .binaryTarget and its own plugin builds (${bundle_time} s)"
else
  fail "the client using the bundle through .binaryTarget and its own plugin builds"
  show_log bundle
fi
check "its build runs the bundle's intentc on Custom.intentdefinition" ran_bundle bundle "$with_bundle/Binaries"
check "its build compiles none of intentc's modules" not compiles_intentc bundle
check "its build compiles the generated Custom.swift" grep -qE "/GenerateWithIntentc/Custom\.swift" "$logs/bundle.log"
check "its program resolves the stored configuration through the generated code" \
  test "$(program "$with_bundle" 2>&1)" = "City"

# A package that needs no intentc library (Xcode's Intents classes, chosen in intentc.json) names
# its binary target intentc; here with the zip as its path.
with_zip=$work/ZipClient
mkdir -p "$with_zip/Sources/WidgetIntents" "$with_zip/Binaries"
plugin "$with_zip"
cp "$repo/Definitions/Custom.intentdefinition" "$with_zip/Sources/WidgetIntents/"
printf '{"version": 1, "flavor": "intents", "accessLevel": "internal"}\n' >"$with_zip/Sources/WidgetIntents/intentc.json"
printf '/// The target exists for its generated Intents classes.\nenum WidgetIntents {}\n' \
  >"$with_zip/Sources/WidgetIntents/WidgetIntents.swift"
cp "$dist/intentc.artifactbundle.zip" "$with_zip/Binaries/"
cat >"$with_zip/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ZipClient",
    targets: [
        .binaryTarget(name: "intentc", path: "Binaries/intentc.artifactbundle.zip"),
        .plugin(name: "GenerateWithIntentc", capability: .buildTool(), dependencies: ["intentc"]),
        .target(name: "WidgetIntents", plugins: ["GenerateWithIntentc"]),
    ]
)
EOF
if first_build "$with_zip" zip; then
  pass "a client with the zip as the path of a binary target named intentc builds"
else
  fail "a client with the zip as the path of a binary target named intentc builds"
  show_log zip
fi
check "its build runs the intentc of the zip, which SwiftPM unpacks into .build/artifacts" \
  ran_bundle zip "$with_zip/\.build/artifacts/[^ ]+"
check "with the target's intentc.json" grep -qE -- "--config [^ ]*/WidgetIntents/intentc\.json" "$logs/zip.log"
classes=$(find "$with_zip/.build/plugins/outputs" -path '*/GenerateWithIntentc/Custom.swift' | head -n 1)
check "the generated file holds the Intents classes (in #if canImport(Intents), so the target builds here)" \
  bash -c "grep -q '^#if canImport(Intents)\$' '$classes' && grep -q ': Intents.INIntent {' '$classes'"

from_source=$work/SourceClient
client "$from_source"
manifest SourceClient >"$from_source/Package.swift"
if first_build "$from_source" source; then
  pass "the first client's sources using IntentcPlugin from source build (${source_time} s)"
else
  fail "the first client's sources using IntentcPlugin from source build"
  show_log source
fi
check "their build compiles intentc" compiles_intentc source
check "their program prints the same" test "$(program "$from_source" 2>&1)" = "City"

echo "benchmark: intentc $version bundle: binary $size bytes, zip $zip_size bytes; make-artifactbundle.sh ${made} s"
echo "benchmark: first build of the client: ${bundle_time:-?} s with the artifact bundle, ${source_time:-?} s with IntentcPlugin from source (load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime))"
finish
